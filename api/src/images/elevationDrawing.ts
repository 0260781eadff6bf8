import { FOUNDATIONS, GARAGE_LOCATIONS, GARAGE_TYPES, OUTDOOR_FEATURES } from 'contracts/src/catalog/codeTables';
import { codeOf } from '../catalog/codeOf';
import { styleTraitsOf, type StyleFamily } from '../catalog/styleTraits';
import { SeededRandom, seedFor } from '../seed/seededRandom';
import { buildingKindOf, garageOnLeft, pitchOf, type BuildingKind } from './buildingKind';
import type { PlanDrawingFacts } from './drawingFacts';
import { RENDERING_SIZES, renderingScene, type RenderingVariant } from './planRendering';
import { line, polygon, px, rect, svgDocument, text } from './svgDocument';

const WIDTH = 800;
const HEIGHT = 500;
const GROUND_Y = 440;
const STORY_FT = 10;
const OVERHANG_FT = 1.5;
/** Any fixed number: varies colours and details between plans, the same on every request. */
const ELEVATION_SEED = 4_210_977;

const ATTACHED = codeOf(GARAGE_TYPES, 'Attached');
const DRIVE_UNDER = codeOf(GARAGE_TYPES, 'Drive Under');
const CARPORT = codeOf(GARAGE_TYPES, 'Carport');
const RV_GARAGE = codeOf(GARAGE_TYPES, 'RV Garage');
const FRONT = codeOf(GARAGE_LOCATIONS, 'Front');
const WRAP_AROUND_PORCH = codeOf(OUTDOOR_FEATURES, 'Wrap Around Porch');
const RAISED_FOUNDATIONS = new Set(
  ['Pier', 'Piling', 'Post/Pier', 'Raise Island'].map((label) => codeOf(FOUNDATIONS, label)),
);

type RoofForm = 'flat' | 'shed' | 'hip' | 'side-gable' | 'front-gable' | 'a-frame';
type WindowForm = 'plain' | 'shuttered' | 'arched' | 'gridded' | 'wide';
type Cladding = 'lap' | 'board-and-batten' | 'stucco' | 'wood' | 'brick';

interface Palette {
  wall: string;
  roof: string;
  trim: string;
  door: string;
  cladding: Cladding;
}

/** One section of the front, left to right: the living part, a garage, a carport. */
interface Bay {
  kind: 'living' | 'garage' | 'garage-side' | 'carport';
  x: number;
  width: number;
  stories: number;
  roof: RoofForm;
  doors: number;
}

interface Frame {
  scale: number;
  left: number;
  base: number;
}

const PALETTES: Record<StyleFamily, ReadonlyArray<Omit<Palette, 'cladding'>>> = {
  modern: [
    { wall: '#eceff1', roof: '#37474f', trim: '#263238', door: '#8d6e63' },
    { wall: '#fafafa', roof: '#424242', trim: '#212121', door: '#455a64' },
    { wall: '#cfd8dc', roof: '#263238', trim: '#37474f', door: '#a1887f' },
  ],
  steep: [
    { wall: '#efe6d8', roof: '#4e342e', trim: '#fafafa', door: '#6d4c41' },
    { wall: '#e0d6c8', roof: '#3e2723', trim: '#f5f5f5', door: '#1b5e20' },
    { wall: '#d7ccc8', roof: '#455a64', trim: '#ffffff', door: '#7b1fa2' },
  ],
  southwest: [
    { wall: '#f3dfc1', roof: '#b5532f', trim: '#8d6e63', door: '#6d4c41' },
    { wall: '#ecd2ae', roof: '#a84a2a', trim: '#795548', door: '#4e342e' },
    { wall: '#f6e7cf', roof: '#c0623a', trim: '#a1887f', door: '#5d4037' },
  ],
  coastal: [
    { wall: '#dcebf2', roof: '#78909c', trim: '#ffffff', door: '#0277bd' },
    { wall: '#f1f5f4', roof: '#546e7a', trim: '#ffffff', door: '#00838f' },
    { wall: '#e9f1e4', roof: '#607d8b', trim: '#ffffff', door: '#c62828' },
  ],
  rustic: [
    { wall: '#a1887f', roof: '#3e2723', trim: '#4e342e', door: '#5d4037' },
    { wall: '#8d6e63', roof: '#37474f', trim: '#3e2723', door: '#4e342e' },
    { wall: '#bcaaa4', roof: '#4e342e', trim: '#5d4037', door: '#33691e' },
  ],
  farmhouse: [
    { wall: '#fafafa', roof: '#37474f', trim: '#212121', door: '#8d6e63' },
    { wall: '#f5f5f0', roof: '#263238', trim: '#263238', door: '#bf360c' },
    { wall: '#37474f', roof: '#212121', trim: '#eceff1', door: '#a1887f' },
  ],
  classic: [
    { wall: '#f5f0e6', roof: '#455a64', trim: '#ffffff', door: '#212121' },
    { wall: '#b55239', roof: '#37474f', trim: '#ffffff', door: '#1b3a57' },
    { wall: '#ece3d0', roof: '#3e4a52', trim: '#ffffff', door: '#7f1d1d' },
  ],
  craftsman: [
    { wall: '#c5cab0', roof: '#4e4a45', trim: '#f5f2ea', door: '#7a4f2b' },
    { wall: '#9fb3bf', roof: '#3b3f44', trim: '#f7f5ef', door: '#8c3b2a' },
    { wall: '#d8c7a4', roof: '#4a3f35', trim: '#ffffff', door: '#2f4f3e' },
  ],
};

