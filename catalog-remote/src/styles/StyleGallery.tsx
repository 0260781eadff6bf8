import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { PlanStyle } from 'contracts/src/catalog/plan';
import { QueryStatus } from 'shared-ui';
import { searchFromFilters } from '../plan-search/searchUrl';
import { planStylesQuery } from './fetchPlanStyles';
import styles from './StyleGallery.module.css';

interface StyleGalleryProps {
  limit: number;
  headingLevel?: 2 | 3;
}

/**
 * Style tiles; a tile opens /home-search filtered by that style. Each is a link with the filter in its address, which
 * search engines follow and shoppers can open in a new tab.
 */
export function StyleGallery({ limit }: StyleGalleryProps) {
  const planStyles = useQuery(planStylesQuery(limit));
  return (
    <QueryStatus
      query={planStyles}
      loading={{ label: 'Loading plan styles...', size: 'inline' }}
      error={{ message: (error) => `Error loading plan styles: ${error.message}`, size: 'inline' }}
    >
      {(list) => (list.length === 0 ? <p>No plan styles available.</p> : <StyleTiles list={list} />)}
    </QueryStatus>
  );
}

/** The plan list of one style. */
export function styleListHref(style: Pick<PlanStyle, '_id'>): string {
  return `/home-search${searchFromFilters({ plan_style_id: style._id })}`;
}

function StyleTiles({ list }: { list: readonly PlanStyle[] }) {
  return (
    <ul className={styles.gallery}>
      {list.map((style, index) => (
        <li key={style._id}>
          <Link to={styleListHref(style)} className={styles.tile}>
            {style.image ? (
              <img
                src={style.image}
                alt=""
                width={300}
                height={200}
                loading={index < 3 ? 'eager' : 'lazy'}
                decoding="async"
              />
            ) : (
              <span className={styles.placeholder} aria-hidden="true" />
            )}
            <span className={styles.name}>{style.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
