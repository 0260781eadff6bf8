import { lazy, Suspense } from 'react';
import { LoadingState } from 'shared-ui/src/components/StatusMessage/LoadingState';
import { HomeHero } from './HomeHero';
import { WhyBuyPlans } from './WhyBuyPlans';

const HomeBelowFold = lazy(() => import('./HomeBelowFold'));

/** / and /home. The hero and 'Why Buy Plans' render at once; the carousels and styles follow in their own chunk. */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <WhyBuyPlans />
      <Suspense fallback={<LoadingState label="Loading plans…" size="inline" />}>
        <HomeBelowFold />
      </Suspense>
    </>
  );
}
