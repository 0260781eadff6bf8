import { ARCHITECTURAL_STYLES } from 'contracts/src/catalog/architecturalStyles';
import {
  ADDITIONAL_ROOMS,
  EXTERIOR_WALLS,
  FOUNDATIONS,
  GARAGE_LOCATIONS,
  GARAGE_TYPES,
  KITCHEN_DINING,
  OUTDOOR_FEATURES,
  SPECIAL_FEATURES,
  labelOf,
} from 'contracts/src/catalog/codeTables';
import { styleTraitsOf } from '../catalog/styleTraits';
import type { PlanFeatures } from './planFeatures';
import { CARPORT, NO_GARAGE, STAND_ALONE_GARAGE, type PlanShape } from './planShape';
import type { SeededRandom } from './seededRandom';

export interface PlanTexts {
  name: string;
  description: string;
  planDetails: string[];
  included: string[];
  notIncluded: string[];
}

const NAME_FIRST = [
  'Cedar',
  'Willow',
  'Maple',
  'Oak',
  'Aspen',
  'Birch',
  'Magnolia',
  'Juniper',
  'Hawthorne',
  'Laurel',
  'Sycamore',
  'Cypress',
  'Hickory',
  'Chestnut',
  'Alder',
  'Sage',
  'Briar',
  'Heather',
  'Linden',
  'Rowan',
  'Spruce',
  'Walnut',
  'Poplar',
  'Holly',
  'Ivy',
  'Pine',
  'Elm',
  'Ash',
  'Copper',
  'Stone',
  'Silver',
  'Golden',
  'Summer',
  'Autumn',
  'Meadow',
  'River',
  'Harbor',
  'Misty',
  'Quail',
  'Fox',
  'Eagle',
  'Bluebell',
  'Timber',
  'Wren',
  'Sparrow',
];
const NAME_SECOND = [
  'Ridge',
  'Creek',
  'Hollow',
  'Grove',
  'Glen',
  'Crossing',
  'Bend',
  'Point',
  'Springs',
  'Valley',
  'Brook',
  'Haven',
  'Run',
  'Landing',
  'Bluff',
  'Park',
  'Trace',
  'Field',
  'Hill',
  'Knoll',
  'Shores',
  'Pass',
  'Heights',
  'Woods',
  'Falls',
  'Vale',
  'Cove',
  'Orchard',
  'Farm',
  'Lake',
];
const SURNAMES = [
  'Ashford',
  'Bellamy',
  'Carrington',
  'Davenport',
  'Ellsworth',
  'Fairbanks',
  'Garrison',
  'Harrington',
  'Kensington',
  'Langley',
  'Montgomery',
  'Northrup',
  'Pembroke',
  'Remington',
  'Sheffield',
  'Thornton',
  'Whitmore',
  'Abernathy',
  'Brookfield',
  'Calloway',
  'Delaney',
  'Easton',
  'Finley',
  'Grayson',
  'Hadley',
  'Lockhart',
  'Merritt',
  'Prescott',
  'Radcliffe',
  'Sinclair',
  'Templeton',
  'Waverly',
  'Wexford',
  'Yardley',
  'Beaumont',
  'Carlisle',
  'Dorchester',
  'Everly',
  'Fitzgerald',
  'Hollis',
];

/** Sheets a plan set can have; which ones a plan includes depends on the plan. */
const OPTIONAL_SHEETS = ['Interior elevations', 'Cabinet elevations', 'Electrical plan', 'Stair details', 'CAD files'];
const NEVER_INCLUDED = [
  'Site plan (drawn for your lot by a local surveyor or engineer)',
  'Structural engineer stamp',
  'Mechanical, plumbing and HVAC drawings',
  'Energy calculations',
  'Building permit fees',
];

const number = new Intl.NumberFormat('en-US');
const styleLabel = (styleCode: number) =>
  ARCHITECTURAL_STYLES.find((style) => style.code === styleCode)?.label ?? 'Traditional';
const labelsOf = (table: Parameters<typeof labelOf>[0], codes: readonly number[]) =>
  codes.map((code) => labelOf(table, code));

function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

export function bathsInWords(shape: PlanShape): string {
  const full = plural(shape.fullBaths, 'full bath');
  return shape.halfBaths > 0 ? `${full} and ${plural(shape.halfBaths, 'half bath')}` : full;
}

function houseNoun(random: SeededRandom, shape: PlanShape, styleCode: number): string {
  const family = styleTraitsOf(styleCode).family;
  if (shape.sqFt < 1200)
    return random.pick(family === 'rustic' ? ['Cabin', 'Cottage', 'Retreat'] : ['Cottage', 'Bungalow', 'Retreat']);
  if (shape.sqFt > 3800)
    return random.pick(family === 'southwest' ? ['Villa', 'Estate'] : ['Manor', 'Estate', 'Residence']);
  switch (family) {
    case 'rustic':
      return random.pick(['Lodge', 'Retreat', 'House']);
    case 'farmhouse':
      return random.pick(['Farmhouse', 'Homestead', 'House']);
    case 'southwest':
      return random.pick(['Villa', 'Casa', 'House']);
    case 'coastal':
      return random.pick(['Beach House', 'Cottage', 'House']);
    default:
      return random.pick(['House', 'Home', 'Place', 'Residence']);
  }
}

