import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { PlanSummary } from 'contracts/src/catalog/plan';
import type { PlanFilters } from 'contracts/src/catalog/planFilters';
import { pictureSrcSet, planPhotoUrl } from 'contracts/src/catalog/planPictures';
import { QueryStatus } from 'shared-ui';
import { Carousel } from '../carousel/Carousel';
import { PlanCard } from '../plan-cards/PlanCard';
import { planSearchQuery } from '../plan-search/fetchPlanSearch';
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
  const plans = useQuery({ ...planSearchQuery(filters), select: (page) => page.data });
  const headingId = `home-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{title}</h2>
      <QueryStatus
        query={plans}
        loading={{ label: `Loading ${title}…`, size: 'inline' }}
        error={{ message: (error) => `Error: ${error.message}`, size: 'inline' }}
      >
        {(found) =>
          found.length === 0 ? (
            <p>No Data Found</p>
          ) : (
            <Carousel<PlanSummary>
              label={title}
              items={found}
              perView={perView}
              itemKey={(plan) => plan._id}
              renderItem={(plan) => (variant === 'albums' ? <AlbumItem plan={plan} /> : <PlanCard plan={plan} />)}
            />
          )
        }
      </QueryStatus>
    </section>
  );
}

/** An album is the page's width: the plan's built-looking view, at the width the screen needs. */
const ALBUM_SIZES = '100vw';

function AlbumItem({ plan }: { plan: PlanSummary }) {
  const photo = planPhotoUrl(plan._id);
  return (
    <Link to={`/property/${plan._id}`} className={styles.album}>
      <img
        src={photo}
        srcSet={pictureSrcSet(photo, [640, 960, 1280])}
        sizes={ALBUM_SIZES}
        alt=""
        width={1200}
        height={420}
        loading="lazy"
        decoding="async"
      />
      <span className={styles.albumCaption}>
        <span>{plan.plan_number ? `#${plan.plan_number}` : 'N/A'}</span> <strong>{plan.name}</strong>
      </span>
    </Link>
  );
}
