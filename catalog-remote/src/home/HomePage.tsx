import { lazy } from 'react';
import { LoadingState, WhenNearViewport } from 'shared-ui';
import { HomeHero } from './HomeHero';
import { WhyBuyPlans } from './WhyBuyPlans';
import styles from './HomePage.module.css';

// What the server's render asks of this page (the shell's server renderer calls it before rendering the page).
export { load } from './homePageLoad';

const HomeBelowFold = lazy(() => import('./HomeBelowFold'));

/**
 * / and /home. The hero and 'Why Buy Plans' render at once; the carousels, albums and styles (their code, the
 * carousel library and their searches) load only when the shopper scrolls near them, so the first screen's bytes
 * and main-thread time are the hero's alone. Until then a block of their usual height holds their place.
 */
export default function HomePage() {
  // No look-ahead: on a phone (Lighthouse's 412 x 823) 'Why Buy Plans' ends about 180 px below the first screen, so
  // any look-ahead beyond that would load the sections with the page; they load as the shopper starts scrolling,
  // their searches answering while the 'Why Buy Plans' cards pass.
  const placeholder = (
    <div className={styles.belowFoldPlaceholder}>
      <LoadingState label="Loading plans…" size="inline" />
    </div>
  );
  return (
    <>
      <HomeHero />
      <WhyBuyPlans />
      <WhenNearViewport lookahead="0px" placeholder={placeholder}>
        <HomeBelowFold />
      </WhenNearViewport>
    </>
  );
}
