import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { STORE_CONTACT } from 'contracts/src/business/storeContact';
import { STORE_NAME } from 'contracts/src/business/storeName';
import { formatPrice, type PlanDetail } from 'contracts/src/catalog/plan';
import { formatWholeNumber } from 'contracts/src/format/wholeNumber';
import { LoadingState, QueryStatus, RemoteFragment, WhenNearViewport } from 'shared-ui';
import { FavoriteButton } from '../favorite-button/FavoriteButton';
import { Plan3dButton } from '../plan-3d/Plan3dButton';
import { PlanViewRecorder } from '../recently-viewed/useRecentlyViewed';
import { useAnsweredOnArrival } from '../rendering/useAnsweredOnArrival';
import { planDetailQuery } from './fetchPlanDetail';
import { planTitle } from './planDetailLoad';
import { isPlanId } from './planId';
import { CompareControls } from './CompareControls';
import { FactList } from './FactList';
import { PlanFacts } from './PlanFacts';
import { PlanGallery } from './PlanGallery';
import { PlanNotFound } from './PlanNotFound';
import { planPictures } from './planPictures';
import { ShareDialog } from './ShareDialog';
import { useCooldown } from './useCooldown';
import styles from './PlanDetailPage.module.css';

// What the server's render asks of this page (the shell's server renderer calls it before rendering the page).
export { load } from './planDetailLoad';

const RelatedPlans = lazy(() => import('./RelatedPlans'));
// Its own chunk with the QR code library: fetched when the shopper asks for the flyer or to print.
const PlanFlyer = lazy(() => import('./PlanFlyer'));

/** The spec: the foundation and wall request buttons rest for 2 s after use. */
export const REQUEST_COOLDOWN_MS = 2000;

/** The props checkout-remote's './AddToCart' fragment takes (the cart team owns adding to the cart). */
interface AddToCartProps {
  planId: string;
}

/** /property/:id, rendered inside the shell's <main>. */
export default function PlanDetailPage() {
  const { id = '' } = useParams();
  // An id that cannot name a plan ('abc', '0') is not asked for: the page does not exist.
  const named = isPlanId(id);
  const plan = useQuery({ ...planDetailQuery(id), enabled: named });
  const answeredOnArrival = useAnsweredOnArrival(id, plan.data !== undefined);

  const notFound = <PlanNotFound />;
  if (!named) return notFound;
  return (
    <>
      <PlanViewRecorder planId={plan.data ? Number(plan.data._id) : null} />
      <QueryStatus
        query={plan}
        loading={{ label: 'Loading plan…', wholePage: true }}
        error={{ message: (error) => `Error: ${error.message}` }}
      >
        {(found) =>
          found === null ? notFound : <DeferredPlanDetailView plan={found} deferFirst={!answeredOnArrival} />
        }
      </QueryStatus>
    </>
  );
}

/**
 * A transition: the whole plan page renders in slices instead of one long task, the spinner staying meanwhile.
 * A plan the page came with (the server's, handed over in the page) is drawn at once, as the server drew it.
 */
function DeferredPlanDetailView({ plan, deferFirst }: { plan: PlanDetail; deferFirst: boolean }) {
  const shown = useDeferredValue<PlanDetail | null>(plan, deferFirst ? null : undefined);
  return shown ? <PlanDetailView plan={shown} /> : <LoadingState label="Loading plan…" wholePage />;
}