const CLADDING: Record<StyleFamily, readonly Cladding[]> = {
  modern: ['stucco', 'board-and-batten'],
  steep: ['lap', 'brick', 'stucco'],
  southwest: ['stucco'],
  coastal: ['lap', 'board-and-batten'],
  rustic: ['wood', 'board-and-batten'],
  farmhouse: ['board-and-batten', 'lap'],
  classic: ['brick', 'lap'],
  craftsman: ['lap', 'board-and-batten'],
};

const WINDOW_FORMS: Record<StyleFamily, readonly WindowForm[]> = {
  modern: ['wide'],
  steep: ['gridded', 'shuttered'],
  southwest: ['arched'],
  coastal: ['shuttered'],
  rustic: ['plain', 'gridded'],
  farmhouse: ['plain', 'shuttered'],
  classic: ['shuttered', 'gridded'],
  craftsman: ['gridded', 'plain'],
};

function roofFormFor(random: SeededRandom, family: StyleFamily, pitch: number, width: number): RoofForm {
  if (pitch >= 18) return 'a-frame';
  if (pitch <= 2) return 'flat';
  if (family === 'modern') return random.pick(['shed', 'hip', 'side-gable']);
  if (family === 'southwest' || family === 'classic') return 'hip';
  if (width <= 34) return 'front-gable';
  return random.pick(width <= 44 ? ['side-gable', 'hip', 'front-gable'] : ['side-gable', 'side-gable', 'hip']);
}

function bayLayout(plan: PlanDrawingFacts, kind: BuildingKind, roof: RoofForm): Bay[] {
  const total = plan.footprint_width;
  const garageDoors = plan.garage_type === RV_GARAGE ? Math.max(1, plan.cars - 1) + 1 : plan.cars;
  if (kind === 'carport') return [{ kind: 'carport', x: 0, width: total, stories: 1, roof: 'shed', doors: 0 }];
  if (kind === 'garage') return [{ kind: 'garage', x: 0, width: total, stories: plan.story, roof, doors: garageDoors }];
  if (kind === 'garage-apartment') {
    if (plan.story > 1) return [{ kind: 'garage', x: 0, width: total, stories: plan.story, roof, doors: garageDoors }];
    const baysWidth = Math.min(total * 0.6, plan.cars * 11 + 3);
    return [
      { kind: 'garage', x: 0, width: baysWidth, stories: 1, roof: 'front-gable', doors: garageDoors },
      { kind: 'living', x: baysWidth, width: total - baysWidth, stories: 1, roof, doors: 1 },
    ];
  }
  if (kind !== 'house' && kind !== 'multi-family')
    return [{ kind: 'living', x: 0, width: total, stories: 1, roof, doors: 1 }];

  const unitDoors = Math.max(1, plan.units);
  const showsGarage =
    plan.cars > 0 &&
    plan.garage_type !== DRIVE_UNDER &&
    (plan.garage_type === ATTACHED || plan.garage_type === CARPORT || plan.garage_type === RV_GARAGE);
  if (!showsGarage) return [{ kind: 'living', x: 0, width: total, stories: plan.story, roof, doors: unitDoors }];
  const garageWidth = Math.min(total * 0.45, (plan.garage_type === RV_GARAGE ? 16 : 0) + plan.cars * 10 + 2);
  const garageKind: Bay['kind'] =
    plan.garage_type === CARPORT ? 'carport' : plan.garage_location === FRONT ? 'garage' : 'garage-side';
  const garage: Omit<Bay, 'x'> = {
    kind: garageKind,
    width: garageWidth,
    stories: 1,
    roof: roof === 'flat' ? 'flat' : garageKind === 'carport' ? 'shed' : 'hip',
    doors: garageDoors,
  };
  const living: Omit<Bay, 'x'> = {
    kind: 'living',
    width: total - garageWidth,
    stories: plan.story,
    roof,
    doors: unitDoors,
  };
  return garageOnLeft(plan)
    ? [
        { ...garage, x: 0 },
        { ...living, x: garageWidth },
      ]
    : [
        { ...living, x: 0 },
        { ...garage, x: total - garageWidth },
      ];
}

