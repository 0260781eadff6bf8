import { useParams } from 'react-router-dom';
import { formatPrice } from 'contracts/src/catalog/plan';
import { ErrorState } from 'shared-ui/src/components/StatusMessage/ErrorState';
import { LoadingState } from 'shared-ui/src/components/StatusMessage/LoadingState';
import { RemoteFragment } from 'shared-ui/src/federation/RemoteFragment';
import { usePlanDetail } from './usePlanDetail';
import styles from './PlanDetailPage.module.css';

/** The main image's box, reserved before it arrives so that nothing below it jumps. */
const MAIN_IMAGE_WIDTH = 1200;
const MAIN_IMAGE_HEIGHT = 800;

/** The props checkout-remote's './AddToCart' fragment takes (the cart team owns adding to the cart). */
interface AddToCartProps {
  planId: string;
}

/** /property/:id, rendered inside the shell's <main>. */
export default function PlanDetailPage() {
  const { id } = useParams();
  const { state, retry } = usePlanDetail(id);

  if (state.status === 'loading') return <LoadingState label="Loading plan…" />;
  if (state.status === 'not-found') return <ErrorState message="No property found." />;
  if (state.status === 'failed') return <ErrorState message={`Error: ${state.message}`} onRetry={retry} />;

  const { plan } = state;
  const mainImage = plan.main_images[0];
  return (
    <article>
      <h1>{plan.name}</h1>
      <p className={styles.planNumber}>{plan.plan_number === null ? 'N/A' : `#${plan.plan_number}`}</p>
      <p className={styles.price}>Starts From {formatPrice(plan.price)}</p>
      <RemoteFragment<AddToCartProps>
        remote="checkout"
        module="./AddToCart"
        props={{ planId: plan._id }}
        fallback="Add to cart is unavailable right now."
      />
      {mainImage !== undefined && (
        <img
          className={styles.mainImage}
          src={mainImage}
          alt={`Main picture of the ${plan.name} plan`}
          width={MAIN_IMAGE_WIDTH}
          height={MAIN_IMAGE_HEIGHT}
          fetchPriority="high"
          decoding="async"
        />
      )}
    </article>
  );
}
