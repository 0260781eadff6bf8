import { useEffect, type RefObject } from 'react';

const FOCUSABLE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Elements of `container` that Tab can reach, in document order. */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[hidden], [inert]') &&
      // checkVisibility (display, content-visibility, visibility) where the browser has it.
      (typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true })),
  );
}

// Open traps, innermost last: only the innermost one acts (a confirm dialog above a modal).
const trapStack: HTMLElement[] = [];

export interface FocusTrapOptions {
  /** Focused on activation; else the first tabbable element; else the container (give it tabIndex={-1}). */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * While `active`: moves focus into the container, keeps Tab and Shift+Tab cycling inside it, pulls focus back
 * if something moves it out, and on deactivation returns focus to where it was. A small hook rather than
 * focus-trap-react: that library adds about 10 KB gzip and, by its own notes, does not support jsdom, where
 * every team's tests run.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  options: FocusTrapOptions = {},
): void {
  const { initialFocusRef } = options;

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    trapStack.push(container);

    const focusFirst = () => {
      const target = initialFocusRef?.current ?? tabbableElements(container)[0] ?? container;
      target.focus();
    };
    if (!container.contains(document.activeElement)) focusFirst();

    const isInnermost = () => trapStack[trapStack.length - 1] === container;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !isInnermost()) return;
      const tabbable = tabbableElements(container);
      const first = tabbable[0];
      const last = tabbable[tabbable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        container.focus();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !container.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !container.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };

    const onFocusIn = (event: FocusEvent) => {
      if (!isInnermost() || !(event.target instanceof Node) || container.contains(event.target)) return;
      focusFirst();
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      trapStack.splice(trapStack.lastIndexOf(container), 1);
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [active, containerRef, initialFocusRef]);
}
