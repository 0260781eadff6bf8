import { FOUNDATIONS, GARAGE_LOCATIONS, GARAGE_TYPES, OUTDOOR_FEATURES } from 'contracts/src/catalog/codeTables';
import { roofFormFor } from 'contracts/src/catalog/roofForms';
import { codeOf } from '../catalog/codeOf';
import { styleTraitsOf, type StyleFamily } from '../catalog/styleTraits';
import { SeededRandom, seedFor } from '../seed/seededRandom';
import { buildingKindOf, garageOnLeft, pitchOf, type BuildingKind } from './buildingKind';
import { lit, mix } from './colours';
import type { PlanDrawingFacts } from './drawingFacts';
import { Camera, Surface, chord, cross, dot, lerp3, normalize, pathData, sub, type V2, type V3 } from './perspective';
import { styleLookOf, type Cladding, type Palette, type RoofForm, type StyleLook, type TreeKind } from './styleLook';
import { px } from './svgDocument';

/**
 * A plan as built, seen from the street: a two-point perspective of its masses (living part, wings, garage) with
 * the style's roof, porch, cladding, windows and garage placement, lit by a sun that shades the faces and casts the
 * house's shadow on the lawn, with sky, trees and planting. Every choice the plan's facts leave open is drawn from
 * a stream seeded by its id, so two plans never look the same and one plan looks the same on every request.
 */

/** 'rendering': the plan's main picture (cards, plan page); 'photo': a late-afternoon view for client albums. */
export type RenderingVariant = 'rendering' | 'photo';

export const RENDERING_SIZES: Readonly<Record<RenderingVariant, { width: number; height: number }>> = {
  rendering: { width: 800, height: 500 },
  photo: { width: 1200, height: 420 },
};

const STORY_FT = 10;
/** Any fixed number: the rendering's own stream, apart from the catalogue's. */
const RENDERING_SEED = 7_300_411;

const ATTACHED = codeOf(GARAGE_TYPES, 'Attached');
const CARPORT_TYPE = codeOf(GARAGE_TYPES, 'Carport');
const DRIVE_UNDER = codeOf(GARAGE_TYPES, 'Drive Under');
const RV_GARAGE = codeOf(GARAGE_TYPES, 'RV Garage');
const SIDE = codeOf(GARAGE_LOCATIONS, 'Side');
const REAR = codeOf(GARAGE_LOCATIONS, 'Rear');
const COURTYARD = codeOf(GARAGE_LOCATIONS, 'Courtyard');
const WRAP_AROUND_PORCH = codeOf(OUTDOOR_FEATURES, 'Wrap Around Porch');
const RAISED_FOUNDATIONS = new Set(
  ['Pier', 'Piling', 'Post/Pier', 'Raise Island'].map((label) => codeOf(FOUNDATIONS, label)),
);

type Face = 'front' | 'left' | 'right';

/** One box of the house with its own roof. */
interface Mass {
  role: 'living' | 'wing' | 'garage' | 'carport';
  x0: number;
  x1: number;
  z0: number;
  z1: number;
  floor: number;
  /** Height of the top of the walls. */
  eave: number;
  /** The highest the roof may rise above the eave: the plan's overall height. */
  maxRise: number;
  roof: RoofForm;
  /** Rise per foot of run. */
  slope: number;
  stories: number;
  garageDoors: number;
  garageFace: Face;
  frontDoors: number;
}

interface RoofPlane {
  /** Eave edge first (left to right), then the top edge (right to left); a triangle repeats its apex. */
  points: readonly [V3, V3, V3, V3];
  normal: V3;
  fascia?: boolean;
}

interface Light {
  direction: V3;
  sky: [string, string];
  lawn: [string, string];
  warmth: string;
  windowGlow: boolean;
}

interface Choices {
  look: StyleLook;
  family: StyleFamily;
  palette: Palette;
  cladding: Cladding;
  lowerCladding: Cladding | null;
  garageDoorStyle: 'panel' | 'carriage' | 'modern';
}

class Scene {
  readonly out: string[] = [];

  constructor(
    readonly camera: Camera,
    readonly light: Light,
    readonly random: SeededRandom,
  ) {}

  shade(colour: string, normal: V3, ambient = 0.66): string {
    const diffuse = Math.max(0, dot(normal, this.light.direction));
    return lit(colour, ambient + diffuse * 0.52, this.light.warmth);
  }

  polygon(points: readonly V3[], attributes: string): void {
    this.out.push(`<path d="${pathData(points.map((point) => this.camera.project(point)))}" ${attributes}/>`);
  }

  line(a: V3, b: V3, attributes: string): void {
    const [[x1, y1], [x2, y2]] = [this.camera.project(a), this.camera.project(b)];
    this.out.push(`<path d="M${px(x1)} ${px(y1)}L${px(x2)} ${px(y2)}" ${attributes}/>`);
  }