function claddingPattern(cladding: Cladding, trim: string): string {
  switch (cladding) {
    case 'lap':
      return `<pattern id="cl" width="12" height="7" patternUnits="userSpaceOnUse"><line x1="0" y1="6.5" x2="12" y2="6.5" stroke="#000" stroke-opacity=".12"/></pattern>`;
    case 'board-and-batten':
      return `<pattern id="cl" width="10" height="10" patternUnits="userSpaceOnUse"><line x1="9" y1="0" x2="9" y2="10" stroke="#000" stroke-opacity=".14" stroke-width="1.5"/></pattern>`;
    case 'wood':
      return `<pattern id="cl" width="16" height="9" patternUnits="userSpaceOnUse"><line x1="0" y1="8.5" x2="16" y2="8.5" stroke="#3e2723" stroke-opacity=".35" stroke-width="1.5"/></pattern>`;
    case 'brick':
      return `<pattern id="cl" width="16" height="8" patternUnits="userSpaceOnUse"><path d="M0 7.5H16M8 0V4M0 4H16M4 4V8M12 4V8" stroke="${trim}" stroke-opacity=".45" fill="none"/></pattern>`;
    case 'stucco':
      return `<pattern id="cl" width="9" height="9" patternUnits="userSpaceOnUse"><circle cx="2" cy="3" r=".7" fill="#000" fill-opacity=".06"/><circle cx="6.5" cy="7" r=".6" fill="#000" fill-opacity=".05"/></pattern>`;
  }
}

function drawWindow(
  out: string[],
  form: WindowForm,
  x: number,
  y: number,
  width: number,
  height: number,
  palette: Palette,
): void {
  const frame = `fill="#a9cfe4" stroke="${palette.trim}" stroke-width="2"`;
  if (form === 'arched') {
    const radius = width / 2;
    out.push(
      `<path d="M${px(x)} ${px(y + height)}V${px(y + radius)}A${px(radius)} ${px(radius)} 0 0 1 ${px(x + width)} ${px(y + radius)}V${px(y + height)}Z" ${frame}/>`,
    );
    out.push(line(x + width / 2, y, x + width / 2, y + height, `stroke="${palette.trim}" stroke-width="1.2"`));
    return;
  }
  out.push(rect(x, y, width, height, frame));
  if (form === 'wide') {
    out.push(line(x + width / 2, y, x + width / 2, y + height, `stroke="${palette.trim}" stroke-width="1.5"`));
    return;
  }
  if (form === 'gridded' || form === 'shuttered') {
    out.push(line(x + width / 2, y, x + width / 2, y + height, `stroke="${palette.trim}" stroke-width="1"`));
    out.push(line(x, y + height / 2, x + width, y + height / 2, `stroke="${palette.trim}" stroke-width="1"`));
  }
  if (form === 'shuttered') {
    const shutter = `fill="${palette.door}" fill-opacity=".85"`;
    out.push(rect(x - width * 0.42, y, width * 0.38, height, shutter));
    out.push(rect(x + width * 1.04, y, width * 0.38, height, shutter));
  }
  out.push(line(x - 2, y + height + 1.5, x + width + 2, y + height + 1.5, `stroke="${palette.trim}" stroke-width="3"`));
}

