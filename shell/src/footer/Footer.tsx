import { Link } from 'react-router-dom';
import { ContactDetails } from '../business/ContactDetails';
import { lazy } from 'react';
import { WhenNearViewport } from 'shared-ui';
import { PlanNumberSearchFrame } from '../plan-number-search/PlanNumberSearchFrame';
import { FOOTER_LINK_GROUPS } from './footerLinks';
import styles from './Footer.module.css';

// Below the fold: its code and the form libraries come after the page, not in the start-up's chunks.
const PlanNumberSearch = lazy(() => import('../plan-number-search/PlanNumberSearch'));

/**
 * The footer of catalogue spec §2: link groups as labelled navs, the plan-number search, contact details and the
 * copyright line. The spec's social links have no addresses, so none are shown.
 */
export function Footer({ builderRegistrationUrl }: { builderRegistrationUrl?: string }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        {FOOTER_LINK_GROUPS.map((group) => {
          const headingId = `footer-${group.heading.toLowerCase()}`;
          return (
            <nav key={group.heading} className={styles.group} aria-labelledby={headingId}>
              <h2 id={headingId} className={styles.heading}>
                {group.heading}
              </h2>
              <ul className={styles.links}>
                {group.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
                {group.endsWithBuilderRegistration && builderRegistrationUrl ? (
                  <li>
                    <a href={builderRegistrationUrl} target="_blank" rel="noopener noreferrer">
                      Become a Builder
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </li>
                ) : null}
              </ul>
            </nav>
          );
        })}
        <section className={styles.group} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact
          </h2>
          <ContactDetails variant="stacked" />
          <FooterPlanNumberSearch />
        </section>
      </div>
      <p className={styles.copyright}>© 2025 — Copyright</p>
    </footer>
  );
}

/**
 * The plan-number search once the shopper scrolls near it and its code has loaded, its stand-in (a box not yet usable)
 * until then: its code, the form libraries and their first render would otherwise run during every page's start for
 * a box at the foot of the page. The server sends the stand-in too: a form it drew whole would be usable before the
 * browser hydrated it, and a search typed then would be a plain GET of the page itself, a dead end.
 */
function FooterPlanNumberSearch() {
  // A quarter of a screen ahead: the search's code (with react-hook-form and yup) is usually in by the time the box is
  // on screen.
  return (
    <WhenNearViewport lookahead="25%" placeholder={<PlanNumberSearchFrame />}>
      <PlanNumberSearch />
    </WhenNearViewport>
  );
}