  /** A polygon given in a surface's own coordinates. */
  onSurface(surface: Surface, polygon: readonly V2[], attributes: string): void {
    this.polygon(
      polygon.map(([u, v]) => surface.at(u, v)),
      attributes,
    );
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The house's masses, from the plan's facts and its style.

function garageSlopeRoof(main: RoofForm, face: Face): RoofForm {
  if (main === 'flat' || main === 'parapet' || main === 'hip' || main === 'mansard')
    return main === 'mansard' ? 'hip' : main;
  if (main === 'shed') return 'shed';
  return face === 'front' ? 'front-gable' : 'gable';
}

function massesOf(plan: PlanDrawingFacts, kind: BuildingKind, choices: Choices, random: SeededRandom): Mass[] {
  const { look } = choices;
  const pitch = pitchOf(plan);
  const width = Math.max(10, plan.footprint_width);
  const depth = Math.max(10, Math.min(plan.footprint_depth, 70));
  const roof = roofFormFor(look.roof, kind, pitch, width, depth);
  const slope = roof === 'a-frame' ? 0 : Math.max(0.12, Math.min(1.4, pitch / 12));
  const raised =
    kind === 'house' && (look.raised || RAISED_FOUNDATIONS.has(plan.standard_foundation))
      ? 8
      : plan.garage_type === DRIVE_UNDER && kind === 'house'
        ? 9
        : 1.5;
  const wallTop = (stories: number) => raised + stories * STORY_FT - 1;
  const highest = raised + Math.max(plan.footprint_height, plan.story * STORY_FT + 4);
  const base = (overrides: Partial<Mass> & Pick<Mass, 'x0' | 'x1'>): Mass => {
    const mass: Mass = {
      role: 'living',
      z0: 0,
      z1: depth,
      floor: raised,
      eave: wallTop(plan.story),
      maxRise: 0,
      roof,
      slope,
      stories: plan.story,
      garageDoors: 0,
      garageFace: 'front',
      frontDoors: 0,
      ...overrides,
    };
    return { ...mass, maxRise: Math.max(4, highest - mass.eave) };
  };
  const garageDoors = plan.garage_type === RV_GARAGE ? Math.max(1, plan.cars - 1) + 1 : Math.max(1, plan.cars);

  if (roof === 'a-frame') {
    return [base({ x0: 0, x1: width, eave: raised, stories: 1, frontDoors: 1 })];
  }
  if (kind === 'carport') {
    return [base({ role: 'carport', x0: 0, x1: width, floor: 0, eave: 9, stories: 1, roof, z1: Math.min(depth, 24) })];
  }
  if (kind === 'garage') {
    return [
      base({
        role: 'garage',
        x0: 0,
        x1: width,
        floor: 0.5,
        eave: 0.5 + plan.story * STORY_FT - 1,
        roof: roof === 'gable' && random.chance(0.5) ? 'front-gable' : roof,
        garageDoors,
      }),
    ];
  }
  if (kind === 'garage-apartment') {
    if (plan.story > 1)
      return [
        base({ role: 'garage', x0: 0, x1: width, floor: 0.5, eave: 0.5 + plan.story * STORY_FT - 1, garageDoors }),
      ];
    const bays = Math.min(width * 0.6, plan.cars * 11 + 3);
    return [
      base({
        role: 'garage',
        x0: 0,
        x1: bays,
        floor: 0.5,
        eave: 9.5,
        stories: 1,
        roof: garageSlopeRoof(roof, 'front'),
        garageDoors,
      }),
      base({ x0: bays, x1: width, stories: 1, eave: wallTop(1), frontDoors: 1 }),
    ];
  }
  if (kind !== 'house' && kind !== 'multi-family') {
    return [base({ x0: 0, x1: width, stories: 1, eave: wallTop(1), frontDoors: 1 })];
  }

  const doors = Math.max(1, plan.units);
  const showsGarage =
    plan.cars > 0 &&
    plan.garage_location !== REAR &&
    (plan.garage_type === ATTACHED || plan.garage_type === CARPORT_TYPE || plan.garage_type === RV_GARAGE);
  const masses: Mass[] = [];
  let livingX0 = 0;
  let livingX1 = width;
  if (showsGarage) {
    const garageWidth = Math.min(width * 0.42, (plan.garage_type === RV_GARAGE ? 16 : 0) + plan.cars * 10 + 2);
    const onLeft = garageOnLeft(plan);
    const x0 = onLeft ? 0 : width - garageWidth;
    const x1 = x0 + garageWidth;
    if (onLeft) livingX0 = garageWidth;
    else livingX1 = width - garageWidth;
    const placement =
      plan.garage_location === SIDE ? 'side-load' : plan.garage_location === COURTYARD ? 'courtyard' : look.garage;
    const forward = placement === 'forward' || placement === 'courtyard' ? Math.min(14, depth * 0.4) : 0;
    const setBack = placement === 'recessed' ? Math.min(8, depth * 0.25) : 0;
    const sideways: Face = onLeft ? 'left' : 'right';
    const face: Face =
      placement === 'side-load' ? sideways : placement === 'courtyard' ? (onLeft ? 'right' : 'left') : 'front';
    const carport = plan.garage_type === CARPORT_TYPE;
    masses.push(
      base({
        role: carport ? 'carport' : 'garage',
        x0,
        x1,
        z0: setBack - forward,
        z1: setBack - forward + Math.min(depth, 24),
        floor: 0.5,
        eave: 10,
        stories: 1,
        roof: carport
          ? roof === 'flat' || roof === 'parapet'
            ? 'flat'
            : 'shed'
          : garageSlopeRoof(roof, face === 'front' && forward > 0 ? 'front' : 'left'),
        garageDoors: carport ? 0 : garageDoors,
        garageFace: face,
      }),
    );
  }
  const wingWanted = choices.look.crossGable && livingX1 - livingX0 >= 30 && roof !== 'flat' && roof !== 'parapet';
  if (wingWanted) {
    const wingWidth = Math.round((livingX1 - livingX0) * random.pick([0.34, 0.4, 0.45]));
    const wingOnLeft = showsGarage ? !garageOnLeft(plan) : random.chance(0.5);
    const wx0 = wingOnLeft ? livingX0 : livingX1 - wingWidth;
    masses.push(
      base({
        role: 'wing',
        x0: wx0,
        x1: wx0 + wingWidth,
        z0: -random.int(4, 7),
        z1: depth * 0.6,
        roof: 'front-gable',
        slope: Math.max(slope, 0.6),
      }),
    );
  }
  masses.push(base({ x0: livingX0, x1: livingX1, frontDoors: doors }));
  return masses;
}

// ---------------------------------------------------------------------------------------------------------------
// Walls: their outline (with gables), cladding, openings.

function wallSurface(mass: Mass, face: Face): Surface {
  switch (face) {
    case 'front':
      return new Surface([mass.x0, mass.floor, mass.z0], [1, 0, 0], [0, 1, 0], [0, 0, -1]);
    case 'right':
      return new Surface([mass.x1, mass.floor, mass.z0], [0, 0, 1], [0, 1, 0], [1, 0, 0]);
    case 'left':
      return new Surface([mass.x0, mass.floor, mass.z1], [0, 0, -1], [0, 1, 0], [-1, 0, 0]);
  }
}

function ridgeRise(mass: Mass, span: number): number {
  return Math.max(2, Math.min(mass.maxRise, mass.slope * span));
}

/** The wall's outline in its own coordinates: u across (0 to its length), v up from the floor. */
function wallOutline(mass: Mass, face: Face): V2[] {
  const length = face === 'front' ? mass.x1 - mass.x0 : mass.z1 - mass.z0;
  const height = mass.eave - mass.floor;
  const rect: V2[] = [
    [0, 0],
    [length, 0],
    [length, height],
    [0, height],
  ];
  const gableEnd = face !== 'front';
  switch (mass.roof) {
    case 'a-frame':
      return face === 'front'
        ? [
            [0, 0],
            [length, 0],
            [length / 2, aFrameHeight(mass)],
          ]
        : [];
    case 'parapet':
      return [
        [0, 0],
        [length, 0],
        [length, height + 2.5],
        [0, height + 2.5],
      ];
    case 'front-gable':
      return face === 'front'
        ? [...rect.slice(0, 3), [length / 2, height + ridgeRise(mass, length / 2)], [0, height]]
        : rect;
    case 'gable':
    case 'saltbox': {
      if (!gableEnd) return rect;
      const ridgeAt = mass.roof === 'saltbox' ? 0.35 : 0.5;
      const rise = ridgeRise(mass, length / 2);
      const apexU = face === 'right' ? length * ridgeAt : length * (1 - ridgeAt);
      return [...rect.slice(0, 3), [apexU, height + rise], [0, height]];
    }
    case 'gambrel': {
      if (!gableEnd) return rect;
      const rise = gambrelRise(mass);
      return [
        ...rect.slice(0, 3),
        [length * 0.82, height + rise * 0.72],
        [length / 2, height + rise],
        [length * 0.18, height + rise * 0.72],
        [0, height],
      ];
    }
    case 'shed': {
      // Low at the street, rising to the back: the roof plane shows from the street.
      if (!gableEnd) return rect;
      const rise = shedRise(mass);
      return face === 'right'
        ? [rect[0] ?? [0, 0], rect[1] ?? [length, 0], [length, height + rise], [0, height]]
        : [rect[0] ?? [0, 0], rect[1] ?? [length, 0], [length, height], [0, height + rise]];
    }
    default:
      return rect;
  }
}

const aFrameHeight = (mass: Mass) => Math.max(16, (mass.x1 - mass.x0) * 0.95);
const gambrelRise = (mass: Mass) => Math.min(14, (mass.z1 - mass.z0) * 0.42);
const shedRise = (mass: Mass) => Math.max(3, Math.min(9, mass.slope * (mass.z1 - mass.z0)));

function drawCladding(
  scene: Scene,
  surface: Surface,
  outline: readonly V2[],
  cladding: Cladding,
  band: readonly [number, number],
  colour: string,
): void {
  const stroke = `stroke="${mix(colour, '#000000', 0.45)}"`;
  const rows = (step: number, attributes: string) => {
    for (let v = band[0] + step; v < band[1]; v += step) {
      const segment = chord(outline, v, false);
      if (segment) scene.line(surface.at(...segment[0]), surface.at(...segment[1]), attributes);
    }
  };
  const columns = (step: number, attributes: string) => {
    const length = Math.max(...outline.map(([u]) => u));
    for (let u = step / 2; u < length; u += step) {
      const segment = chord(outline, u, true);
      if (!segment) continue;
      const low = Math.max(band[0], segment[0][1]);
      const high = Math.min(band[1], segment[1][1]);
      if (high > low) scene.line(surface.at(u, low), surface.at(u, high), attributes);
    }
  };
  switch (cladding) {
    case 'lap':
      return rows(0.9, `${stroke} stroke-opacity=".28" stroke-width=".7"`);
    case 'shingles':
      return rows(0.65, `${stroke} stroke-opacity=".3" stroke-width=".6" stroke-dasharray="3 1"`);
    case 'logs':
      return rows(1, `stroke="#3b2414" stroke-opacity=".55" stroke-width="1.6"`);
    case 'board-and-batten':
      return columns(1.5, `${stroke} stroke-opacity=".3" stroke-width="1.2"`);
    case 'panels':
      columns(4, `${stroke} stroke-opacity=".35" stroke-width=".8"`);
      return rows(5, `${stroke} stroke-opacity=".25" stroke-width=".6"`);
    case 'brick':
      return rows(0.45, `stroke="#f3ece0" stroke-opacity=".25" stroke-width=".5"`);
    case 'half-timber': {
      const timber = `stroke="#3b2a1e" stroke-width="2.2"`;
      columns(3, timber);
      rows(Math.max(2, (band[1] - band[0]) / 2), timber);
      return;
    }
    case 'stone': {
      const length = Math.max(...outline.map(([u]) => u));
      // Bigger stones on a big wall: about 200 at most, so the picture stays small.
      const k = Math.max(1, Math.sqrt((length * (band[1] - band[0])) / (200 * 2.2)));
      for (let v = band[0] + 0.2; v < band[1] - 0.6 * k; v += 1.1 * k) {
        for (let u = ((v * 7) % 1.7) * k; u < length - k; u += (1.5 + scene.random.next()) * k) {
          const inside = chord(outline, v + 0.5 * k, false);
          if (!inside || u < inside[0][0] || u + 1.4 * k > inside[1][0]) continue;
          const tone = mix(colour, scene.random.chance(0.5) ? '#ffffff' : '#4a4038', 0.12 + scene.random.next() * 0.12);
          scene.onSurface(
            surface,
            [
              [u, v],
              [u + 1.3 * k, v],
              [u + 1.3 * k, v + 0.85 * k],
              [u, v + 0.85 * k],
            ],
            `fill="${tone}" stroke="${mix(colour, '#000000', 0.3)}" stroke-opacity=".4" stroke-width=".5"`,
          );
        }
      }
      return;
    }
    case 'stucco':
      return;
  }
}

interface Opening {
  u: number;
  v: number;
  width: number;
  height: number;
  kind: 'window' | 'arched' | 'glass' | 'band' | 'door' | 'garage';
}

/** Windows of one wall, set out by the style's rhythm; doors are kept clear of. */
function windowsOf(
  length: number,
  stories: number,
  look: StyleLook,
  doors: readonly Opening[],
  side: boolean,
): Opening[] {
  const openings: Opening[] = [];
  const rhythm = side && look.windows === 'symmetric' ? 'tall' : look.windows;
  for (let story = 0; story < stories; story += 1) {
    const sill = story * STORY_FT + (rhythm === 'glass' ? 0.8 : rhythm === 'bands' ? 4 : 3);
    const size: Record<typeof rhythm, [number, number, number]> = {
      // width, height, spacing (feet)
      symmetric: [3, 5, 6.5],
      grouped: [2.4, 5, 10],
      bands: [length - 4, 2.6, length],
      arched: [3, story === 0 ? 6.2 : 5, 8],
      tall: [2.8, 6.2, 7],
      glass: [6, 7.6, 8],
      small: [2.5, 3.4, 8],
    };
    const [width, height, spacing] = size[rhythm];
    const count = rhythm === 'bands' ? 1 : Math.max(1, Math.floor((length - 2) / spacing) - (side ? 1 : 0));
    for (let index = 0; index < count; index += 1) {
      const centre = (length * (index + 0.5)) / count;
      const groupOf = rhythm === 'grouped' ? (length > 20 ? 3 : 2) : 1;
      const groupWidth = width * groupOf;
      const u = centre - groupWidth / 2;
      if (story === 0 && doors.some((door) => u < door.u + door.width + 1 && u + groupWidth > door.u - 1)) continue;
      const kind: Opening['kind'] =
        rhythm === 'arched' ? 'arched' : rhythm === 'glass' ? 'glass' : rhythm === 'bands' ? 'band' : 'window';
      for (let pane = 0; pane < groupOf; pane += 1)
        openings.push({ u: u + pane * width, v: sill, width, height, kind });
    }
  }
  return openings;
}

function openingOutline(opening: Opening): V2[] {
  const { u, v, width, height } = opening;
  if (opening.kind !== 'arched') {
    return [
      [u, v],
      [u + width, v],
      [u + width, v + height],
      [u, v + height],
    ];
  }
  const radius = width / 2;
  const arc: V2[] = Array.from({ length: 9 }, (_, index) => {
    const angle = (Math.PI * index) / 8;
    return [u + radius + radius * Math.cos(angle), v + height - radius + radius * Math.sin(angle)];
  });
  return [[u, v], [u + width, v], ...arc];
}

function drawOpening(scene: Scene, surface: Surface, opening: Opening, choices: Choices): void {
  const { palette, look } = choices;
  const trim = `stroke="${palette.trim}" stroke-width="1.6" stroke-linejoin="round"`;
  const outline = openingOutline(opening);
  const { u, v, width, height } = opening;
  if (opening.kind === 'door') {
    const glassDoor = look.windows === 'glass' || look.windows === 'bands';
    scene.onSurface(
      surface,
      outline,
      `fill="${glassDoor ? 'url(#gl)' : scene.shade(palette.door, surface.normal)}" ${trim}`,
    );
    if (!glassDoor) {
      scene.onSurface(
        surface,
        [
          [u + width * 0.2, v + height * 0.55],
          [u + width * 0.8, v + height * 0.55],
          [u + width * 0.8, v + height * 0.88],
          [u + width * 0.2, v + height * 0.88],
        ],
        `fill="none" stroke="#000" stroke-opacity=".25"`,
      );
    }
    const knob = scene.camera.project(surface.at(u + width * 0.82, v + height * 0.45));
    scene.out.push(`<circle cx="${px(knob[0])}" cy="${px(knob[1])}" r="1.2" fill="#d9b45a"/>`);
    return;
  }
  if (opening.kind === 'garage') {
    const style = choices.garageDoorStyle;
    const fill =
      style === 'modern'
        ? '#6f7c85'
        : style === 'carriage'
          ? scene.shade(mix(palette.door, '#8a6a4a', 0.4), surface.normal)
          : scene.shade('#f1f0ec', surface.normal);
    scene.onSurface(surface, outline, `fill="${fill}" ${trim}`);
    const rows = style === 'modern' ? 4 : 4;
    for (let row = 1; row < rows; row += 1) {
      const level = v + (height * row) / rows;
      scene.line(surface.at(u, level), surface.at(u + width, level), 'stroke="#000" stroke-opacity=".18"');
    }
    if (style === 'carriage') {
      for (const half of [0, 0.5]) {
        scene.line(
          surface.at(u + width * half, v),
          surface.at(u + width * (half + 0.5), v + height * 0.7),
          'stroke="#000" stroke-opacity=".2"',
        );
      }
      scene.line(
        surface.at(u + width / 2, v),
        surface.at(u + width / 2, v + height),
        'stroke="#000" stroke-opacity=".3"',
      );
    }
    if (style !== 'panel') {
      for (let pane = 0; pane < 4; pane += 1) {
        const left = u + (width * (pane + 0.15)) / 4;
        scene.onSurface(
          surface,
          [
            [left, v + height * 0.78],
            [left + (width * 0.7) / 4, v + height * 0.78],
            [left + (width * 0.7) / 4, v + height * 0.93],
            [left, v + height * 0.93],
          ],
          'fill="url(#gl)"',
        );
      }
    }
    return;
  }
  if (look.shutters && opening.kind !== 'glass' && opening.kind !== 'band') {
    const shutter = `fill="${scene.shade(palette.door, surface.normal)}"`;
    for (const left of [u - width * 0.45, u + width + 0.1]) {
      scene.onSurface(
        surface,
        [
          [left, v],
          [left + width * 0.38, v],
          [left + width * 0.38, v + height],
          [left, v + height],
        ],
        shutter,
      );
    }
  }
  const glass = scene.light.windowGlow && scene.random.chance(0.55) ? 'url(#glow)' : 'url(#gl)';
  scene.onSurface(surface, outline, `fill="${glass}" ${trim}`);
  // Muntins: the pane pattern of the style's windows.
  const muntin = `stroke="${palette.trim}" stroke-width=".9"`;
  if (opening.kind === 'window' || opening.kind === 'arched') {
    scene.line(surface.at(u + width / 2, v), surface.at(u + width / 2, v + height * 0.95), muntin);
    scene.line(surface.at(u, v + height / 2), surface.at(u + width, v + height / 2), muntin);
  } else {
    const panes = Math.max(1, Math.round(width / 4));
    for (let pane = 1; pane < panes; pane += 1) {
      scene.line(surface.at(u + (width * pane) / panes, v), surface.at(u + (width * pane) / panes, v + height), muntin);
    }
  }
  scene.line(
    surface.at(u - 0.3, v - 0.15),
    surface.at(u + width + 0.3, v - 0.15),
    `stroke="${palette.trim}" stroke-width="2.2"`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Roofs.

function plane(points: readonly [V3, V3, V3, V3]): RoofPlane {
  const [a, b, , d] = points;
  let normal = normalize(cross(sub(b, a), sub(d, a)));
  if (normal[1] < 0) normal = [-normal[0], -normal[1], -normal[2]];
  return { points, normal };
}

function roofPlanes(mass: Mass, overhang: number): RoofPlane[] {
  const { x0, x1, z0, z1, eave, slope } = mass;
  const o = mass.roof === 'parapet' ? 0 : overhang;
  const width = x1 - x0;
  const depth = z1 - z0;
  const xm = (x0 + x1) / 2;
  const zm = (z0 + z1) / 2;
  const drop = eave - o * Math.min(slope, 1);
  switch (mass.roof) {
    case 'gable':
    case 'saltbox': {
      const zr = z0 + depth * (mass.roof === 'saltbox' ? 0.35 : 0.5);
      const ridge = eave + ridgeRise(mass, depth / 2);
      return [
        plane([
          [x1 + o, drop, z1 + o],
          [x0 - o, drop, z1 + o],
          [x0 - o, ridge, zr],
          [x1 + o, ridge, zr],
        ]),
        plane([
          [x0 - o, drop, z0 - o],
          [x1 + o, drop, z0 - o],
          [x1 + o, ridge, zr],
          [x0 - o, ridge, zr],
        ]),
      ];
    }
    case 'gambrel': {
      const rise = gambrelRise(mass);
      const breakY = eave + rise * 0.72;
      const ridge = eave + rise;
      const zf = z0 + depth * 0.18;
      const zb = z1 - depth * 0.18;
      return [
        plane([
          [x0 - o, eave - o, z0 - o],
          [x1 + o, eave - o, z0 - o],
          [x1 + o, breakY, zf],
          [x0 - o, breakY, zf],
        ]),
        plane([
          [x0 - o, breakY, zf],
          [x1 + o, breakY, zf],
          [x1 + o, ridge, zm],
          [x0 - o, ridge, zm],
        ]),
        plane([
          [x1 + o, breakY, zb],
          [x0 - o, breakY, zb],
          [x0 - o, ridge, zm],
          [x1 + o, ridge, zm],
        ]),
      ];
    }
    case 'hip': {
      if (width >= depth) {
        const ridge = eave + ridgeRise(mass, depth / 2);
        const ra = x0 + depth / 2;
        const rb = x1 - depth / 2;
        return [
          plane([
            [x1 + o, drop, z1 + o],
            [x0 - o, drop, z1 + o],
            [ra, ridge, zm],
            [rb, ridge, zm],
          ]),
          plane([
            [x0 - o, drop, z1 + o],
            [x0 - o, drop, z0 - o],
            [ra, ridge, zm],
            [ra, ridge, zm],
          ]),
          plane([
            [x1 + o, drop, z0 - o],
            [x1 + o, drop, z1 + o],
            [rb, ridge, zm],
            [rb, ridge, zm],
          ]),
          plane([
            [x0 - o, drop, z0 - o],
            [x1 + o, drop, z0 - o],
            [rb, ridge, zm],
            [ra, ridge, zm],
          ]),
        ];
      }
      const ridge = eave + ridgeRise(mass, width / 2);
      const ra = z0 + width / 2;
      const rb = z1 - width / 2;
      return [
        plane([
          [x1 + o, drop, z1 + o],
          [x0 - o, drop, z1 + o],
          [xm, ridge, rb],
          [xm, ridge, rb],
        ]),
        plane([
          [x0 - o, drop, z1 + o],
          [x0 - o, drop, z0 - o],
          [xm, ridge, ra],
          [xm, ridge, rb],
        ]),
        plane([
          [x1 + o, drop, z0 - o],
          [x1 + o, drop, z1 + o],
          [xm, ridge, rb],
          [xm, ridge, ra],
        ]),
        plane([
          [x0 - o, drop, z0 - o],
          [x1 + o, drop, z0 - o],
          [xm, ridge, ra],
          [xm, ridge, ra],
        ]),
      ];
    }
    case 'front-gable':
    case 'a-frame': {
      const base = mass.roof === 'a-frame' ? mass.floor : drop;
      const ridge = mass.roof === 'a-frame' ? mass.floor + aFrameHeight(mass) : eave + ridgeRise(mass, width / 2);
      const front = mass.roof === 'a-frame' ? z0 - 1.5 : z0 - o;
      return [
        plane([
          [x0 - o, base, z1 + o],
          [x0 - o, base, front],
          [xm, ridge, front],
          [xm, ridge, z1 + o],
        ]),
        plane([
          [x1 + o, base, front],
          [x1 + o, base, z1 + o],
          [xm, ridge, z1 + o],
          [xm, ridge, front],
        ]),
      ];
    }
    case 'mansard': {
      const top = eave + 7.5;
      const inset = 2.2;
      const [a, b, c, d]: V3[] = [
        [x0 - o, eave - 0.5, z0 - o],
        [x1 + o, eave - 0.5, z0 - o],
        [x1 + o, eave - 0.5, z1 + o],
        [x0 - o, eave - 0.5, z1 + o],
      ].map(([x, y, z]) => [x ?? 0, y ?? 0, z ?? 0] as const);
      const inner = (x: number, z: number): V3 => [x, top, z];
      const [ia, ib, ic, id] = [
        inner(x0 + inset, z0 + inset),
        inner(x1 - inset, z0 + inset),
        inner(x1 - inset, z1 - inset),
        inner(x0 + inset, z1 - inset),
      ];
      if (!a || !b || !c || !d) return [];
      return [
        plane([c, d, id, ic]),
        plane([d, a, ia, id]),
        plane([b, c, ic, ib]),
        { points: [ia, ib, ic, id], normal: [0, 1, 0] },
        plane([a, b, ib, ia]),
      ];
    }
    case 'shed': {
      const high = eave + shedRise(mass) + o * slope;
      const low = eave - o * slope;
      return [
        plane([
          [x0 - o, low, z0 - o],
          [x1 + o, low, z0 - o],
          [x1 + o, high, z1 + o],
          [x0 - o, high, z1 + o],
        ]),
        {
          points: [
            [x0 - o, low - 0.8, z0 - o],
            [x1 + o, low - 0.8, z0 - o],
            [x1 + o, low, z0 - o],
            [x0 - o, low, z0 - o],
          ],
          normal: [0, 0, -1],
          fascia: true,
        },
      ];
    }
    case 'flat': {
      const top = eave + 1.2;
      return [
        {
          points: [
            [x0 - o, top, z0 - o],
            [x1 + o, top, z0 - o],
            [x1 + o, top, z1 + o],
            [x0 - o, top, z1 + o],
          ],
          normal: [0, 1, 0],
        },
        {
          points: [
            [x1 + o, eave, z0 - o],
            [x1 + o, eave, z1 + o],
            [x1 + o, top, z1 + o],
            [x1 + o, top, z0 - o],
          ],
          normal: [1, 0, 0],
          fascia: true,
        },
        {
          points: [
            [x0 - o, eave, z1 + o],
            [x0 - o, eave, z0 - o],
            [x0 - o, top, z0 - o],
            [x0 - o, top, z1 + o],
          ],
          normal: [-1, 0, 0],
          fascia: true,
        },
        {
          points: [
            [x0 - o, eave, z0 - o],
            [x1 + o, eave, z0 - o],
            [x1 + o, top, z0 - o],
            [x0 - o, top, z0 - o],
          ],
          normal: [0, 0, -1],
          fascia: true,
        },
      ];
    }
    case 'parapet':
      return [];
  }
}

function drawRoofPlane(scene: Scene, roof: RoofPlane, choices: Choices): void {
  if (!scene.camera.sees(roof.points[0], roof.normal) && !scene.camera.sees(roof.points[2], roof.normal)) return;
  const { palette, look } = choices;
  const colour = roof.fascia ? palette.trim : palette.roof;
  scene.polygon(
    roof.points,
    `class="roof" fill="${scene.shade(colour, roof.normal, 0.7)}" stroke="${mix(palette.roof, '#000000', 0.3)}" stroke-width=".8" stroke-linejoin="round"`,
  );
  if (roof.fascia || roof.normal[1] > 0.999) return;
  const [e0, e1, t1, t0] = roof.points;
  const slopeLength = Math.hypot(...sub(t0, e0));
  const texture = mix(scene.shade(palette.roof, roof.normal, 0.7), '#000000', 0.35);
  if (look.roofMaterial === 'metal') {
    const length = Math.hypot(...sub(e1, e0));
    const seams = Math.min(60, Math.floor(length / 1.6));
    for (let seam = 1; seam < seams; seam += 1) {
      const t = seam / seams;
      scene.line(lerp3(e0, e1, t), lerp3(t0, t1, t), `stroke="${texture}" stroke-opacity=".45" stroke-width=".7"`);
    }
  } else {
    const step = look.roofMaterial === 'tile' ? 0.9 : look.roofMaterial === 'slate' ? 0.7 : 1.1;
    const rows = Math.min(40, Math.floor(slopeLength / step));
    const dash =
      look.roofMaterial === 'tile'
        ? ' stroke-dasharray="2 1.2"'
        : look.roofMaterial === 'shake'
          ? ' stroke-dasharray="5 1"'
          : '';
    for (let row = 1; row < rows; row += 1) {
      const t = row / rows;
      scene.line(
        lerp3(e0, t0, t),
        lerp3(e1, t1, t),
        `stroke="${texture}" stroke-opacity=".4" stroke-width="${look.roofMaterial === 'tile' ? 1.3 : 0.6}"${dash}`,
      );
    }
  }
  scene.line(e0, e1, `stroke="${palette.trim}" stroke-width="1.8"`);
}

// ---------------------------------------------------------------------------------------------------------------
// One mass: walls with their cladding and openings, its roof, dormers and chimney.

function visibleFaces(scene: Scene, mass: Mass): Face[] {
  const faces: Face[] = [];
  for (const face of ['left', 'right'] as const) {
    const surface = wallSurface(mass, face);
    if (scene.camera.sees(surface.at(0, 1), surface.normal)) faces.push(face);
  }
  faces.push('front');
  return faces;
}

function drawMass(scene: Scene, mass: Mass, choices: Choices, plan: PlanDrawingFacts): void {
  const { palette, look } = choices;
  if (mass.role === 'carport') {
    drawCarport(scene, mass, choices);
    return;
  }
  const overhang = look.overhang * (mass.role === 'garage' ? 0.8 : 1);
  const frontLength = mass.x1 - mass.x0;
  // The doors first, so windows keep clear of them.
  const doors: Opening[] = [];
  if (mass.frontDoors > 0) {
    const doorWidth = look.windows === 'glass' ? 4 : 3.3;
    const centred = look.windows === 'symmetric' || look.porch === 'portico' || look.porch === 'grand-portico';
    for (let index = 0; index < mass.frontDoors; index += 1) {
      const share = frontLength / mass.frontDoors;
      const offset = centred || mass.frontDoors > 1 ? 0 : (scene.random.next() - 0.5) * share * 0.4;
      doors.push({
        u: share * (index + 0.5) - doorWidth / 2 + offset,
        v: 0,
        width: doorWidth,
        height: look.windows === 'glass' ? 8 : 7,
        kind: look.windows === 'arched' ? 'arched' : 'door',
      });
    }
  }
  const garageOpenings = (length: number): Opening[] => {
    const rv = plan.garage_type === RV_GARAGE ? 1 : 0;
    const widths = [
      ...Array<number>(rv).fill(12),
      ...Array<number>(Math.max(0, mass.garageDoors - rv)).fill(
        mass.garageDoors - rv === 2 && !rv && length > 20 && scene.random.chance(0.4) ? 16 : 9,
      ),
    ];
    const used = widths.length === 2 && widths[0] === 16 ? [16] : widths;
    const needed = used.reduce((sum, width) => sum + width, 0);
    const fit = Math.min(1, (length - 2) / (needed + used.length * 1.5));
    const gap = (length - needed * fit) / (used.length + 1);
    let cursor = gap;
    return used.map((width, index) => {
      const opening: Opening = { u: cursor, v: 0, width: width * fit, height: index < rv ? 12.5 : 7.5, kind: 'garage' };
      cursor += width * fit + gap;
      return opening;
    });
  };

  for (const face of visibleFaces(scene, mass)) {
    const surface = wallSurface(mass, face);
    const outline = wallOutline(mass, face);
    if (outline.length === 0) continue;
    const length = face === 'front' ? frontLength : mass.z1 - mass.z0;
    const wallColour = choices.cladding === 'stone' ? palette.accent : palette.wall;
    scene.onSurface(
      surface,
      outline,
      `fill="${scene.shade(wallColour, surface.normal)}" stroke="${mix(wallColour, '#000000', 0.35)}" stroke-width=".8" stroke-linejoin="round"`,
    );
    const top = Math.max(...outline.map(([, v]) => v));
    const split = choices.lowerCladding ? Math.min(STORY_FT, mass.eave - mass.floor) : 0;
    if (choices.lowerCladding && split > 0) {
      const lowerColour =
        choices.lowerCladding === 'stone' || choices.lowerCladding === 'brick' ? palette.accent : palette.wall;
      const lower = outline.map(([u, v]): V2 => [u, Math.min(v, split)]);
      scene.onSurface(surface, lower, `fill="${scene.shade(lowerColour, surface.normal)}"`);
      drawCladding(scene, surface, outline, choices.lowerCladding, [0, split], lowerColour);
    }
    drawCladding(scene, surface, outline, choices.cladding, [split, top], wallColour);
    if (look.baseCourse > 0 && mass.role !== 'garage') {
      const base: V2[] = [
        [0, 0],
        [length, 0],
        [length, look.baseCourse],
        [0, look.baseCourse],
      ];
      scene.onSurface(surface, base, `fill="${scene.shade(palette.accent, surface.normal)}"`);
      drawCladding(scene, surface, base, 'stone', [0, look.baseCourse], palette.accent);
    }
    // Openings.
    const openings: Opening[] = [];
    if (mass.garageDoors > 0 && mass.garageFace === face) openings.push(...garageOpenings(length));
    if (face === 'front') openings.push(...doors);
    const garageHere = openings.some((opening) => opening.kind === 'garage');
    if (mass.role === 'garage') {
      if (mass.stories > 1 || !garageHere) {
        const upper = windowsOf(length, garageHere ? mass.stories - 1 : mass.stories, look, [], face !== 'front');
        openings.push(...(garageHere ? upper.map((opening) => ({ ...opening, v: opening.v + STORY_FT })) : upper));
      }
    } else if (mass.roof === 'a-frame') {
      const height = aFrameHeight(mass);
      for (let row = 0; row < 3; row += 1) {
        const v = 1 + row * height * 0.26;
        const half = (length / 2) * (1 - (v + height * 0.2) / height);
        if (half > 1.5)
          openings.push({ u: length / 2 - half, v, width: half * 2, height: height * 0.2, kind: 'glass' });
      }
    } else {
      openings.push(...windowsOf(length, mass.stories, look, face === 'front' ? doors : [], face !== 'front'));
    }
    for (const opening of openings) drawOpening(scene, surface, opening, choices);
    // The eave's shadow along the top of the wall.
    const eaveHeight = mass.eave - mass.floor;
    if (mass.roof !== 'parapet' && mass.roof !== 'a-frame') {
      scene.onSurface(
        surface,
        [
          [0, eaveHeight - Math.min(2.2, 0.4 + overhang * 0.55)],
          [length, eaveHeight - Math.min(2.2, 0.4 + overhang * 0.55)],
          [length, eaveHeight],
          [0, eaveHeight],
        ],
        'fill="#1a2230" fill-opacity=".16"',
      );
    } else if (mass.roof === 'parapet') {
      scene.line(
        surface.at(0, eaveHeight + 2.5),
        surface.at(length, eaveHeight + 2.5),
        `stroke="${palette.trim}" stroke-width="2.5"`,
      );
      // Vigas: the beam ends of an adobe roof.
      for (let u = 2; u < length - 1 && face === 'front'; u += 3) {
        scene.onSurface(
          surface,
          [
            [u, eaveHeight - 0.8],
            [u + 0.7, eaveHeight - 0.8],
            [u + 0.7, eaveHeight - 0.1],
            [u, eaveHeight - 0.1],
          ],
          `fill="${palette.trim}"`,
        );
      }
    }
  }
  // Roof planes, farthest first.
  const planes = roofPlanes(mass, overhang).sort(
    (a, b) => scene.camera.depth(centroid(b.points)) - scene.camera.depth(centroid(a.points)),
  );
  for (const roof of planes) drawRoofPlane(scene, roof, choices);
  if (
    look.dormers &&
    mass.role === 'living' &&
    (mass.roof === 'gable' || mass.roof === 'hip' || mass.roof === 'gambrel' || mass.roof === 'mansard')
  ) {
    drawDormers(scene, mass, choices);
  }
  if (mass.role === 'living' && look.chimney !== 'none' && mass.roof !== 'flat' && mass.roof !== 'parapet') {
    drawChimney(scene, mass, choices);
  }
}

function centroid(points: readonly V3[]): V3 {
  const sum = points.reduce<V3>(
    (total, point) => [total[0] + point[0], total[1] + point[1], total[2] + point[2]],
    [0, 0, 0],
  );
  return [sum[0] / points.length, sum[1] / points.length, sum[2] / points.length];
}

function box(scene: Scene, [x0, y0, z0]: V3, [x1, y1, z1]: V3, colour: string): void {
  const faces: Array<[V3[], V3]> = [
    [
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
      [0, 0, -1],
    ],
    [
      [
        [x1, y0, z0],
        [x1, y0, z1],
        [x1, y1, z1],
        [x1, y1, z0],
      ],
      [1, 0, 0],
    ],
    [
      [
        [x0, y0, z1],
        [x0, y0, z0],
        [x0, y1, z0],
        [x0, y1, z1],
      ],
      [-1, 0, 0],
    ],
    [
      [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      [0, 1, 0],
    ],
  ];
  for (const [points, normal] of faces) {
    const first = points[0];
    if (first && scene.camera.sees(first, normal)) scene.polygon(points, `fill="${scene.shade(colour, normal)}"`);
  }
}

function drawChimney(scene: Scene, mass: Mass, choices: Choices): void {
  const top = mass.eave + ridgeRise(mass, (mass.z1 - mass.z0) / 2) + 3;
  const zm = (mass.z0 + mass.z1) / 2;
  if (choices.look.chimney === 'centre' || mass.roof !== 'gable') {
    const x = (mass.x0 + mass.x1) / 2 + (mass.x1 - mass.x0) * 0.12;
    box(scene, [x - 1.4, top - 5, zm - 1.2], [x + 1.4, top, zm + 1.2], choices.palette.accent);
    return;
  }
  const onRight = scene.camera.position[0] > (mass.x0 + mass.x1) / 2;
  const x = onRight ? mass.x1 + choices.look.overhang + 0.2 : mass.x0 - choices.look.overhang - 3;
  box(scene, [x, 0, zm - 2], [x + 2.8, top, zm + 2], choices.palette.accent);
}

function drawDormers(scene: Scene, mass: Mass, choices: Choices): void {
  const depth = mass.z1 - mass.z0;
  const rise = mass.roof === 'gambrel' ? gambrelRise(mass) : mass.roof === 'mansard' ? 7.5 : ridgeRise(mass, depth / 2);
  if (rise < 6) return;
  const count = Math.max(1, Math.min(4, Math.floor((mass.x1 - mass.x0) / 14)));
  const zf = mass.z0 + (mass.roof === 'mansard' ? 1 : depth * 0.12);
  const slopeRun = mass.roof === 'mansard' ? 2.2 : mass.roof === 'gambrel' ? depth * 0.18 : depth / 2;
  const base = mass.eave + ((zf - mass.z0) / slopeRun) * (mass.roof === 'gambrel' ? rise * 0.72 : rise);
  const { palette } = choices;
  for (let index = 0; index < count; index += 1) {
    const xc = mass.x0 + ((mass.x1 - mass.x0) * (index + 0.5)) / count;
    const half = 2.4;
    const wallTop = base + 4.2;
    const apex = wallTop + 1.8;
    const front = new Surface([xc - half, base - 0.5, zf], [1, 0, 0], [0, 1, 0], [0, 0, -1]);
    scene.onSurface(
      front,
      [
        [0, 0],
        [half * 2, 0],
        [half * 2, wallTop - base + 0.5],
        [half, apex - base + 0.5],
        [0, wallTop - base + 0.5],
      ],
      `fill="${scene.shade(palette.wall, front.normal)}" stroke="${palette.trim}" stroke-width="1"`,
    );
    drawOpening(
      scene,
      front,
      { u: 0.9, v: 0.9, width: half * 2 - 1.8, height: 3.2, kind: 'window' },
      { ...choices, look: { ...choices.look, shutters: false } },
    );
    const back = Math.min(mass.z0 + slopeRun, zf + 6);
    for (const side of [-1, 1]) {
      const eaveX = xc + side * (half + 0.4);
      scene.polygon(
        [
          [eaveX, wallTop - 0.3, zf - 0.6],
          [xc, apex, zf - 0.6],
          [xc, apex, back],
          [eaveX, wallTop - 0.3, back],
        ],
        `fill="${scene.shade(palette.roof, normalize([side, 1.2, 0]), 0.7)}" stroke="${palette.trim}" stroke-width=".8"`,
      );
    }
  }
}

function drawCarport(scene: Scene, mass: Mass, choices: Choices): void {
  const { palette } = choices;
  for (const x of [mass.x0 + 0.6, mass.x1 - 0.6]) {
    for (const z of [mass.z0 + 0.6, mass.z1 - 0.6])
      box(scene, [x - 0.35, 0, z - 0.35], [x + 0.35, mass.eave, z + 0.35], palette.trim);
  }
  for (const roof of roofPlanes({ ...mass, roof: mass.roof === 'flat' ? 'flat' : 'shed', slope: 0.15 }, 1))
    drawRoofPlane(scene, roof, choices);
}

// ---------------------------------------------------------------------------------------------------------------
// Porches.

function drawPorch(scene: Scene, mass: Mass, choices: Choices, wrap: boolean): void {
  const { look, palette } = choices;
  const form = wrap && look.porch !== 'arcade' && look.porch !== 'grand-portico' ? 'wrap' : look.porch;
  if (form === 'none') return;
  const width = mass.x1 - mass.x0;
  const doorCentre = (mass.x0 + mass.x1) / 2;
  const floor = mass.floor;
  const grand = form === 'grand-portico';
  const runs: Array<{ x0: number; x1: number; depth: number }> = [];
  switch (form) {
    case 'stoop':
      runs.push({ x0: doorCentre - 3.5, x1: doorCentre + 3.5, depth: 4.5 });
      break;
    case 'portico':
      runs.push({ x0: doorCentre - 5, x1: doorCentre + 5, depth: 6 });
      break;
    case 'grand-portico':
      runs.push({ x0: doorCentre - Math.min(width * 0.35, 18), x1: doorCentre + Math.min(width * 0.35, 18), depth: 9 });
      break;
    case 'craftsman':
      runs.push({ x0: mass.x0 + 1, x1: mass.x0 + Math.max(12, width * 0.55), depth: 8 });
      break;
    default:
      runs.push({ x0: mass.x0 + 0.5, x1: mass.x1 - 0.5, depth: 7.5 });
  }
  for (const run of runs) {
    const z0 = mass.z0 - run.depth;
    const ceiling = grand ? mass.eave : floor + 9;
    // Floor: deck and skirt.
    box(scene, [run.x0, 0, z0], [run.x1, floor, mass.z0], form === 'deck' ? '#8a6a4a' : palette.accent);
    if (form === 'deck') {
      railing(scene, run.x0, run.x1, z0, floor, palette.trim);
      continue;
    }
    // Shade of the porch roof on the wall behind it.
    scene.polygon(
      [
        [run.x0, floor, mass.z0 - 0.05],
        [run.x1, floor, mass.z0 - 0.05],
        [run.x1, ceiling, mass.z0 - 0.05],
        [run.x0, ceiling, mass.z0 - 0.05],
      ],
      'fill="#141c28" fill-opacity=".22"',
    );
    const posts = Math.max(2, Math.round((run.x1 - run.x0) / (grand ? 6 : 8)) + 1);
    for (let index = 0; index < posts; index += 1) {
      const x = run.x0 + 0.5 + ((run.x1 - run.x0 - 1) * index) / (posts - 1);
      if (form === 'craftsman') {
        box(scene, [x - 0.9, floor, z0 + 0.2], [x + 0.9, floor + 3, z0 + 1.8], palette.accent);
        box(scene, [x - 0.45, floor + 3, z0 + 0.55], [x + 0.45, ceiling, z0 + 1.45], palette.trim);
      } else if (form !== 'arcade') {
        const half = grand ? 0.8 : 0.35;
        box(scene, [x - half, floor, z0 + 0.5 - half], [x + half, ceiling, z0 + 0.5 + half], palette.trim);
      }
    }
    if (form === 'arcade') {
      const face = new Surface([run.x0, floor, z0], [1, 0, 0], [0, 1, 0], [0, 0, -1]);
      const length = run.x1 - run.x0;
      const arches = Math.max(2, Math.round(length / 8));
      const span = length / arches;
      let d = pathData(
        [
          [0, 0],
          [length, 0],
          [length, ceiling - floor + 1],
          [0, ceiling - floor + 1],
        ].map(([u, v]) => scene.camera.project(face.at(u ?? 0, v ?? 0))),
      );
      for (let index = 0; index < arches; index += 1) {
        const opening = openingOutline({
          u: index * span + 1,
          v: 0,
          width: span - 2,
          height: ceiling - floor - 1,
          kind: 'arched',
        });
        d += pathData(opening.map(([u, v]) => scene.camera.project(face.at(u, v))));
      }
      scene.out.push(
        `<path d="${d}" fill-rule="evenodd" fill="${scene.shade(palette.wall, face.normal)}" stroke="${mix(palette.wall, '#000000', 0.3)}" stroke-width=".8"/>`,
      );
    }
    if (floor > 3) railing(scene, run.x0, run.x1, z0, floor, palette.trim);
    // Beam and roof.
    box(scene, [run.x0 - 0.3, ceiling, z0 - 0.3], [run.x1 + 0.3, ceiling + 1, mass.z0], palette.trim);
    const o = 1;
    if (form === 'portico' || form === 'grand-portico' || form === 'craftsman') {
      const xm = (run.x0 + run.x1) / 2;
      const rise = Math.max(3, (run.x1 - run.x0) * 0.28);
      const pediment = new Surface([run.x0 - 0.3, ceiling + 1, z0 - 0.3], [1, 0, 0], [0, 1, 0], [0, 0, -1]);
      const span = run.x1 - run.x0 + 0.6;
      scene.onSurface(
        pediment,
        [
          [0, 0],
          [span, 0],
          [span / 2, rise],
        ],
        `fill="${scene.shade(form === 'craftsman' ? palette.wall : palette.trim, pediment.normal)}" stroke="${mix(palette.trim, '#000000', 0.3)}" stroke-width=".8"`,
      );
      for (const roof of [
        plane([
          [run.x0 - o, ceiling + 1, mass.z0],
          [run.x0 - o, ceiling + 1, z0 - o],
          [xm, ceiling + 1 + rise, z0 - o],
          [xm, ceiling + 1 + rise, mass.z0],
        ]),
        plane([
          [run.x1 + o, ceiling + 1, z0 - o],
          [run.x1 + o, ceiling + 1, mass.z0],
          [xm, ceiling + 1 + rise, mass.z0],
          [xm, ceiling + 1 + rise, z0 - o],
        ]),
      ]) {
        drawRoofPlane(scene, roof, choices);
      }
    } else {
      drawRoofPlane(
        scene,
        plane([
          [run.x0 - o, ceiling + 1, z0 - o],
          [run.x1 + o, ceiling + 1, z0 - o],
          [run.x1 + o, ceiling + 3, mass.z0],
          [run.x0 - o, ceiling + 3, mass.z0],
        ]),
        choices,
      );
    }
  }
  if (form === 'wrap') {
    // Round the corner the camera sees.
    const onRight = scene.camera.position[0] > (mass.x0 + mass.x1) / 2;
    const x0 = onRight ? mass.x1 : mass.x0 - 7;
    const x1 = x0 + 7;
    const z1 = mass.z0 + (mass.z1 - mass.z0) * 0.6;
    const ceiling = floor + 9;
    box(scene, [x0, 0, mass.z0 - 7.5], [x1, floor, z1], palette.accent);
    const postX = onRight ? x1 - 0.5 : x0 + 0.5;
    for (let z = mass.z0 + 6; z < z1; z += 8)
      box(scene, [postX - 0.35, floor, z - 0.35], [postX + 0.35, ceiling, z + 0.35], palette.trim);
    const outer = onRight ? x1 + 1 : x0 - 1;
    const inner = onRight ? x0 : x1;
    drawRoofPlane(
      scene,
      plane(
        onRight
          ? [
              [outer, ceiling + 1, z1],
              [outer, ceiling + 1, mass.z0 - 8.5],
              [inner, ceiling + 3, mass.z0 - 8.5],
              [inner, ceiling + 3, z1],
            ]
          : [
              [outer, ceiling + 1, mass.z0 - 8.5],
              [outer, ceiling + 1, z1],
              [inner, ceiling + 3, z1],
              [inner, ceiling + 3, mass.z0 - 8.5],
            ],
      ),
      choices,
    );
  }
}

function railing(scene: Scene, x0: number, x1: number, z: number, floor: number, colour: string): void {
  scene.line([x0, floor + 3, z], [x1, floor + 3, z], `stroke="${colour}" stroke-width="1.6"`);
  for (let x = x0 + 0.5; x < x1; x += 0.8)
    scene.line([x, floor, z], [x, floor + 3, z], `stroke="${colour}" stroke-width=".6"`);
}

// ---------------------------------------------------------------------------------------------------------------
// Ground, sky, planting.

function drawTree(scene: Scene, kind: TreeKind, at: V3, height: number, shadowOnly: boolean): void {
  const k = scene.camera.scaleAt(at);
  const [x, y] = scene.camera.project(at);
  const h = height * k;
  const sun = scene.light.direction;
  if (shadowOnly) {
    const shadowAt: V3 = [at[0] - (sun[0] / sun[1]) * height * 0.55, 0, at[2] - (sun[2] / sun[1]) * height * 0.55];
    const [sx, sy] = scene.camera.project(shadowAt);
    scene.out.push(
      `<ellipse cx="${px(sx)}" cy="${px(sy)}" rx="${px(h * 0.32)}" ry="${px(h * 0.07)}" fill="#1d3a14" fill-opacity=".28"/>`,
    );
    return;
  }
  const litSide = sun[0] >= 0 ? 1 : -1;
  const greens = scene.random.pick([
    ['#2f5a2a', '#4b7f35', '#6fa04a'],
    ['#355e3b', '#4f8a4a', '#7db060'],
    ['#3d5a23', '#5e8a2e', '#8db84a'],
  ] as const);
  switch (kind) {
    case 'palm': {
      const lean = (scene.random.next() - 0.5) * h * 0.25;
      scene.out.push(
        `<path d="M${px(x)} ${px(y)}Q${px(x + lean * 0.2)} ${px(y - h * 0.5)} ${px(x + lean)} ${px(y - h)}" stroke="#8a6e4f" stroke-width="${px(Math.max(2, h * 0.035))}" fill="none"/>`,
      );
      for (let frond = 0; frond < 8; frond += 1) {
        const angle = (Math.PI * 2 * frond) / 8 + 0.3;
        const tipX = x + lean + Math.cos(angle) * h * 0.3;
        const tipY = y - h + Math.sin(angle) * h * 0.12 + h * 0.08;
        scene.out.push(
          `<path d="M${px(x + lean)} ${px(y - h)}Q${px((x + lean + tipX) / 2)} ${px(y - h - h * 0.08)} ${px(tipX)} ${px(tipY)}" stroke="${greens[frond % 2 === 0 ? 1 : 0]}" stroke-width="${px(Math.max(1.5, h * 0.04))}" fill="none" stroke-linecap="round"/>`,
        );
      }
      return;
    }
    case 'conifer': {
      scene.out.push(
        `<rect x="${px(x - h * 0.025)}" y="${px(y - h * 0.2)}" width="${px(h * 0.05)}" height="${px(h * 0.2)}" fill="#5a4030"/>`,
      );
      for (let tier = 0; tier < 3; tier += 1) {
        const bottom = y - h * (0.12 + tier * 0.24);
        const spread = h * (0.24 - tier * 0.06);
        scene.out.push(
          `<path d="M${px(x - spread)} ${px(bottom)}L${px(x)} ${px(bottom - h * 0.42)}L${px(x + spread)} ${px(bottom)}Z" fill="${greens[0]}"/>`,
        );
        scene.out.push(
          `<path d="M${px(x)} ${px(bottom - h * 0.42)}L${px(x + litSide * spread)} ${px(bottom)}L${px(x)} ${px(bottom)}Z" fill="${greens[1]}"/>`,
        );
      }
      return;
    }
    default: {
      const wide = kind === 'oak' ? 1.35 : 1;
      scene.out.push(
        `<path d="M${px(x - h * 0.03)} ${px(y)}L${px(x - h * 0.015)} ${px(y - h * 0.55)}L${px(x + h * 0.015)} ${px(y - h * 0.55)}L${px(x + h * 0.03)} ${px(y)}Z" fill="#5a4332"/>`,
      );
      const blobs = 6;
      for (let layer = 0; layer < 3; layer += 1) {
        for (let blob = 0; blob < blobs; blob += 1) {
          const angle = (Math.PI * 2 * blob) / blobs + layer;
          const r = h * (0.2 - layer * 0.04) * wide;
          const cx = x + Math.cos(angle) * h * 0.16 * wide + layer * litSide * h * 0.05;
          const cy = y - h * 0.68 + Math.sin(angle) * h * 0.12 - layer * h * 0.04;
          scene.out.push(`<circle cx="${px(cx)}" cy="${px(cy)}" r="${px(r)}" fill="${greens[layer] ?? greens[0]}"/>`);
        }
      }
    }
  }
}

function drawShrub(scene: Scene, at: V3, size: number, flowering: string | null): void {
  const k = scene.camera.scaleAt(at);
  const [x, y] = scene.camera.project(at);
  const r = size * k;
  const tones = ['#3e6b2c', '#558b35', '#6f9f45'];
  for (let blob = 0; blob < 3; blob += 1) {
    scene.out.push(
      `<ellipse cx="${px(x + (blob - 1) * r * 0.6)}" cy="${px(y - r * (0.55 + (blob === 1 ? 0.25 : 0)))}" rx="${px(r * 0.75)}" ry="${px(r * 0.62)}" fill="${tones[blob] ?? '#558b35'}"/>`,
    );
  }
  if (flowering) {
    for (let dot = 0; dot < 5; dot += 1) {
      scene.out.push(
        `<circle cx="${px(x + (scene.random.next() - 0.5) * r * 1.8)}" cy="${px(y - r * (0.4 + scene.random.next() * 0.7))}" r="${px(Math.max(0.8, r * 0.1))}" fill="${flowering}"/>`,
      );
    }
  }
}

function groundPolygon(scene: Scene, points: readonly V2[], attributes: string): void {
  scene.polygon(
    points.map(([x, z]): V3 => [x, 0.02, z]),
    attributes,
  );
}

/** Convex hull of ground points (x, z): the outline of the house's shadow. */
function hull(points: readonly V2[]): V2[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const turn = (o: V2, a: V2, b: V2) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: V2[] = [];
  for (const point of sorted) {
    while (lower.length >= 2 && turn(lower[lower.length - 2] ?? point, lower[lower.length - 1] ?? point, point) <= 0)
      lower.pop();
    lower.push(point);
  }
  const upper: V2[] = [];
  for (const point of [...sorted].reverse()) {
    while (upper.length >= 2 && turn(upper[upper.length - 2] ?? point, upper[upper.length - 1] ?? point, point) <= 0)
      upper.pop();
    upper.push(point);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

function massTop(mass: Mass): number {
  switch (mass.roof) {
    case 'a-frame':
      return mass.floor + aFrameHeight(mass);
    case 'flat':
    case 'parapet':
      return mass.eave + 2;
    case 'shed':
      return mass.eave + shedRise(mass);
    case 'gambrel':
      return mass.eave + gambrelRise(mass);
    case 'mansard':
      return mass.eave + 7.5;
    case 'front-gable':
      return mass.eave + ridgeRise(mass, (mass.x1 - mass.x0) / 2);
    default:
      return mass.eave + ridgeRise(mass, Math.min(mass.x1 - mass.x0, mass.z1 - mass.z0) / 2);
  }
}

// ---------------------------------------------------------------------------------------------------------------

function choicesFor(plan: PlanDrawingFacts, random: SeededRandom): Choices {
  const look = styleLookOf(plan.style_id);
  const family = styleTraitsOf(plan.style_id).family;
  const cladding = random.pick(look.cladding);
  const others = look.cladding.filter((candidate) => candidate !== cladding && candidate !== 'half-timber');
  const lowerCladding =
    cladding === 'half-timber'
      ? (others[0] ?? 'brick')
      : plan.story > 1 && others.length > 0 && random.chance(0.4)
        ? random.pick(others)
        : null;
  return {
    look,
    family,
    palette: random.pick(look.palettes),
    cladding,
    lowerCladding,
    garageDoorStyle:
      family === 'modern'
        ? 'modern'
        : family === 'farmhouse' || family === 'rustic' || family === 'craftsman'
          ? 'carriage'
          : 'panel',
  };
}

function lightFor(variant: RenderingVariant, random: SeededRandom): Light {
  const side = random.chance(0.5) ? 1 : -1;
  if (variant === 'photo') {
    return {
      direction: normalize([side * 0.8, 0.42, -0.45]),
      sky: ['#6f9fcf', '#f7d9a8'],
      lawn: ['#7a9a3a', '#4f7a2a'],
      warmth: '#ffd9a0',
      windowGlow: true,
    };
  }
  return {
    // From one side and a little in front: the front is lit, one side falls in shade, the shadow lies beside.
    direction: normalize([side * (0.62 + random.next() * 0.25), 0.62, -0.25 - random.next() * 0.15]),
    sky: [random.pick(['#7fb2e0', '#8cbbe6', '#6fa6da']), '#e8f3fb'],
    lawn: ['#8fbf4f', '#5f9a35'],
    warmth: '#fff4e0',
    windowGlow: false,
  };
}

/**
 * The picture's elements, in a RENDERING_SIZES[variant] coordinate space (the share picture and the style tiles
 * place them in their own frames).
 */
function modelOf(plan: PlanDrawingFacts, variant: RenderingVariant) {
  const random = new SeededRandom(seedFor(RENDERING_SEED + (variant === 'photo' ? 1 : 0), plan.id));
  const choices = choicesFor(plan, random);
  const masses = massesOf(plan, buildingKindOf(plan), choices, random);
  return { random, choices, masses };
}

/** What the rendering of a plan is made of, for tests: the traits a buyer tells a style by. */
export function renderingTraits(plan: PlanDrawingFacts) {
  const { choices, masses } = modelOf(plan, 'rendering');
  return {
    roofs: masses.map((mass) => mass.roof),
    roofMaterial: choices.look.roofMaterial,
    porch: choices.look.porch,
    windows: choices.look.windows,
    cladding: choices.cladding,
    palette: choices.palette,
    garage: masses.filter((mass) => mass.garageDoors > 0).map((mass) => ({ face: mass.garageFace, z0: mass.z0 })),
  };
}

export function renderingScene(plan: PlanDrawingFacts, variant: RenderingVariant = 'rendering'): string[] {
  const { width: W, height: H } = RENDERING_SIZES[variant];
  const { random, choices, masses } = modelOf(plan, variant);
  const minX = Math.min(...masses.map((mass) => mass.x0));
  const maxX = Math.max(...masses.map((mass) => mass.x1));
  const maxZ = Math.max(...masses.map((mass) => mass.z1));
  const minZ = Math.min(...masses.map((mass) => mass.z0));
  const top = Math.max(...masses.map(massTop));
  const size = Math.max(maxX - minX, maxZ - minZ, top * 1.4);
  const angle = (random.chance(0.5) ? 1 : -1) * (0.38 + random.next() * 0.28);
  const distance = size * (variant === 'photo' ? 2.1 : 1.75) + 30;
  const centre: V3 = [(minX + maxX) / 2, 0, (minZ + maxZ) / 2];
  const eye = 5.5 + random.next() * Math.min(10, top * 0.35);
  const camera = new Camera(
    [centre[0] + Math.sin(angle) * distance, eye, centre[2] - Math.cos(angle) * distance],
    [centre[0], eye, centre[2]],
  );
  const corners: V3[] = masses.flatMap((mass) => [
    [mass.x0 - 2, 0, mass.z0 - 2],
    [mass.x1 + 2, 0, mass.z0 - 2],
    [mass.x0 - 2, 0, mass.z1 + 2],
    [mass.x1 + 2, 0, mass.z1 + 2],
    [mass.x0, massTop(mass) + 1, (mass.z0 + mass.z1) / 2],
    [mass.x1, massTop(mass) + 1, (mass.z0 + mass.z1) / 2],
  ]);
  const frame =
    variant === 'photo'
      ? { x: W * 0.26 + (random.next() - 0.5) * W * 0.1, y: H * 0.14, width: W * 0.48, height: H * 0.74 }
      : { x: W * 0.17 + (random.next() - 0.5) * W * 0.06, y: H * 0.12, width: W * 0.66, height: H * 0.72 };
  camera.frame(corners, frame);
  const light = lightFor(variant, random);
  const scene = new Scene(camera, light, random);
  const out = scene.out;
  const horizon = Math.max(H * 0.25, Math.min(H * 0.9, camera.horizonY));

  out.push(
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light.sky[0]}"/><stop offset="1" stop-color="${light.sky[1]}"/></linearGradient>` +
      `<linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light.lawn[0]}"/><stop offset="1" stop-color="${light.lawn[1]}"/></linearGradient>` +
      `<linearGradient id="gl" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dcecf7"/><stop offset=".45" stop-color="#8fb3cc"/><stop offset="1" stop-color="#3f5f78"/></linearGradient>` +
      `<linearGradient id="glow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe6a8"/><stop offset="1" stop-color="#f2b45c"/></linearGradient></defs>`,
    `<rect width="${W}" height="${px(horizon + 1)}" fill="url(#sky)"/>`,
  );
  for (let cloud = random.int(1, 3); cloud > 0; cloud -= 1) {
    const cx = random.next() * W;
    const cy = horizon * (0.15 + random.next() * 0.45);
    const r = W * (0.03 + random.next() * 0.03);
    out.push(
      `<g fill="#ffffff" opacity="${variant === 'photo' ? '.55' : '.85'}"><ellipse cx="${px(cx)}" cy="${px(cy)}" rx="${px(r * 2.2)}" ry="${px(r * 0.6)}"/><circle cx="${px(cx - r * 0.6)}" cy="${px(cy - r * 0.3)}" r="${px(r * 0.7)}"/><circle cx="${px(cx + r * 0.5)}" cy="${px(cy - r * 0.45)}" r="${px(r * 0.9)}"/></g>`,
    );
  }
  // A band of distant trees hides where the lawn meets the sky.
  let treeline = `M0 ${px(horizon + 2)}`;
  for (let x = 0; x <= W; x += W / 24) treeline += `L${px(x)} ${px(horizon - (4 + random.next() * 16) * (H / 500))}`;
  out.push(`<path d="${treeline}L${W} ${px(horizon + 2)}Z" fill="#5c7f4a" fill-opacity=".75"/>`);
  out.push(`<rect y="${px(horizon)}" width="${W}" height="${px(H - horizon)}" fill="url(#lawn)"/>`);

  // Drive and walk, then the shadows the sun casts on the lawn.
  const frontZ = minZ - Math.min(40, distance * 0.45);
  for (const mass of masses) {
    if (mass.garageDoors === 0 && mass.role !== 'carport') continue;
    if (mass.garageFace === 'front' || mass.role === 'carport') {
      groundPolygon(
        scene,
        [
          [mass.x0 + 1, mass.z0],
          [mass.x1 - 1, mass.z0],
          [mass.x1 + 2, frontZ],
          [mass.x0 - 2, frontZ],
        ],
        'fill="#c9c4b8"',
      );
    } else {
      const outward = mass.garageFace === 'right' ? mass.x1 : mass.x0;
      const far = mass.garageFace === 'right' ? outward + 14 : outward - 14;
      groundPolygon(
        scene,
        [
          [outward, mass.z0 + 1],
          [far, mass.z0 + 1],
          [far, frontZ],
          [outward, frontZ],
          [outward, mass.z1 - 1],
        ],
        'fill="#c9c4b8"',
      );
    }
  }
  const living = masses.find((mass) => mass.frontDoors > 0);
  if (living) {
    const doorX = (living.x0 + living.x1) / 2;
    groundPolygon(
      scene,
      [
        [doorX - 1.8, living.z0],
        [doorX + 1.8, living.z0],
        [doorX + 2.2, frontZ],
        [doorX - 2.2, frontZ],
      ],
      'fill="#d8d0c0"',
    );
  }
  const sun = light.direction;
  const shadowPoints: V2[] = masses.flatMap((mass) => {
    const height = massTop(mass);
    const shift: V2 = [(-sun[0] / sun[1]) * height, (-sun[2] / sun[1]) * height];
    const eaveShift: V2 = [(-sun[0] / sun[1]) * mass.eave, (-sun[2] / sun[1]) * mass.eave];
    const cornersOf: V2[] = [
      [mass.x0, mass.z0],
      [mass.x1, mass.z0],
      [mass.x0, mass.z1],
      [mass.x1, mass.z1],
    ];
    return [
      ...cornersOf,
      ...cornersOf.map(([x, z]): V2 => [x + eaveShift[0], z + eaveShift[1]]),
      [(mass.x0 + mass.x1) / 2 + shift[0], (mass.z0 + mass.z1) / 2 + shift[1]],
    ];
  });
  groundPolygon(scene, hull(shadowPoints), `fill="#17301a" fill-opacity="${variant === 'photo' ? '.34' : '.26'}"`);

  // Trees around the house: those behind it first, then the house, then the ones in front.
  const trees: Array<{ at: V3; height: number; kind: TreeKind }> = [];
  const treeCount = random.int(3, 5);
  for (let index = 0; index < treeCount; index += 1) {
    // Beside and behind the house, never between it and the street, so the trees frame it and hide nothing.
    const side = index % 2 === 0 ? -1 : 1;
    const x = side < 0 ? minX - 8 - random.next() * 20 : maxX + 8 + random.next() * 20;
    const z = (minZ + maxZ) / 2 + random.next() * (maxZ - minZ + 16);
    trees.push({
      at: [x, 0, z],
      height: 16 + random.next() * Math.min(20, Math.max(10, top * 0.8)),
      kind: random.pick(choices.look.trees),
    });
  }
  trees.push({
    at: [(minX + maxX) / 2 + (random.next() - 0.5) * (maxX - minX) * 0.9, 0, maxZ + 8 + random.next() * 10],
    height: top + 6 + random.next() * 10,
    kind: random.pick(choices.look.trees),
  });
  for (const tree of trees) drawTree(scene, tree.kind, tree.at, tree.height, true);
  const houseDepth = camera.depth(centre);
  const byDepth = (a: { at: V3 }, b: { at: V3 }) => camera.depth(b.at) - camera.depth(a.at);
  for (const tree of trees.filter((candidate) => camera.depth(candidate.at) > houseDepth).sort(byDepth)) {
    drawTree(scene, tree.kind, tree.at, tree.height, false);
  }

  // The house: masses (and their porches) from the farthest.
  const wrap = plan.outdoor_features.includes(WRAP_AROUND_PORCH);
  const ordered = [...masses].sort(
    (a, b) => camera.depth([(b.x0 + b.x1) / 2, 0, b.z0]) - camera.depth([(a.x0 + a.x1) / 2, 0, a.z0]),
  );
  if (living && living.floor > 3) {
    // Raised on piers: the dark crawl space and the piers.
    for (const mass of masses.filter((candidate) => candidate.floor > 3)) {
      box(scene, [mass.x0, 0, mass.z0 + 0.5], [mass.x1, mass.floor, mass.z1], '#3b3a36');
    }
  }
  for (const mass of ordered) {
    drawMass(scene, mass, choices, plan);
    if (
      mass === living &&
      (plan.porch_front !== null ||
        wrap ||
        choices.look.porch === 'portico' ||
        choices.look.porch === 'grand-portico' ||
        choices.look.porch === 'stoop')
    ) {
      drawPorch(scene, mass, choices, wrap);
    }
  }

  // Foundation planting along the front, clear of doors and drives.
  const flowers = random.pick([null, '#f2f2f2', '#e86a8a', '#f2c14e', '#b38ad9']);
  for (const mass of masses) {
    if (mass.role === 'carport' || (mass.role === 'garage' && mass.garageFace === 'front')) continue;
    for (let x = mass.x0 + 1.5; x < mass.x1 - 1; x += 3.5 + random.next() * 2) {
      if (living && mass === living && Math.abs(x - (living.x0 + living.x1) / 2) < 5) continue;
      drawShrub(
        scene,
        [x, 0, mass.z0 - (mass === living && choices.look.porch !== 'none' ? 9 : 1.6)],
        1.6 + random.next() * 1.4,
        random.chance(0.5) ? flowers : null,
      );
    }
  }
  for (const tree of trees.filter((candidate) => camera.depth(candidate.at) <= houseDepth).sort(byDepth)) {
    drawTree(scene, tree.kind, tree.at, tree.height, false);
  }
  if (variant === 'photo') {
    out.push(`<rect width="${W}" height="${H}" fill="#ffb25c" fill-opacity=".07"/>`);
  }
  return out;
}
