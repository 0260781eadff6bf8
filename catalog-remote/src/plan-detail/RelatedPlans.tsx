import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanSummary } from 'contracts/src/catalog/plan';
import { apiClient, PLANS_QUERY_KEY, QueryStatus } from 'shared-ui';
import { Carousel } from '../carousel/Carousel';
import { PlanCard } from '../plan-cards/PlanCard';

const RELATED_LIMIT = 9;

async function fetchRelated(styleId: string, planId: string, signal: AbortSignal): Promise<PlanSummary[]> {
  const envelope = await apiClient.get<PlanSummary[]>('related-properties', {
    searchParams: { plan_style_id: styleId, property_id: planId, limit: RELATED_LIMIT },
    signal,
  });
  return envelope.data;
}

const relatedPlansQuery = (styleId: string, planId: string) =>
  queryOptions({
    queryKey: [...PLANS_QUERY_KEY, 'related', styleId, planId],
    queryFn: ({ signal }) => fetchRelated(styleId, planId, signal),
  });

/** Related Plans: the same style, 3 at once, looping. */
export default function RelatedPlans({ styleId, planId }: { styleId: string; planId: string }) {
  const related = useQuery(relatedPlansQuery(styleId, planId));
  return (
    <section aria-labelledby="related-plans" data-print="hide">
      <h2 id="related-plans">Related Plans</h2>
      <QueryStatus
        query={related}
        loading={{ label: 'Loading related plans…', size: 'inline' }}
        error={{ message: (error) => `Error: ${error.message}`, size: 'inline' }}
      >
        {(plans) =>
          plans.length === 0 ? (
            <p>No Data Found</p>
          ) : (
            <Carousel<PlanSummary>
              label="Related Plans"
              items={plans}
              perView={3}
              itemKey={(plan) => plan._id}
              renderItem={(plan) => <PlanCard plan={plan} />}
            />
          )
        }
      </QueryStatus>
    </section>
  );
}
