import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { PlanStyle } from 'contracts/src/catalog/plan';
import { QueryStatus } from 'shared-ui/src/data/QueryStatus';
import { planStylesQuery } from './fetchPlanStyles';
import styles from './StyleGallery.module.css';

interface StyleGalleryProps {
  limit: number;
  headingLevel?: 2 | 3;
}

/** Style tiles; a tile opens /home-search filtered by that style (handed over as the spec's selectedFilters). */
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

function StyleTiles({ list }: { list: readonly PlanStyle[] }) {
  const navigate = useNavigate();
  const open = (style: PlanStyle) =>
    void navigate('/home-search', { state: { selectedFilters: { plan_style_id: style._id } } });
  return (
    <ul className={styles.gallery}>
      {list.map((style, index) => (
        <li key={style._id}>
          <button type="button" className={styles.tile} onClick={() => open(style)}>
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
          </button>
        </li>
      ))}
    </ul>
  );
}
