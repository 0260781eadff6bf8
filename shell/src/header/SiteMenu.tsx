import { Link } from 'react-router-dom';
import { DropdownMenu } from 'shared-ui';
import { HEADER_NAV, isNavItemActive } from './headerNav';
import styles from './Header.module.css';

/**
 * The header's main menu. Always shown from 768 px; below that `open` (the Menu button) shows or hides it.
 * The active top-level item, by first path segment, is marked aria-current="page", a link or a dropdown trigger.
 */
export function SiteMenu({ id, open, pathname }: { id: string; open: boolean; pathname: string }) {
  return (
    <nav id={id} className={styles.menu} data-open={open} aria-label="Main">
      <ul className={styles.menuList}>
        {HEADER_NAV.map((item) => {
          const active = isNavItemActive(item, pathname);
          return (
            <li key={item.label} className={styles.menuItem}>
              {item.kind === 'link' ? (
                <Link to={item.to} className={styles.menuLink} aria-current={active ? 'page' : undefined}>
                  {item.label}
                </Link>
              ) : (
                <DropdownMenu label={item.label} items={item.links} isActive={active} />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
