import { useNavigate } from 'react-router-dom';
import type { PlanStyle } from 'contracts/src/catalog/plan';
import { ErrorState } from 'shared-ui/src/components/StatusMessage/ErrorState';
import { LoadingState } from 'shared-ui/src/components/StatusMessage/LoadingState';
import { useLoad } from '../loading/useLoad';
import { fetchPlanStyles } from './fetchPlanStyles';
import styles from './StyleGallery.module.css';

interface StyleGalleryProps {
  limit: number;
  headingLevel?: 2 | 3;
}

/** Style tiles; a tile opens /home-search filtered by that style (handed over as the spec's selectedFilters). */
export function StyleGallery({ limit }: StyleGalleryProps) {
  const navigate = useNavigate();
  const { state, retry } = useLoad((signal) => fetchPlanStyles(limit, signal), String(limit));
  if (state.status === 'loading') return <LoadingState label="Loading plan styles..." size="inline" />;
  if (state.status === 'failed')
    return <ErrorState message={`Error loading plan styles: ${state.message}`} onRetry={retry} size="inline" />;
  if (state.value.length === 0) return <p>No plan styles available.</p>;
  const open = (style: PlanStyle) =>
    void navigate('/home-search', { state: { selectedFilters: { plan_style_id: style._id } } });
  return (
    <ul className={styles.gallery}>
      {state.value.map((style, index) => (
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