function mailRequest(plan: PlanDetail, what: string): string {
  const subject = `${what} request for plan #${plan.plan_number ?? plan._id}`;
  const body = `Hello, I would like a ${what.toLowerCase()} for ${plan.name} (#${plan.plan_number ?? plan._id}).`;
  return `${STORE_CONTACT.email.href}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * Names the browser tab after the plan ('The Magnolia Farmhouse (Plan #10042) | House Plans'), as the server does,
 * when the shopper comes from another page. The shell's route sets its generic 'Plan Details' in an effect of its
 * own, which runs after this page's when both mount at once: this one is set a microtask later, after it.
 */
function usePlanTitle(title: string): void {
  const { key } = useLocation();
  useEffect(() => {
    let live = true;
    queueMicrotask(() => {
      if (live) document.title = `${title} | ${STORE_NAME}`;
    });
    return () => {
      live = false;
    };
  }, [title, key]);
}

type FlyerMode = 'view' | 'print';

function PlanDetailView({ plan }: { plan: PlanDetail }) {
  usePlanTitle(planTitle(plan));
  const [sharing, setSharing] = useState(false);
  const [flyer, setFlyer] = useState<FlyerMode | null>(null);
  const closeFlyer = useCallback(() => setFlyer(null), []);
  // The address is read when the shopper shares: the server has no window to read it from.
  const [shareUrl, setShareUrl] = useState('');
  const [foundationCooling, coolFoundation] = useCooldown(REQUEST_COOLDOWN_MS);
  const [wallsCooling, coolWalls] = useCooldown(REQUEST_COOLDOWN_MS);
  const images = planPictures(plan);

  const request = (what: string, cool: () => void) => {
    cool();
    window.location.href = mailRequest(plan, what);
  };
  return (
    <article className={styles.detail}>
      <div className={styles.top}>
        <div className={styles.header}>
          <div>
            <h1>{plan.name}</h1>
            <p className={styles.planNumber}>{plan.plan_number === null ? 'N/A' : `#${plan.plan_number}`}</p>
          </div>
          <FavoriteButton planId={plan._id} planName={plan.name} liked={plan.is_liked} />
        </div>
        <div className={styles.media}>
          <PlanGallery planName={plan.name} images={images} />
          <Plan3dButton planId={plan._id} planName={plan.name} stillPicture={plan.main_images[0]} />
          <div className={styles.toolbar} data-print="hide">
            <button type="button" onClick={() => setFlyer('print')}>
              Print
            </button>
            <button type="button" onClick={() => setFlyer('view')}>
              Flyer
            </button>
            <CompareControls planId={plan._id} planName={plan.name} />
            <button
              type="button"
              onClick={() => {
                setShareUrl(window.location.href);
                setSharing(true);
              }}
            >
              Share
            </button>
          </div>
        </div>
        <section className={styles.buyBox} aria-label="Buy this plan">
          <p className={styles.price}>Starts From {formatPrice(plan.price)}</p>
          <FactList
            className={styles.summary}
            facts={[
              ['Sq Ft', formatWholeNumber(plan.sq_ft)],
              ['Beds', plan.beds],
              ['Baths', plan.baths],
              ['Stories', plan.story],
              ['Cars', plan.cars],
            ]}
          />
          <div className={styles.addToCart} data-print="hide">
            <RemoteFragment<AddToCartProps>
              remote="checkout"
              module="./AddToCart"
              props={{ planId: plan._id }}
              fallback="Add to cart is unavailable right now."
            />
          </div>
        </section>
      </div>
      <PlanFacts plan={plan} />
      <div className={styles.requests} data-print="hide">
        <button
          type="button"
          disabled={foundationCooling}
          onClick={() => request('Different foundation', coolFoundation)}
        >
          Request a different foundation
        </button>
        <button type="button" disabled={wallsCooling} onClick={() => request('Different exterior walls', coolWalls)}>
          Request different exterior walls
        </button>
      </div>
      {/* Below the fold: the carousel's code, its search and its cards wait until the shopper scrolls near them. */}
      <WhenNearViewport lookahead="25%" placeholder={<LoadingState label="Loading related plans…" size="inline" />}>
        <RelatedPlans styleId={plan.plan_style_id._id} planId={plan._id} />
      </WhenNearViewport>
      <ShareDialog open={sharing} onClose={() => setSharing(false)} url={shareUrl} title={plan.name} />
      {flyer === null ? null : (
        <Suspense fallback={<LoadingState label="Preparing the flyer…" size="inline" />}>
          <PlanFlyer plan={plan} printOnOpen={flyer === 'print'} onClose={closeFlyer} />
        </Suspense>
      )}
    </article>
  );
}
