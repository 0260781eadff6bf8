import { useParams } from 'react-router-dom';
import { formatPrice } from 'contracts/src/catalog/plan';
import { usePlanDetail } from './usePlanDetail';
import styles from './PlanDetailPage.module.css';

/** The main image's box, reserved before it arrives so that nothing below it jumps. */
const MAIN_IMAGE_WIDTH = 1200;
const MAIN_IMAGE_HEIGHT = 800;

/** /property/:id, rendered inside the shell's <main>. */
export default function PlanDetailPage() {
  const { id } = useParams();
  const state = usePlanDetail(id);

  if (state.status === 'loading') return <p role="status">Loading plan…</p>;
  if (state.status === 'not-found') return <p role="alert">No property found.</p>;
  if (state.status === 'failed') return <p role="alert">Error: {state.message}</p>;

  const { plan } = state;
  const mainImage = plan.main_images[0];
  return (
    <article>
      <h1>{plan.name}</h1>
      <p className={styles.planNumber}>{plan.plan_number === null ? 'N/A' : `#${plan.plan_number}`}</p>
      <p className={styles.price}>Starts From {formatPrice(plan.price)}</p>
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