function drawGarageDoors(
  out: string[],
  bay: Bay,
  frame: Frame,
  plan: PlanDrawingFacts,
  palette: Palette,
  floorY: number,
): void {
  const doorHeightFt = 8;
  const rvDoors = plan.garage_type === RV_GARAGE ? 1 : 0;
  const carDoors = Math.max(0, bay.doors - rvDoors);
  const doorWidths = [...Array<number>(rvDoors).fill(12), ...Array<number>(carDoors).fill(9)];
  const needed = doorWidths.reduce((sum, width) => sum + width, 0);
  const fit = Math.min(1, (bay.width - 2) / (needed + doorWidths.length * 1.5));
  const gap = (bay.width - needed * fit) / (doorWidths.length + 1);
  let cursor = bay.x + gap;
  for (const [index, widthFt] of doorWidths.entries()) {
    const heightFt = index < rvDoors ? 13 : doorHeightFt;
    const x = frame.left + cursor * frame.scale;
    const width = widthFt * fit * frame.scale;
    const height = heightFt * frame.scale;
    const y = floorY - height;
    out.push(rect(x, y, width, height, `fill="#f5f5f5" stroke="${palette.trim}" stroke-width="2"`));
    for (let panel = 1; panel < 4; panel += 1) {
      out.push(
        line(x, y + (height * panel) / 4, x + width, y + (height * panel) / 4, 'stroke="#9e9e9e" stroke-width="1"'),
      );
    }
    cursor += widthFt * fit + gap;
  }
}

function drawRoof(
  out: string[],
  bay: Bay,
  frame: Frame,
  wallTopY: number,
  riseFt: number,
  palette: Palette,
  pitch: number,
): number {
  const x0 = frame.left + (bay.x - OVERHANG_FT) * frame.scale;
  const x1 = frame.left + (bay.x + bay.width + OVERHANG_FT) * frame.scale;
  const rise = riseFt * frame.scale;
  const fill = `fill="${palette.roof}" stroke="${palette.trim}" stroke-width="1.5" stroke-linejoin="round"`;
  switch (bay.roof) {
    case 'flat':
      out.push(rect(x0, wallTopY - 1.5 * frame.scale, x1 - x0, 1.5 * frame.scale, fill));
      return wallTopY - 1.5 * frame.scale;
    case 'shed':
      out.push(
        polygon(
          [
            [x0, wallTopY],
            [x1, wallTopY],
            [x1, wallTopY - rise * 0.6],
            [x0, wallTopY - rise * 0.25],
          ],
          fill,
        ),
      );
      return wallTopY - rise * 0.6;
    case 'front-gable': {
      const apexRise = Math.min(rise * 1.4, ((pitch / 12) * (bay.width / 2) + OVERHANG_FT) * frame.scale);
      out.push(
        polygon(
          [
            [x0, wallTopY],
            [x1, wallTopY],
            [(x0 + x1) / 2, wallTopY - apexRise],
          ],
          fill,
        ),
      );
      return wallTopY - apexRise;
    }
    case 'hip': {
      const inset = Math.min((x1 - x0) / 2.2, (rise * 12) / Math.max(pitch, 1));
      out.push(
        polygon(
          [
            [x0, wallTopY],
            [x1, wallTopY],
            [x1 - inset, wallTopY - rise],
            [x0 + inset, wallTopY - rise],
          ],
          fill,
        ),
      );
      return wallTopY - rise;
    }
    case 'side-gable':
    case 'a-frame':
      out.push(
        polygon(
          [
            [x0, wallTopY],
            [x1, wallTopY],
            [x1 - 2, wallTopY - rise],
            [x0 + 2, wallTopY - rise],
          ],
          fill,
        ),
      );
      out.push(line(x0 + 2, wallTopY - rise, x1 - 2, wallTopY - rise, `stroke="${palette.trim}" stroke-width="2"`));
      return wallTopY - rise;
  }
}

