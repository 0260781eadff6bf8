import { FOUNDATIONS, GARAGE_TYPES, isKnownCode, labelOf } from 'contracts/src/catalog/codeTables';
import { costIndexOf } from 'contracts/src/delivery/costIndex';
import { STATES_AND_PROVINCES, type Region } from 'contracts/src/content/statesAndProvinces';
import { codeOf } from '../catalog/codeOf';
import { badRequest } from '../errors/httpError';
import type { PlanDocumentSource } from './planDocumentSource';

/**
 * The Cost-to-Build Report's model: national-average building costs per square foot, adjusted for the storeys,
 * the foundation and the region's cost index (contracts/delivery/costIndex).
 *
 * Where the figures come from: an approximation written for this store from the published ranges of U.S. new-home
 * construction costs in 2024-2025 (builder-grade to custom finishes, excluding land), rounded to whole dollars;
 * the stage shares follow the pattern of the National Association of Home Builders' construction cost surveys.
 * They are not a quote and are not copied from a licensed data set. The store's staff should review them with
 * the cost index, at least once a year.
 */

/** Dollars per square foot, national average: [low, high]. */
type Range = readonly [low: number, high: number];

const HEATED_AREA: Range = [135, 215];
const GARAGE: Range = [45, 75];
const CARPORT: Range = [22, 38];
const PORCH: Range = [25, 50];

/** Fewer storeys mean more foundation and roof per square foot of living space. */
function storeyFactor(storeys: number): number {
  if (storeys === 1) return 1;
  return storeys === 2 ? 0.95 : 0.93;
}

/** What a foundation adds per square foot of the building's footprint, over a slab on grade. */
const FOUNDATION_EXTRA: ReadonlyMap<number, Range> = new Map(
  (
    [
      ['Slab', [0, 0]],
      ['Monolithic Slab', [0, 0]],
      ['Stem Wall', [3, 6]],
      ['Combo Slab-Crawl', [3, 6]],
      ['Post Frame', [2, 5]],
      ['Pier', [4, 9]],
      ['Post/Pier', [4, 9]],
      ['Post/Beam', [5, 10]],
      ['Crawl', [5, 10]],
      ['Joist', [5, 10]],
      ['Combo Basement-Crawl', [15, 25]],
      ['Raise Island', [15, 28]],
      ['Basement', [25, 40]],
      ['Piling', [25, 45]],
      ['Daylight', [30, 45]],
      ['Walkout', [32, 48]],
    ] as const
  ).map(([label, range]) => [codeOf(FOUNDATIONS, label), range]),
);

/** Typical shares of a new home's construction cost by stage. */
export const COST_STAGES: ReadonlyArray<readonly [stage: string, share: number]> = Object.freeze([
  ['Site work', 0.07],
  ['Foundation', 0.11],
  ['Framing', 0.17],
  ['Exterior finishes', 0.12],
  ['Major systems (plumbing, electrical, HVAC)', 0.14],
  ['Interior finishes', 0.24],
  ['Final steps (landscaping, driveway, clean-up)', 0.07],
  ['Other (permits, insurance, contingency)', 0.08],
]);

/** What the estimate is made from: the plan's areas in square feet and the buyer's choices. */
export interface CostToBuildInput {
  heatedArea: number;
  /** Width by depth of the outside walls: what the foundation is built under. */
  footprintArea: number;
  /** The garage's area, or for a building without heated space (a garage plan, a shed) its whole area. */
  unheatedArea: number;
  unheatedKind: 'garage' | 'carport' | 'building';
  porchArea: number;
  storeys: number;
  /** A FOUNDATIONS code: the foundation the buyer ordered. */
  foundation: number;
  /** A state or province code of contracts/content/statesAndProvinces: where the building is built. */
  region: string;
}

/** Integer cents, low and high. */
export interface CentsRange {
  low: number;
  high: number;
}

export interface CostLine extends CentsRange {
  label: string;
  area: number;
}

export interface CostToBuildEstimate {
  region: Region;
  costIndex: number;
  foundationLabel: string;
  storeys: number;
  heatedArea: number;
  total: CentsRange;
  /** Per heated square foot (per square foot of the building for one without heated space). */
  perSquareFoot: CentsRange;
  lines: CostLine[];
  stages: Array<CentsRange & { stage: string; share: number }>;
}

const UNHEATED_LABELS = { garage: 'Garage', carport: 'Carport', building: 'Unheated building' } as const;

