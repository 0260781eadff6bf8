import { useRef, type KeyboardEvent } from 'react';
import styles from './MyAccountPage.module.css';

export interface AccountTab<K extends string> {
  key: K;
  label: string;
}

interface AccountTabsProps<K extends string> {
  label: string;
  tabs: readonly AccountTab<K>[];
  selected: K;
  /** Ids follow `${idPrefix}-tab-${key}` and `${idPrefix}-panel-${key}`. */
  idPrefix: string;
  onSelect: (key: K) => void;
}

/**
 * A WAI-ARIA tab list: one tab in the Tab order, arrows/Home/End move between tabs and select them
 * (automatic activation), each tab controls its panel.
 */
export function AccountTabs<K extends string>({ label, tabs, selected, idPrefix, onSelect }: AccountTabsProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());

  function move(event: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    refs.current.get(tab.key)?.focus();
    onSelect(tab.key);
  }

  return (
    <div role="tablist" aria-label={label} className={styles.tabList}>
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          ref={(element) => {
            if (element) refs.current.set(tab.key, element);
            else refs.current.delete(tab.key);
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab.key}`}
          aria-selected={tab.key === selected}
          aria-controls={`${idPrefix}-panel-${tab.key}`}
          tabIndex={tab.key === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab.key)}
          onKeyDown={(event) => move(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