function drawAFrame(out: string[], plan: PlanDrawingFacts, frame: Frame, palette: Palette, form: WindowForm): void {
  const x0 = frame.left - OVERHANG_FT * frame.scale;
  const x1 = frame.left + (plan.footprint_width + OVERHANG_FT) * frame.scale;
  const apex = frame.base - plan.footprint_height * frame.scale;
  out.push(
    polygon(
      [
        [x0, frame.base],
        [x1, frame.base],
        [(x0 + x1) / 2, apex],
      ],
      `fill="${palette.roof}" stroke="${palette.trim}" stroke-width="2"`,
    ),
  );
  const inner = 0.22 * (x1 - x0);
  out.push(
    polygon(
      [
        [x0 + inner, frame.base],
        [x1 - inner, frame.base],
        [(x0 + x1) / 2, apex + (frame.base - apex) * 0.28],
      ],
      `fill="${palette.wall}"`,
    ),
  );
  const glassWidth = (x1 - x0) * 0.2;
  drawWindow(
    out,
    form === 'wide' ? 'wide' : 'gridded',
    (x0 + x1) / 2 - glassWidth / 2,
    frame.base - (frame.base - apex) * 0.58,
    glassWidth,
    (frame.base - apex) * 0.22,
    palette,
  );
  const doorWidth = 3.5 * frame.scale;
  out.push(
    rect(
      (x0 + x1) / 2 - doorWidth / 2,
      frame.base - 7 * frame.scale,
      doorWidth,
      7 * frame.scale,
      `fill="${palette.door}" stroke="${palette.trim}" stroke-width="2"`,
    ),
  );
}

function drawLivingBay(
  out: string[],
  bay: Bay,
  frame: Frame,
  floorY: number,
  palette: Palette,
  form: WindowForm,
  random: SeededRandom,
  porch: { front: boolean; wrap: boolean },
): void {
  const scale = frame.scale;
  const doorWidthFt = 3.5;
  const doorSlots = Array.from(
    { length: bay.doors },
    (_, index) =>
      bay.x + (bay.width * (index + 0.5)) / bay.doors - doorWidthFt / 2 + (bay.doors === 1 ? random.int(-3, 3) : 0),
  );
  for (let story = 0; story < bay.stories; story += 1) {
    const sillFt = story * STORY_FT + 3;
    const windowHeightFt = form === 'wide' ? 4.5 : 5;
    const windowWidthFt = form === 'wide' ? 6 : 3;
    const spacing = form === 'wide' ? 11 : random.int(7, 9);
    const count = Math.max(1, Math.floor((bay.width - 2) / spacing));
    for (let index = 0; index < count; index += 1) {
      const centerFt = bay.x + (bay.width * (index + 0.5)) / count;
      const left = centerFt - windowWidthFt / 2;
      if (story === 0 && doorSlots.some((door) => left < door + doorWidthFt + 1 && left + windowWidthFt > door - 1))
        continue;
      drawWindow(
        out,
        form,
        frame.left + left * scale,
        floorY - (sillFt + windowHeightFt) * scale,
        windowWidthFt * scale,
        windowHeightFt * scale,
        palette,
      );
    }
  }
  for (const door of doorSlots) {
    const x = frame.left + door * scale;
    out.push(
      rect(
        x,
        floorY - 7 * scale,
        doorWidthFt * scale,
        7 * scale,
        `fill="${palette.door}" stroke="${palette.trim}" stroke-width="2"`,
      ),
    );
    out.push(
      `<circle cx="${px(x + doorWidthFt * scale * 0.8)}" cy="${px(floorY - 3.5 * scale)}" r="${px(Math.max(1.2, scale * 0.18))}" fill="#d4af37"/>`,
    );
  }
  if (porch.front || porch.wrap) {
    const porchLeft = porch.wrap ? bay.x : Math.max(bay.x, (doorSlots[0] ?? bay.x) - 6);
    const porchRight = porch.wrap
      ? bay.x + bay.width
      : Math.min(bay.x + bay.width, (doorSlots[doorSlots.length - 1] ?? bay.x) + doorWidthFt + 6);
    const roofY = floorY - 9 * scale;
    out.push(
      rect(
        frame.left + (porchLeft - 1) * scale,
        roofY - 1.4 * scale,
        (porchRight - porchLeft + 2) * scale,
        1.4 * scale,
        `fill="${palette.roof}" stroke="${palette.trim}" stroke-width="1"`,
      ),
    );
    const posts = Math.max(2, Math.round((porchRight - porchLeft) / 8) + 1);
    for (let index = 0; index < posts; index += 1) {
      const x = frame.left + (porchLeft + ((porchRight - porchLeft) * index) / (posts - 1)) * scale;
      out.push(rect(x - 0.4 * scale, roofY, 0.8 * scale, 9 * scale, `fill="${palette.trim}"`));
    }
  }
}