const toCents = (dollars: number) => Math.round(dollars * 100);
/** Estimates are rounded to hundreds of dollars: more digits would claim a precision they do not have. */
const toHundreds = (cents: number) => Math.round(cents / 10_000) * 10_000;

function checked(input: CostToBuildInput): { region: Region; index: number; foundation: Range } {
  const region = STATES_AND_PROVINCES.find((candidate) => candidate.code === input.region);
  const index = costIndexOf(input.region);
  if (!region || index === null)
    throw badRequest(`'${input.region}' is not a U.S. state or Canadian province or territory code.`);
  const foundation = FOUNDATION_EXTRA.get(input.foundation);
  if (!isKnownCode(FOUNDATIONS, input.foundation) || !foundation) throw badRequest('Unknown foundation.');
  if (!Number.isInteger(input.storeys) || input.storeys < 1) throw badRequest('The plan has no storeys to estimate.');
  const areas = [input.heatedArea, input.footprintArea, input.unheatedArea, input.porchArea];
  if (areas.some((area) => !Number.isFinite(area) || area < 0)) throw badRequest('Floor areas cannot be negative.');
  if (input.heatedArea + input.unheatedArea === 0) throw badRequest('The plan has no floor area to estimate.');
  return { region, index, foundation };
}

/**
 * A low-to-high estimate of what building the plan costs where it is built. Refuses a region that is not a state
 * or province, a foundation that is not one of the code table's, and a plan with no floor area.
 */
export function estimateCostToBuild(input: CostToBuildInput): CostToBuildEstimate {
  const { region, index, foundation } = checked(input);
  const line = (label: string, area: number, [low, high]: Range, factor = 1): CostLine => ({
    label,
    area,
    low: toHundreds(toCents(area * low * factor * index)),
    high: toHundreds(toCents(area * high * factor * index)),
  });
  const lines: CostLine[] = [];
  if (input.heatedArea > 0)
    lines.push(line('Heated living area', input.heatedArea, HEATED_AREA, storeyFactor(input.storeys)));
  if (foundation[1] > 0)
    lines.push(
      line(`${labelOf(FOUNDATIONS, input.foundation)} foundation, over a slab`, input.footprintArea, foundation),
    );
  if (input.unheatedArea > 0)
    lines.push(
      line(
        UNHEATED_LABELS[input.unheatedKind],
        input.unheatedArea,
        input.unheatedKind === 'carport' ? CARPORT : GARAGE,
      ),
    );
  if (input.porchArea > 0) lines.push(line('Porches', input.porchArea, PORCH));
  const total = {
    low: lines.reduce((sum, item) => sum + item.low, 0),
    high: lines.reduce((sum, item) => sum + item.high, 0),
  };
  const perArea = input.heatedArea > 0 ? input.heatedArea : input.unheatedArea;
  return {
    region,
    costIndex: index,
    foundationLabel: labelOf(FOUNDATIONS, input.foundation),
    storeys: input.storeys,
    heatedArea: input.heatedArea,
    total,
    // Whole dollars per square foot.
    perSquareFoot: {
      low: Math.round(total.low / perArea / 100) * 100,
      high: Math.round(total.high / perArea / 100) * 100,
    },
    lines,
    stages: COST_STAGES.map(([stage, share]) => ({
      stage,
      share,
      low: toHundreds(total.low * share),
      high: toHundreds(total.high * share),
    })),
  };
}

const CARPORT_TYPE = codeOf(GARAGE_TYPES, 'Carport');

/**
 * The estimate's input for a plan, built in `region` on `foundation`. A plan without heated space (a garage, a
 * shed) is priced by its building area at the garage rate.
 */
export function costToBuildInputOf(
  { drawing, detail }: PlanDocumentSource,
  choice: { region: string; foundation: number },
): CostToBuildInput {
  const unheatedBuilding = detail.total_heated_area === 0;
  const carport = detail.garage_type === CARPORT_TYPE;
  return {
    heatedArea: detail.total_heated_area,
    footprintArea: drawing.footprint_width * drawing.footprint_depth,
    unheatedArea: unheatedBuilding ? detail.sq_ft : (detail.garage_sq_ft ?? 0),
    unheatedKind: carport ? 'carport' : unheatedBuilding && detail.garage_sq_ft === null ? 'building' : 'garage',
    porchArea: (detail.porch_front ?? 0) + (detail.porch_rear ?? 0),
    storeys: detail.story,
    foundation: choice.foundation,
    region: choice.region,
  };
}
