import type { PlanFilters } from 'contracts/src/catalog/planFilters';

export interface HeroChoice {
  bed: string;
  bath: string;
  sqft: string;
  floors: string;
}

/** The size band each Sq ft choice means: from that size up to the next choice (the last has no top). */
const SQFT_BANDS: Record<string, { min: number; max?: number }> = {
  '1000': { min: 1000, max: 1999 },
  '2000': { min: 2000, max: 2999 },
  '3000': { min: 3000 },
};

/** The hero's selects as search filters; a placeholder ('Select Bed') carries no value. */
export function heroFilters(choice: HeroChoice): PlanFilters {
  const filters: PlanFilters = {};
  if (choice.bed !== '') filters.bedrooms = Number(choice.bed);
  if (choice.bath !== '') filters.bathrooms = Number(choice.bath);
  if (choice.floors !== '') filters.floors = Number(choice.floors);
  const band = SQFT_BANDS[choice.sqft];
  if (band) {
    filters.min_sq_ft = band.min;
    if (band.max !== undefined) filters.max_sq_ft = band.max;
  }
  return filters;
}
