import { Link } from 'react-router-dom';
import type { PlanSummary } from 'contracts/src/catalog/plan';
import type { PlanFilters } from 'contracts/src/catalog/planFilters';
import { ErrorState } from 'shared-ui/src/components/StatusMessage/ErrorState';
import { LoadingState } from 'shared-ui/src/components/StatusMessage/LoadingState';
import { encodeFilters } from 'contracts/src/catalog/filterEncoding';
import { Carousel } from '../carousel/Carousel';
import { useLoad } from '../loading/useLoad';
import { PlanCard } from '../plan-cards/PlanCard';
import { fetchPlanSearch } from '../plan-search/fetchPlanSearch';
import styles from './HomePage.module.css';

interface PlanCarouselSectionProps {
  title: string;
  filters: PlanFilters;
  /** 3 plans, 1 album at once (the spec). */
  perView: number;
  variant?: 'cards' | 'albums';
}

/** A titled carousel of plans from a search: loading, error with retry, 'No Data Found' when empty. */
export function PlanCarouselSection({ title, filters, perView, variant = 'cards' }: PlanCarouselSectionProps) {
  const { state, retry } = useLoad(
    async (signal) => (await fetchPlanSearch(filters, signal)).data,
    JSON.stringify(encodeFilters(filters)),
  );
  const headingId = `home-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{title}</h2>
      {state.status === 'loading' ? (
        <LoadingState label={`Loading ${title}…`} size="inline" />
      ) : state.status === 'failed' ? (
        <ErrorState message={`Error: ${state.message}`} onRetry={retry} size="inline" />
      ) : state.value.length === 0 ? (
        <p>No Data Found</p>
      ) : (
        <Carousel<PlanSummary>
          label={title}
          items={state.value}
          perView={perView}
          itemKey={(plan) => plan._id}
          renderItem={(plan) => (variant === 'albums' ? <AlbumItem plan={plan} /> : <PlanCard plan={plan} />)}
        />
      )}
    </section>
  );
}

function AlbumItem({ plan }: { plan: PlanSummary }) {
  const image = plan.main_images[0];
  return (
    <Link to={`/property/${plan._id}`} className={styles.album}>
      {image ? <img src={image} alt="" width={1000} height={350} loading="lazy" decoding="async" /> : null}
      <span className={styles.albumCaption}>
        <span>{plan.plan_number ? `#${plan.plan_number}` : 'N/A'}</span> <strong>{plan.name}</strong>
      </span>
    </Link>
  );
}
