import { ARCHITECTURAL_STYLES } from 'contracts/src/catalog/architecturalStyles';
import { BED_BATH_OPTIONS, COLLECTIONS, FOUNDATIONS } from 'contracts/src/catalog/codeTables';
import { codeOf } from '../catalog/codeOf';
import type { PlanFeatures } from './planFeatures';
import { MULTI_FAMILY, OTHER_BUILDING, SINGLE_FAMILY, STAND_ALONE_GARAGE, type PlanShape } from './planShape';
import type { SeededRandom } from './seededRandom';

/** How a plan is sold: price, popularity, age and the collections it is shown in. */
export interface PlanMerchandising {
  listPriceCents: number;
  initialDiscount: number;
  priceCents: number;
  popularity: number;
  recommendedScore: number;
  createdAt: Date;
  collections: number[];
  hasMaterialsList: boolean;
}

/** The catalogue's "today": creation dates count back from here, so the seed does not depend on the clock. */
export const CATALOG_EPOCH = Date.UTC(2025, 5, 1);
const DAY_MS = 86_400_000;
/** Plans at least this popular are in the '100 Most Popular' collection (about 1% of the catalogue). */
const MOST_POPULAR_THRESHOLD = 2_700;

const collection = (label: string) => codeOf(COLLECTIONS, label);
const styleLabel = (styleCode: number) => ARCHITECTURAL_STYLES.find((style) => style.code === styleCode)?.label ?? '';

/** Plan-store prices: whole dollars ending in 5, scaled with size and kind of building. */
function listPriceDollars(random: SeededRandom, shape: PlanShape): number {
  let dollars: number;
  if (shape.planType === SINGLE_FAMILY) dollars = 420 + (shape.sqFt * random.int(42, 70)) / 100;
  else if (shape.planType === MULTI_FAMILY) dollars = 700 + (shape.sqFt * random.int(40, 60)) / 100;
  else if (shape.planType === STAND_ALONE_GARAGE)
    dollars = 240 + shape.cars * random.int(60, 110) + shape.heatedArea * 0.6;
  else dollars = 120 + (shape.sqFt * random.int(45, 80)) / 100;
  return Math.max(95, Math.round(dollars / 50) * 50 - 5);
}

function collections(
  random: SeededRandom,
  shape: PlanShape,
  features: PlanFeatures,
  styleCode: number,
  facts: { initialDiscount: number; popularity: number; ageDays: number; hasMaterialsList: boolean },
): number[] {
  const chosen = new Set<number>();
  const add = (label: string, when: boolean) => {
    if (when) chosen.add(collection(label));
  };
  const home = shape.planType === SINGLE_FAMILY || shape.planType === MULTI_FAMILY;
  const label = styleLabel(styleCode);
  const foundation = (name: string) => codeOf(FOUNDATIONS, name);
  const bedBath = (name: string) => codeOf(BED_BATH_OPTIONS, name);

  add('Exclusive', random.chance(0.08));
  add('New28', facts.ageDays < 28);
  add('Client Photos', random.chance(0.06));
  add('Interactive Tours', home && random.chance(0.05));
  add('House Plan Videos', random.chance(0.06));
  add('Photo Gallery', random.chance(0.12));
  add('Luxury', home && shape.sqFt >= 4000);
  add('Premium Collection', home && shape.sqFt >= 2500 && random.chance(0.15));
  add(
    'Lake House Plans',
    home &&
      (features.standardFoundation === foundation('Walkout') ||
        features.standardFoundation === foundation('Daylight') ||
        random.chance(0.03)),
  );
  // Accessory dwelling units: every garage apartment and some small backyard cottages.
  add('ADU', shape.kind === 'garage-apartment' || (shape.kind === 'house' && shape.sqFt <= 1000 && random.chance(0.5)));
  add('100 Most Popular', facts.popularity >= MOST_POPULAR_THRESHOLD);
  add(
    'Attached Apartments',
    shape.kind === 'house' && features.bedBathOptions.includes(bedBath('In-Law Suite')) && random.chance(0.6),
  );
  add('Builder Bundles', home && random.chance(shape.planType === MULTI_FAMILY ? 0.25 : 0.05));
  add('Canadian', home && random.chance(0.06));
  add(
    'Dogtrot House Plans',
    shape.kind === 'house' &&
      shape.story === 1 &&
      ['Southern', 'Country', 'Low Country', 'Rustic', 'Cabin'].includes(label) &&
      random.chance(0.3),
  );
  add('Home Office Studio', shape.kind === 'studio' || (shape.kind === 'workshop-garage' && random.chance(0.2)));
  add('Large', home && shape.sqFt >= 3500);
  add('Materials List', facts.hasMaterialsList);
  add('Metric', random.chance(0.05));
  add(
    'Multi-Generational',
    home &&
      (features.bedBathOptions.includes(bedBath('Two Master Suites')) ||
        features.bedBathOptions.includes(bedBath('In-Law Suite'))),
  );
  add('On Sale', facts.initialDiscount > 0);
  add('Pool House', shape.kind === 'pool-house');
  add('Post-Frame', features.standardFoundation === foundation('Post Frame') || label === 'Barndominium');
  add('Recently Sold', random.chance(0.08));
  add('Shed', shape.kind === 'shed');
  add('Timber Frame', features.roofFramingType === 'Timber Frame');
  add('Tiny House', shape.kind === 'house' && shape.sqFt < 650);
  add('USDA Approved', shape.planType === SINGLE_FAMILY && shape.sqFt <= 2000 && random.chance(0.4));
  return [...chosen].sort((a, b) => a - b);
}

export function drawMerchandising(
  random: SeededRandom,
  shape: PlanShape,
  features: PlanFeatures,
  styleCode: number,
): PlanMerchandising {
  const listPriceCents = listPriceDollars(random, shape) * 100;
  const initialDiscount = random.chance(0.12) ? random.pick([10, 15, 20, 25]) : 0;
  const priceCents = Math.round((listPriceCents * (100 - initialDiscount)) / 100);
  // Sales follow a long tail: most plans sell a little, a few sell a lot.
  const popularity = Math.floor(Math.exp(random.next() * 8));
  const ageDays = random.int(0, 5 * 365);
  const hasMaterialsList = shape.planType !== OTHER_BUILDING && random.chance(0.45);
  const merchandising = { initialDiscount, popularity, ageDays, hasMaterialsList };
  const chosenCollections = collections(random, shape, features, styleCode, merchandising);
  const showcase = chosenCollections.length * 40 + (initialDiscount > 0 ? 60 : 0);
  return {
    listPriceCents,
    initialDiscount,
    priceCents,
    popularity,
    recommendedScore: random.int(0, 700) + Math.min(300, showcase) + Math.round(Math.log1p(popularity) * 10),
    createdAt: new Date(CATALOG_EPOCH - ageDays * DAY_MS - random.int(0, DAY_MS - 1)),
    collections: chosenCollections,
    hasMaterialsList,
  };
}
