import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { KEYWORD_SEARCH_HREF } from 'contracts/src/catalog/keywordSearch';
import { ContactDetails } from '../business/ContactDetails';
import { CartLink } from '../cart-badge/CartLink';
import { HeartIcon, LogoIcon, MenuIcon, SearchIcon } from '../icons/icons';
import { SessionControl } from './SessionControl';
import { SiteMenu } from './SiteMenu';
import { StaffDeskLink } from '../staff-desk/StaffDeskLink';
import styles from './Header.module.css';

const MENU_ID = 'site-menu';

/** The header of catalogue spec §2: contact line, logo, menu, search, favourites, cart and the session control. */
export function Header() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  // Following a link closes the narrow-screen menu, so the new page is not hidden under it.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <ContactDetails variant="inline" />
      </div>
      <div className={styles.bar}>
        <Link to="/home" className={styles.logo}>
          <LogoIcon />
          <span className={styles.logoText}>House Plans</span>
        </Link>
        <div className={styles.actions}>
          {/* The plan list with the cursor in its keyword box. */}
          <Link to={KEYWORD_SEARCH_HREF} className={styles.searchLink}>
            <SearchIcon />
            <span className={styles.actionLabel}>Search</span>
          </Link>
          <NavLink to="/favoritedetails" className={styles.iconLink} aria-label="My Favorites">
            <HeartIcon />
          </NavLink>
          <CartLink className={styles.iconLink} />
          <StaffDeskLink className={styles.sessionButton} />
          <SessionControl />
        </div>
        {/* After the actions, at the end of the phone's one row (from 768px the menu is always shown). */}
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon />
          <span className={styles.actionLabel}>Menu</span>
        </button>
        <SiteMenu id={MENU_ID} open={menuOpen} pathname={pathname} />
      </div>
    </header>
  );
}
