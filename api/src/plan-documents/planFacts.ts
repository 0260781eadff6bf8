import { EXTERIOR_WALLS, FOUNDATIONS, GARAGE_LOCATIONS, GARAGE_TYPES, labelOf } from 'contracts/src/catalog/codeTables';
import type { PlanDetail } from 'contracts/src/catalog/plan';
import { formatWholeNumber } from 'contracts/src/format/wholeNumber';

export interface FactGroup {
  title: string;
  facts: ReadonlyArray<readonly [label: string, value: string]>;
}

const sqft = (value: number | null) => (value === null ? 'N/A' : `${formatWholeNumber(value)} sq ft`);
const feet = (value: number | null) => (value === null ? 'N/A' : `${formatWholeNumber(value)} ft`);
const count = (value: number, one: string, many: string) => `${formatWholeNumber(value)} ${value === 1 ? one : many}`;

/** '2,150 sq ft · 4 beds · 2.5 baths · 2 storeys · 2 cars': the plan card's line. */
export function planSummaryLine(plan: PlanDetail): string {
  return [
    sqft(plan.sq_ft),
    count(plan.beds, 'bed', 'beds'),
    `${plan.baths} ${plan.baths === 1 ? 'bath' : 'baths'}`,
    count(plan.story, 'storey', 'storeys'),
    count(plan.cars, 'car', 'cars'),
  ].join(' · ');
}

/**
 * The plan's specifications with the same groups, labels and 'N/A's as its detail page (catalog-remote's
 * PlanFacts), so that the cover sheet says what the shopper read before buying.
 */
export function planFactGroups(plan: PlanDetail): FactGroup[] {
  return [
    {
      title: 'Square Footage Breakdown',
      facts: [
        ['Total Heated Area', sqft(plan.total_heated_area)],
        ['1st Floor', sqft(plan.first_floor)],
        ['2nd Floor', sqft(plan.second_floor)],
        ['Porch, Front', sqft(plan.porch_front)],
        ['Porch, Rear', sqft(plan.porch_rear)],
      ],
    },
    {
      title: 'Beds/Baths',
      facts: [
        ['Bedrooms', String(plan.beds)],
        ['Full Bathrooms', String(plan.full_bathrooms)],
        ['Half Bathrooms', String(plan.half_bathrooms)],
      ],
    },
    {
      title: 'Foundation',
      facts: [
        ['Standard Foundation', labelOf(FOUNDATIONS, plan.different_foundation)],
        ['Optional Foundation', labelOf(FOUNDATIONS, plan.optional_foundation)],
      ],
    },
    {
      title: 'Exterior Walls',
      facts: [
        ['Standard Type', labelOf(EXTERIOR_WALLS, plan.exterior_standard_type)],
        ['Optional Type', labelOf(EXTERIOR_WALLS, plan.exterior_optional_type)],
      ],
    },
    {
      title: 'Dimensions',
      facts: [
        ['Width', feet(plan.footprint_width)],
        ['Depth', feet(plan.footprint_depth)],
        ['Max Ridge Height', feet(plan.footprint_height)],
      ],
    },
    {
      title: 'Garage',
      facts: [
        ['Type', labelOf(GARAGE_TYPES, plan.garage_type)],
        ['Location', labelOf(GARAGE_LOCATIONS, plan.garage_location)],
        ['Area', sqft(plan.garage_sq_ft)],
        ['Vehicles', String(plan.cars)],
      ],
    },
    { title: 'Ceiling', facts: [['1st Floor', feet(plan.ceiling_first_floor)]] },
    {
      title: 'Roof',
      facts: [
        ['Primary Pitch', plan.roof_primary_pitch],
        ['Secondary Pitch', plan.roof_secondary_pitch ?? 'N/A'],
        ['Framing Type', plan.roof_framing_type],
      ],
    },
    { title: 'Architectural Style', facts: [['Style', plan.plan_style_id.name]] },
  ];
}
