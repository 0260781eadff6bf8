import { queryOptions } from '@tanstack/react-query';
import type { PlanGeometry } from 'contracts/src/catalog/planGeometry';
import { PLAN_GEOMETRY_VERSION } from 'contracts/src/catalog/planGeometryVersion';
import { apiClient } from 'shared-ui';

/** GET plans/{id}/geometry: the building the plan's floor plans are drawn from, for the 3D view. */
export const planGeometryQuery = (planId: string) =>
  queryOptions({
    queryKey: ['plan-geometry', planId],
    queryFn: async ({ signal }): Promise<PlanGeometry> =>
      (
        await apiClient.get<PlanGeometry>(`plans/${encodeURIComponent(planId)}/geometry`, {
          signal,
          searchParams: { v: PLAN_GEOMETRY_VERSION },
        })
      ).data,
    // A plan's building changes only when staff edit the plan: kept for the visit.
    staleTime: Infinity,
  });
