import type { PlanSummary } from 'contracts/src/catalog/plan';
import { apiClient } from 'shared-ui/src/http/apiClient';
import { ErrorState } from 'shared-ui/src/components/StatusMessage/ErrorState';
import { LoadingState } from 'shared-ui/src/components/StatusMessage/LoadingState';
import { Carousel } from '../carousel/Carousel';
import { useLoad } from '../loading/useLoad';
import { PlanCard } from '../plan-cards/PlanCard';

const RELATED_LIMIT = 9;

async function fetchRelated(styleId: string, planId: string, signal: AbortSignal): Promise<PlanSummary[]> {
  const envelope = await apiClient.get<PlanSummary[]>('related-properties', {
    searchParams: { plan_style_id: styleId, property_id: planId, limit: RELATED_LIMIT },
    signal,
  });
  return envelope.data;
}

/** Related Plans: the same style, 3 at once, looping. */
export default function RelatedPlans({ styleId, planId }: { styleId: string; planId: string }) {
  const { state, retry } = useLoad((signal) => fetchRelated(styleId, planId, signal), `${styleId}:${planId}`);
  return (
    <section aria-labelledby="related-plans" data-print="hide">
      <h2 id="related-plans">Related Plans</h2>
      {state.status === 'loading' ? (
        <LoadingState label="Loading related plans…" size="inline" />
      ) : state.status === 'failed' ? (
        <ErrorState message={`Error: ${state.message}`} onRetry={retry} size="inline" />
      ) : state.value.length === 0 ? (
        <p>No Data Found</p>
      ) : (
        <Carousel<PlanSummary>
          label="Related Plans"
          items={state.value}
          perView={3}
          itemKey={(plan) => plan._id}
          renderItem={(plan) => <PlanCard plan={plan} />}
        />
      )}
    </section>
  );
}
