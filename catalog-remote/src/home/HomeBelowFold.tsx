import { Link } from 'react-router-dom';
import { STORE_CONTACT } from 'contracts/src/business/storeContact';
import { COLLECTIONS } from 'contracts/src/catalog/codeTables';
import { NEWEST_SORT, TRENDING_SORT } from 'contracts/src/catalog/planFilters';
import { RecentlyViewed } from '../recently-viewed/RecentlyViewed';
import { StyleGallery } from '../styles/StyleGallery';
import { PlanCarouselSection } from './PlanCarouselSection';
import styles from './HomePage.module.css';

const CLIENT_PHOTOS = COLLECTIONS.find((collection) => collection.label === 'Client Photos')?.code ?? 3;
/** The spec: the home page shows the first 6 styles. */
export const HOME_STYLE_COUNT = 6;
const CAROUSEL_PLANS = 9;

/** Everything under the hero, in its own chunk: the carousel library loads after the hero is on screen. */
export default function HomeBelowFold() {
  return (
    <>
      {/* The shopper's own plans first: nothing shows until there are some. */}
      <RecentlyViewed headingId="home-recently-viewed" whenEmpty="hide" />
      <PlanCarouselSection title="New Plans" filters={{ sort_by: NEWEST_SORT, limit: CAROUSEL_PLANS }} perView={3} />
      <PlanCarouselSection
        title="Trending Plans"
        filters={{ sort_by: TRENDING_SORT, limit: CAROUSEL_PLANS }}
        perView={3}
      />
      <PlanCarouselSection
        title="Client Albums"
        filters={{ collections: [CLIENT_PHOTOS], sort_by: TRENDING_SORT, limit: 5 }}
        perView={1}
        variant="albums"
      />
      <section aria-labelledby="home-styles" className={styles.section}>
        <h2 id="home-styles">Styles</h2>
        <StyleGallery limit={HOME_STYLE_COUNT} />
      </section>
      <nav aria-label="Explore" className={styles.actions}>
        <Link to="/propertyList" className={styles.action}>
          Browse Properties
        </Link>
        <Link to="/propertyList" className={styles.action}>
          View All Collections
        </Link>
        <Link to="/contact-us" className={styles.action}>
          Contact Us
        </Link>
      </nav>
      <section aria-labelledby="price-guarantee" className={styles.guarantee}>
        <h2 id="price-guarantee">Lowest Price Guarantee</h2>
        <p>
          Found the same plan for less elsewhere? We match that price and take an additional 10% off the matched price.
        </p>
        <p>
          Call <a href={STORE_CONTACT.phone.href}>{STORE_CONTACT.phone.label}</a> or e-mail{' '}
          <a href={STORE_CONTACT.email.href}>{STORE_CONTACT.email.label}</a> ({STORE_CONTACT.hours}).
        </p>
      </section>
    </>
  );
}
