import { startTransition, useCallback, useEffect, useState } from 'react';
import type { PlanDetail } from 'contracts/src/catalog/plan';
import { isApiError } from 'shared-ui/src/http/ApiError';
import { fetchPlanDetail } from './fetchPlanDetail';

export type PlanDetailState =
  | { status: 'loading' }
  | { status: 'found'; plan: PlanDetail }
  | { status: 'not-found' }
  | { status: 'failed'; message: string };

export interface PlanDetailLoad {
  state: PlanDetailState;
  /** Asks again after a failure. */
  retry: () => void;
}

/** Loads the plan for `id`; a new id starts over, and an answer for an id no longer shown is dropped. */
export function usePlanDetail(id: string | undefined): PlanDetailLoad {
  const [state, setState] = useState<PlanDetailState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (id === undefined || id === '') {
      setState({ status: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchPlanDetail(id, controller.signal).then(
      (plan) => {
        // A transition: the whole plan page renders in slices instead of one long task.
        if (!controller.signal.aborted) startTransition(() => setState({ status: 'found', plan }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 404) setState({ status: 'not-found' });
        else setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