function planName(random: SeededRandom, shape: PlanShape, styleCode: number): string {
  const place = `${random.pick(NAME_FIRST)} ${random.pick(NAME_SECOND)}`;
  const surname = random.pick(SURNAMES);
  switch (shape.kind) {
    case 'house': {
      const noun = houseNoun(random, shape, styleCode);
      return random.weighted([
        [`${place} ${noun}`, 45],
        [`The ${surname}`, 30],
        [`${surname} ${noun}`, 25],
      ]);
    }
    case 'multi-family':
      return `${random.pick([place, `The ${surname}`])} ${['', '', 'Duplex', 'Triplex', 'Fourplex'][shape.units] ?? 'Multiplex'}`;
    case 'garage-apartment':
      return styleLabel(styleCode) === 'Carriage' || random.chance(0.25)
        ? `The ${surname} Carriage House`
        : `${place} ${shape.cars}-Car Garage Apartment`;
    case 'garage':
      return `${place} ${shape.cars}-Car Garage${shape.story > 1 ? ' with Loft' : ''}`;
    case 'workshop-garage':
      return `${place} ${shape.cars}-Car Garage with Workshop`;
    case 'rv-garage':
      return `${place} RV Garage${shape.cars > 1 ? ` with ${plural(shape.cars - 1, 'Car Bay')}` : ''}`;
    case 'carport':
      return `${place} ${shape.cars}-Car Carport`;
    case 'shed':
      return `${place} ${random.pick(['Garden Shed', 'Storage Shed', 'Lean-To Shed'])}`;
    case 'pool-house':
      return `${place} ${random.pick(['Pool House', 'Cabana'])}`;
    case 'studio':
      return `${place} ${random.pick(['Backyard Studio', 'Home Office', 'Guest Studio'])}`;
  }
}

function buildingNoun(shape: PlanShape): string {
  switch (shape.kind) {
    case 'house':
      return 'home';
    case 'multi-family':
      return ['', '', 'duplex', 'triplex', 'fourplex'][shape.units] ?? 'multi-family home';
    case 'garage-apartment':
      return 'garage apartment';
    case 'garage':
    case 'workshop-garage':
      return 'detached garage';
    case 'rv-garage':
      return 'RV garage';
    case 'carport':
      return 'carport';
    case 'shed':
      return 'shed';
    case 'pool-house':
      return 'pool house';
    case 'studio':
      return 'backyard studio';
  }
}

function garageSentence(shape: PlanShape): string | null {
  if (shape.garageType === NO_GARAGE || shape.planType === STAND_ALONE_GARAGE) return null;
  const type = labelOf(GARAGE_TYPES, shape.garageType).toLowerCase();
  const where =
    shape.garageLocation === null ? '' : ` with ${labelOf(GARAGE_LOCATIONS, shape.garageLocation).toLowerCase()} entry`;
  return `A ${shape.cars}-car ${type === 'carport' ? 'carport' : `${type} garage`}${where} keeps vehicles and storage out of the weather.`;
}

function description(shape: PlanShape, features: PlanFeatures, styleCode: number): string {
  const style = styleLabel(styleCode);
  const noun = buildingNoun(shape);
  const sentences: string[] = [];
  const storeys = `${['', 'one', 'two', 'three'][shape.story] ?? shape.story} ${shape.story === 1 ? 'floor' : 'floors'}`;
  if (shape.beds > 0) {
    sentences.push(
      `This ${style} ${noun} offers ${plural(shape.beds, 'bedroom')}, ${bathsInWords(shape)}, in ${number.format(shape.heatedArea)} heated square feet on ${storeys}.`,
    );
  } else {
    sentences.push(`This ${style} ${noun} gives you ${number.format(shape.sqFt)} square feet on ${storeys}.`);
  }
  if (shape.planType === STAND_ALONE_GARAGE) {
    const where = shape.kind === 'garage-apartment' ? (shape.story > 1 ? ' below' : ' alongside') : '';
    sentences.push(
      `The garage${where} (${number.format(shape.garageSqFt ?? 0)} sq ft) has room for ${plural(shape.cars, 'vehicle')}.`,
    );
  }
  const garage = garageSentence(shape);
  if (garage) sentences.push(garage);
  const highlights = [
    ...labelsOf(KITCHEN_DINING, features.kitchenDining),
    ...labelsOf(ADDITIONAL_ROOMS, features.additionalRooms),
    ...labelsOf(OUTDOOR_FEATURES, features.outdoorFeatures),
    ...labelsOf(SPECIAL_FEATURES, features.specialFeatures),
  ].map((label) => label.toLowerCase());
  if (highlights.length > 0) {
    sentences.push(`Highlights: ${listInWords(highlights.slice(0, 5))}.`);
  }
  const foundation = labelOf(FOUNDATIONS, features.standardFoundation).toLowerCase();
  const walls = labelOf(EXTERIOR_WALLS, features.exteriorStandard);
  const optional =
    features.optionalFoundation === null
      ? ''
      : `; a ${labelOf(FOUNDATIONS, features.optionalFoundation).toLowerCase()} foundation is available`;
  sentences.push(`The plans are drawn on a ${foundation} foundation with ${walls} exterior walls${optional}.`);
  return sentences.join(' ');
}

