import { lazy, Suspense } from 'react';
import { LoadingState } from 'shared-ui';
import { HomeHero } from './HomeHero';
import { WhyBuyPlans } from './WhyBuyPlans';
import { useNearViewport } from './useNearViewport';
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
  const belowFold = useNearViewport<HTMLDivElement>();
  const placeholder = (
    <div className={styles.belowFoldPlaceholder}>
      <LoadingState label="Loading plans…" size="inline" />
    </div>
  );
  return (
    <>
      <HomeHero />
      <WhyBuyPlans />
      <div ref={belowFold.ref}>
        {belowFold.near ? (
          <Suspense fallback={placeholder}>
            <HomeBelowFold />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    </>
  );
}
