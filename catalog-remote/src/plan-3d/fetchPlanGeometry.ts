import { queryOptions } from '@tanstack/react-query';
import type { PlanGeometry } from 'contracts/src/catalog/planGeometry';
import { apiClient } from 'shared-ui';

/**
 * The geometry's version asked for: bumped whenever the API lays plans out anew (2: upper floors' stairs over the
 * ones below; 3: garages' overhead doors at the front, houses' back doors; 4: overhead doors an opening kind of their
 * own; 5: back doors for units, pool houses and studios; 6: front doors into a foyer or a living room; 7: rooms no
 * narrower than their kind allows, garage apartments' stairs and doors at the front; 8: crowded floors' rooms
 * combined, upper floors' rooms placed round the stairs by their shapes; 9: crowded floors laid out in columns where
 * rows leave a room too narrow; 10: the same layout worked out faster, one plan's rooms otherwise placed; 11: as many
 * full baths and powder rooms as the plan states, every seeded plan's rooms as wide as their kind), so that no
 * browser walks an older layout it kept (the answer is cached for a week).
 */
const GEOMETRY_VERSION = '11';

/** GET plans/{id}/geometry: the building the plan's floor plans are drawn from, for the 3D view. */
export const planGeometryQuery = (planId: string) =>
  queryOptions({
    queryKey: ['plan-geometry', planId],
    queryFn: async ({ signal }): Promise<PlanGeometry> =>
      (
        await apiClient.get<PlanGeometry>(`plans/${encodeURIComponent(planId)}/geometry`, {
          signal,
          searchParams: { v: GEOMETRY_VERSION },
        })
      ).data,
    // A plan's building changes only when staff edit the plan: kept for the visit.
    staleTime: Infinity,
  });
