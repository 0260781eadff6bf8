import type { CodeOption } from 'contracts/src/catalog/codeTables';
import {
  FOUNDATIONS,
  GARAGE_LOCATIONS,
  GARAGE_TYPES,
  OUTDOOR_FEATURES,
  PLAN_TYPES,
} from 'contracts/src/catalog/codeTables';
import { codeOf } from '../catalog/codeOf';
import { styleTraitsOf } from '../catalog/styleTraits';
import type { PlanDrawingFacts } from './drawingFacts';
import { ELEVATION_SIZE, elevationScene } from './elevationDrawing';
import { styleLookOf } from './styleLook';
import { rect, svgDocument, text } from './svgDocument';

const WIDTH = 400;
/** The tile's width in CSS pixels (its drawing is ELEVATION_SIZE, scaled down). */
export const STYLE_TILE_WIDTH = WIDTH;
const HEIGHT = 250;
/** Styles whose typical house has one storey. */
const ONE_STOREY = new Set([
  'Ranch',
  'Bungalow',
  'Cottage',
  'Adobe',
  'Southwest',
  'Cabin',
  'Shotgun',
  'Mid-Century Modern',
  'Florida',
  'Prairie',
]);

/** A typical house of the style, to draw its tile with the same renderer as the plans. */
function typicalHouse(style: CodeOption): PlanDrawingFacts {
  const [minPitch, maxPitch] = styleTraitsOf(style.code).pitch;
  const look = styleLookOf(style.code);
  const story = ONE_STOREY.has(style.label) ? 1 : 2;
  // Styles that keep the garage out of sight show the house alone; the others where the style puts it.
  const cars = look.garage === 'recessed' ? 0 : 2;
  return {
    id: style.code,
    name: style.label,
    plan_number: '',
    plan_type: codeOf(PLAN_TYPES, 'Single-Family Homes'),
    style_id: style.code,
    story,
    units: 1,
    beds: 3,
    full_bathrooms: 2,
    half_bathrooms: 1,
    cars,
    garage_type: codeOf(GARAGE_TYPES, cars > 0 ? 'Attached' : 'None'),
    garage_location: codeOf(GARAGE_LOCATIONS, look.garage === 'side-load' ? 'Side' : 'Front'),
    garage_sq_ft: cars > 0 ? 480 : null,
    footprint_width: style.label === 'Shotgun' || style.label === 'A-Frame' ? 26 : 58,
    footprint_depth: style.label === 'Shotgun' ? 48 : 40,
    footprint_height: story * 10 + 9,
    roof_primary_pitch: `${Math.round((minPitch + maxPitch) / 2)}:12`,
    porch_front: 120,
    porch_rear: null,
    first_floor: 1400,
    second_floor: story > 1 ? 900 : null,
    total_heated_area: story > 1 ? 2300 : 1400,
    sq_ft: story > 1 ? 2300 : 1400,
    standard_foundation: codeOf(FOUNDATIONS, look.raised ? 'Piling' : 'Slab'),
    kitchen_dining: [],
    additional_rooms: [],
    bed_bath_options: [],
    laundry_locations: [],
    outdoor_features: look.porch === 'wrap' ? [codeOf(OUTDOOR_FEATURES, 'Wrap Around Porch')] : [],
    special_features: [],
    collections: [],
  };
}

/** A gallery tile for an architectural style: a typical house of the style, with the style's name. */
export function drawStyleTile(style: CodeOption): string {
  const body = elevationScene(typicalHouse(style));
  body.push(rect(0, ELEVATION_SIZE.height - 70, ELEVATION_SIZE.width, 70, 'fill="#263238" fill-opacity=".8"'));
  body.push(
    text(
      ELEVATION_SIZE.width / 2,
      ELEVATION_SIZE.height - 24,
      style.label,
      'font-family="Helvetica,Arial,sans-serif" font-size="38" fill="#ffffff" text-anchor="middle"',
    ),
  );
  return svgDocument({
    width: WIDTH,
    height: HEIGHT,
    viewBox: ELEVATION_SIZE,
    title: `${style.label} house style`,
    body,
  });
}