function planDetails(shape: PlanShape, features: PlanFeatures): string[] {
  const details: string[] = [];
  if (shape.heatedArea > 0) {
    const floors = [`${number.format(shape.firstFloor)} sq ft first floor`];
    if (shape.secondFloor !== null)
      floors.push(`${number.format(shape.secondFloor)} sq ft ${shape.story > 2 ? 'upper floors' : 'second floor'}`);
    details.push(`Heated area: ${number.format(shape.heatedArea)} sq ft (${floors.join(', ')})`);
  } else {
    details.push(`Floor area: ${number.format(shape.sqFt)} sq ft`);
  }
  if (shape.beds > 0) details.push(`${plural(shape.beds, 'bedroom')}, ${bathsInWords(shape)}`);
  if (shape.garageSqFt !== null) {
    const type =
      shape.garageType === CARPORT ? 'carport' : `${labelOf(GARAGE_TYPES, shape.garageType).toLowerCase()} garage`;
    details.push(`${shape.cars}-car ${type}: ${number.format(shape.garageSqFt)} sq ft`);
  }
  details.push(`Footprint: ${shape.width} ft wide by ${shape.depth} ft deep, ${shape.height} ft high`);
  details.push(`First-floor ceilings: ${features.ceilingFirstFloor} ft`);
  details.push(
    `Roof: ${features.roofPrimaryPitch} primary pitch${features.roofSecondaryPitch ? `, ${features.roofSecondaryPitch} secondary` : ''}, ${features.roofFramingType.toLowerCase()} framing`,
  );
  if (features.porchFront !== null) details.push(`Front porch: ${number.format(features.porchFront)} sq ft`);
  if (features.porchRear !== null) details.push(`Rear porch: ${number.format(features.porchRear)} sq ft`);
  details.push(...labelsOf(KITCHEN_DINING, features.kitchenDining));
  details.push(...labelsOf(ADDITIONAL_ROOMS, features.additionalRooms));
  details.push(...labelsOf(OUTDOOR_FEATURES, features.outdoorFeatures));
  details.push(...labelsOf(SPECIAL_FEATURES, features.specialFeatures));
  return details;
}

/**
 * The plan set's sheets: what the plan's price buys, and what no plan set holds. What the plan is also sold with at
 * a charge (contracts' paidOptionsOf: CAD files, the materials list, the optional foundation's plan...) is in
 * neither list: it is an option, never included nor "not included".
 */
function planSheets(random: SeededRandom, shape: PlanShape, features: PlanFeatures) {
  const included = [
    'Cover sheet with elevation rendering',
    `${labelOf(FOUNDATIONS, features.standardFoundation)} foundation plan`,
    shape.story > 1 ? 'Floor plans of every floor' : 'Floor plan',
    'Exterior elevations (all four sides)',
    'Roof plan',
    'Building sections',
    'Wall sections and construction details',
  ];
  const notIncluded: string[] = [];
  for (const sheet of OPTIONAL_SHEETS) {
    // Drawn for every sheet, CAD files included although they are sold, so that every later draw of the plan (its
    // plan number) stays what it always was.
    const drawn =
      sheet === 'Stair details'
        ? shape.story > 1
        : shape.heatedArea > 0
          ? random.chance(0.65)
          : sheet === 'CAD files' && random.chance(0.5);
    if ((sheet === 'Stair details' && shape.story === 1) || sheet === 'CAD files') continue;
    (drawn ? included : notIncluded).push(sheet);
  }
  included.push('General notes and specifications', 'PDF set licensed for one build');
  notIncluded.push(...NEVER_INCLUDED);
  return { included, notIncluded };
}

/** The plan's name and every text of its detail page, all derived from its facts so they never contradict them. */
export function writePlanTexts(
  random: SeededRandom,
  shape: PlanShape,
  features: PlanFeatures,
  styleCode: number,
): PlanTexts {
  return {
    name: planName(random, shape, styleCode),
    description: description(shape, features, styleCode),
    planDetails: planDetails(shape, features),
    ...planSheets(random, shape, features),
  };
}
