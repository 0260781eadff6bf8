import { EmptyState } from 'shared-ui/src/components/StatusMessage/EmptyState';
import { ErrorState } from 'shared-ui/src/components/StatusMessage/ErrorState';
import { LoadingState } from 'shared-ui/src/components/StatusMessage/LoadingState';
import { ActionRow } from '../page-layout/CopySections';
import { ContentPage } from '../page-layout/ContentPage';
import { useRemoteData } from '../remote-data/useRemoteData';
import { fetchTestimonials } from './customerStoriesApi';
import styles from './customerStories.module.css';

export default function TestimonialsPage() {
  const stories = useRemoteData(fetchTestimonials, 'testimonials');
  return (
    <ContentPage
      title="Testimonials"
      intro={['Homeowners and builders tell us what it was like to build from one of our plans.']}
    >
      {stories.status === 'loading' ? <LoadingState label="Loading testimonials…" /> : null}
      {stories.status === 'error' ? (
        <ErrorState message={`Failed to load testimonials: ${stories.message}`} onRetry={stories.retry} />
      ) : null}
      {stories.status === 'success' && stories.data.length === 0 ? <EmptyState title="No testimonials yet" /> : null}
      {stories.status === 'success' && stories.data.length > 0 ? (
        <ul className={styles.list}>
          {stories.data.map((story) => (
            <li key={story.id}>
              <figure className={styles.story}>
                <blockquote className={styles.quote}>
                  <p>{story.quote}</p>
                </blockquote>
                <figcaption className={styles.caption}>
                  <span className={styles.name}>{story.name}</span>
                  {story.location} · {story.project}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
      <ActionRow
        links={[
          { label: 'Browse Plans', to: '/propertyList' },
          { label: 'Read Reviews', to: '/reviews' },
        ]}
      />
    </ContentPage>
  );
}
