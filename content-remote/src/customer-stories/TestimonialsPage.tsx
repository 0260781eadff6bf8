import { useQuery } from '@tanstack/react-query';
import { type PageLoader, QueryStatus } from 'shared-ui';
import { ActionRow } from '../page-layout/CopySections';
import { ContentPage } from '../page-layout/ContentPage';
import { testimonialsQuery } from './customerStoriesApi';
import styles from './customerStories.module.css';

export const load: PageLoader = async ({ queryClient }) => {
  await queryClient.fetchQuery(testimonialsQuery());
  return {
    head: {
      title: 'Customer Testimonials',
      description:
        'Homeowners and builders tell what it was like to build from one of our house plans: the plan they chose, the drawings on site and the help along the way.',
    },
  };
};

export default function TestimonialsPage() {
  const stories = useQuery(testimonialsQuery());
  return (
    <ContentPage
      title="Testimonials"
      intro={['Homeowners and builders tell us what it was like to build from one of our plans.']}
    >
      <QueryStatus
        query={stories}
        loading={{ label: 'Loading testimonials…' }}
        error={{ message: (error) => `Failed to load testimonials: ${error.message}` }}
        empty={{ title: 'No testimonials yet', isEmpty: (list) => list.length === 0 }}
      >
        {(list) => (
          <ul className={styles.list}>
            {list.map((story) => (
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
        )}
      </QueryStatus>
      <ActionRow
        links={[
          { label: 'Browse Plans', to: '/propertyList' },
          { label: 'Read Reviews', to: '/reviews' },
        ]}
      />
    </ContentPage>
  );
}