export const ELEVATION_SIZE = { width: WIDTH, height: HEIGHT } as const;

/**
 * The plan as built (perspective, light and shadow, planting: planRendering.ts) in an ELEVATION_SIZE coordinate
 * space: the picture the store shows, the share picture and the style tiles place in their frames.
 */
export function elevationScene(plan: PlanDrawingFacts): string[] {
  return renderingScene(plan, 'rendering');
}

/** The plan's picture as a standalone SVG: the rendering, or the late-afternoon 'photo' of client albums. */
export function drawPlanPicture(plan: PlanDrawingFacts, variant: RenderingVariant = 'rendering'): string {
  const { width, height } = RENDERING_SIZES[variant];
  return svgDocument({
    width,
    height,
    title: `${plan.name}: ${variant === 'photo' ? 'the house as built' : 'front view'}, ${plan.footprint_width} ft wide, ${plan.story === 1 ? 'one storey' : `${plan.story} storeys`}`,
    body: renderingScene(plan, variant),
  });
}

/** The orthographic front elevation (sky, ground, building, planting) a plan set's elevation sheet shows. */
function frontElevationScene(plan: PlanDrawingFacts): string[] {
  const random = new SeededRandom(seedFor(ELEVATION_SEED, plan.id));
  const family = styleTraitsOf(plan.style_id).family;
  const palette: Palette = { ...random.pick(PALETTES[family]), cladding: random.pick(CLADDING[family]) };
  const form = random.pick(WINDOW_FORMS[family]);
  const pitch = pitchOf(plan);
  const kind = buildingKindOf(plan);
  const roof = roofFormFor(random, family, pitch, plan.footprint_width);
  const bays = bayLayout(plan, kind, roof);
  const raisedFt =
    RAISED_FOUNDATIONS.has(plan.standard_foundation) && kind === 'house'
      ? 7
      : plan.garage_type === DRIVE_UNDER && kind === 'house'
        ? 9
        : 1;
  const heightFt = Math.max(plan.footprint_height + raisedFt, plan.story * STORY_FT + raisedFt + 4);
  const scale = Math.min((WIDTH - 120) / (plan.footprint_width + 2 * OVERHANG_FT), (GROUND_Y - 50) / heightFt);
  const frame: Frame = { scale, left: (WIDTH - plan.footprint_width * scale) / 2, base: GROUND_Y };
  const out: string[] = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dbeaf5"/><stop offset="1" stop-color="#f7fbfd"/></linearGradient>${claddingPattern(palette.cladding, palette.trim)}</defs>`,
    rect(0, 0, WIDTH, HEIGHT, 'fill="url(#sky)"'),
    rect(0, GROUND_Y, WIDTH, HEIGHT - GROUND_Y, 'fill="#9ccc65"'),
  ];

  if (roof === 'a-frame' && kind !== 'carport') {
    drawAFrame(out, plan, frame, palette, form);
  } else {
    const floorY = GROUND_Y - raisedFt * scale;
    // Foundation: a plinth, stilts for raised coastal foundations, or a drive-under garage level.
    if (raisedFt === 7) {
      for (let x = 0; x <= plan.footprint_width; x += Math.max(6, plan.footprint_width / 6)) {
        out.push(rect(frame.left + (x - 0.5) * scale, floorY, scale, raisedFt * scale, 'fill="#8d8d8d"'));
      }
    } else {
      out.push(
        rect(frame.left, floorY, plan.footprint_width * scale, raisedFt * scale, 'fill="#9e9e9e" stroke="#757575"'),
      );
    }
    if (raisedFt === 9) {
      drawGarageDoors(
        out,
        {
          kind: 'garage',
          x: plan.footprint_width * 0.15,
          width: plan.footprint_width * 0.7,
          stories: 1,
          roof: 'flat',
          doors: plan.cars,
        },
        frame,
        plan,
        palette,
        GROUND_Y,
      );
    }
    for (const bay of bays) {
      const wallFt = bay.kind === 'carport' ? 9 : bay.stories * STORY_FT;
      const wallTopY = floorY - wallFt * scale;
      const x = frame.left + bay.x * scale;
      if (bay.kind === 'carport') {
        for (const postFt of [bay.x + 0.5, bay.x + bay.width - 0.5]) {
          out.push(
            rect(frame.left + (postFt - 0.4) * scale, wallTopY, 0.8 * scale, wallFt * scale, `fill="${palette.trim}"`),
          );
        }
      } else {
        out.push(
          rect(
            x,
            wallTopY,
            bay.width * scale,
            wallFt * scale,
            `fill="${palette.wall}" stroke="${palette.trim}" stroke-width="2"`,
          ),
        );
        out.push(rect(x, wallTopY, bay.width * scale, wallFt * scale, 'fill="url(#cl)"'));
      }
      const riseFt = Math.max(
        2.5,
        Math.min(plan.footprint_height - wallFt - 1, ((pitch / 12) * Math.min(plan.footprint_depth, 32)) / 2),
      );
      drawRoof(out, bay, frame, wallTopY, bay.kind === 'living' ? riseFt : riseFt * 0.7, palette, pitch);
      if (bay.kind === 'garage') {
        drawGarageDoors(out, bay, frame, plan, palette, floorY);
        for (let story = 1; story < bay.stories; story += 1) {
          const count = Math.max(1, Math.floor(bay.width / 9));
          for (let index = 0; index < count; index += 1) {
            const center = bay.x + (bay.width * (index + 0.5)) / count;
            drawWindow(
              out,
              form === 'wide' ? 'wide' : form,
              frame.left + (center - 1.5) * scale,
              floorY - (story * STORY_FT + 7.5) * scale,
              3 * scale,
              4.5 * scale,
              palette,
            );
          }
        }
      } else if (bay.kind === 'garage-side') {
        const count = Math.max(1, Math.floor(bay.width / 10));
        for (let index = 0; index < count; index += 1) {
          const center = bay.x + (bay.width * (index + 0.5)) / count;
          drawWindow(
            out,
            form,
            frame.left + (center - 1.5) * scale,
            floorY - 7.5 * scale,
            3 * scale,
            4 * scale,
            palette,
          );
        }
      } else if (bay.kind === 'living') {
        drawLivingBay(out, bay, frame, floorY, palette, form, random, {
          front: plan.porch_front !== null,
          wrap: plan.outdoor_features.includes(WRAP_AROUND_PORCH),
        });
      }
    }
  }

  // Shrubs along the front, then the caption.
  const shrubs = random.int(2, 6);
  for (let index = 0; index < shrubs; index += 1) {
    const x = frame.left + random.next() * plan.footprint_width * scale;
    const radius = random.int(6, 12);
    out.push(
      `<circle cx="${px(x)}" cy="${px(GROUND_Y - radius * 0.4)}" r="${radius}" fill="#558b2f" fill-opacity=".9"/>`,
    );
  }
  out.push(line(0, GROUND_Y, WIDTH, GROUND_Y, 'stroke="#689f38" stroke-width="2"'));
  return out;
}

/** The orthographic front elevation of a plan (the plan set's sheet), drawn from its width, height, storeys, roof pitch, garage and style. */
export function drawElevation(plan: PlanDrawingFacts): string {
  const out = frontElevationScene(plan);
  out.push(
    text(20, HEIGHT - 18, 'Front elevation', 'font-family="Helvetica,Arial,sans-serif" font-size="16" fill="#33691e"'),
  );
  out.push(
    text(
      WIDTH - 20,
      HEIGHT - 18,
      `Plan #${plan.plan_number}`,
      'font-family="Helvetica,Arial,sans-serif" font-size="16" fill="#33691e" text-anchor="end"',
    ),
  );
  return svgDocument({
    width: WIDTH,
    height: HEIGHT,
    title: `${plan.name}: front elevation, ${plan.footprint_width} ft wide, ${plan.story === 1 ? 'one storey' : `${plan.story} storeys`}`,
    body: out,
  });
}
