import type { PlanGeometry, RoofGeometry } from 'contracts/src/catalog/planGeometry';

/**
 * The roof of the plan's geometry as triangles, apart from three.js so that each style's roof can be tested without
 * WebGL. Worked out with the ridge along x (the scene's x, the house centred on the origin), z across it (+z the
 * front) and y up; a roof whose ridge runs along y is turned a quarter round by the scene (`turned`).
 */
export type Point3 = readonly [number, number, number];
export type Triangle = readonly [Point3, Point3, Point3];

export interface RoofShape {
  /** The roof's own surfaces: slopes, or a deck. */
  surfaces: Triangle[];
  /** What is built of wall under or around the roof: gable ends, a parapet. Painted as the outside walls. */
  walls: Triangle[];
  turned: boolean;
}

/** Where a gambrel's steep lower slope gives way to the upper one: across, from the wall, and up, of the rise. */
const GAMBREL_KNEE = { across: 0.22, up: 0.65 };
/** How far a mansard's steep sides reach in from the walls, of the span. */
const MANSARD_INSET = 0.2;
/** A saltbox's ridge stands forward of the middle, by this much of the span: a short front slope, a long rear one. */
const SALTBOX_RIDGE_FORWARD = 0.15;
/** A flat roof's deck over the walls, and a parapet's deck below its rim. */
const DECK_THICKNESS = 1;

const same = (a: Point3, b: Point3) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2];

/** A quad as two triangles, corners in order round it; one that is a triangle (a hip's end) gives one. */
function quad(a: Point3, b: Point3, c: Point3, d: Point3): Triangle[] {
  const triangles: Triangle[] = [
    [a, b, c],
    [a, c, d],
  ];
  return triangles.filter(([p, q, r]) => !same(p, q) && !same(q, r) && !same(p, r));
}

/** A convex polygon as a fan of triangles. */
function fan(points: readonly Point3[]): Triangle[] {
  const [first, ...rest] = points;
  if (!first) return [];
  const triangles: Triangle[] = [];
  for (let index = 0; index + 1 < rest.length; index++) {
    const b = rest[index];
    const c = rest[index + 1];
    if (b && c) triangles.push([first, b, c]);
  }
  return triangles;
}

/**
 * A roof of one cross-section along its whole length (gable, front gable, A-frame, saltbox, gambrel, shed): the
 * section from the front wall's top to the rear wall's, `[z, y]`, carried on past the walls by the overhang at the
 * outer slopes' pitch, with the end walls filled up to it.
 */
function sectionedRoof(section: ReadonlyArray<readonly [number, number]>, along: number, roof: RoofGeometry) {
  const first = section[0];
  const second = section[1];
  const last = section.at(-1);
  const beforeLast = section.at(-2);
  if (!first || !second || !last || !beforeLast) throw new Error('A roof section has two points at least.');
  const extend = ([z0, y0]: readonly [number, number], [z1, y1]: readonly [number, number]): [number, number] => {
    // Past (z0, y0), away from (z1, y1), by the overhang measured level.
    const run = Math.abs(z1 - z0);
    const slope = run > 0 ? (y1 - y0) / run : 0;
    return [z0 + Math.sign(z0 - z1) * roof.overhang, y0 - slope * roof.overhang];
  };
  const outline = [extend(first, second), ...section, extend(last, beforeLast)];
  const half = along / 2 + (roof.form === 'a-frame' ? 1 : roof.overhang);
  const surfaces: Triangle[] = [];
  for (let index = 0; index + 1 < outline.length; index++) {
    const from = outline[index];
    const to = outline[index + 1];
    if (!from || !to) continue;
    surfaces.push(
      ...quad([-half, from[1], from[0]], [half, from[1], from[0]], [half, to[1], to[0]], [-half, to[1], to[0]]),
    );
  }
  // The end walls: from the walls' top up to the section, over the walls' width.
  const walls: Triangle[] = [];
  for (const x of [-along / 2, along / 2]) {
    const points: Point3[] = section.map(([z, y]) => [x, y, z]);
    const top = roof.eaveHeight;
    if (last[1] > top + 0.01) points.push([x, top, last[0]]);
    if (first[1] > top + 0.01) points.push([x, top, first[0]]);
    walls.push(...fan(points));
  }
  return { surfaces, walls };
}

/**
 * A roof sloping on all four sides (hip, mansard): from the eaves, overhanging every wall, up to a ridge (a hip's) or
 * a curb round a flat top (a mansard's).
 */
function hippedRoof(along: number, across: number, roof: RoofGeometry, inset: number) {
  const rise = roof.ridgeHeight - roof.eaveHeight;
  const halfLong = along / 2 + roof.overhang;
  const halfShort = across / 2 + roof.overhang;
  const eave = roof.eaveHeight - (roof.overhang * rise) / Math.max(inset, 0.01);
  const innerLong = Math.max(0, along / 2 - inset);
  const innerShort = Math.max(0, across / 2 - inset);
  const top = roof.ridgeHeight;
  const outer: Point3[] = [
    [-halfLong, eave, halfShort],
    [halfLong, eave, halfShort],
    [halfLong, eave, -halfShort],
    [-halfLong, eave, -halfShort],
  ];
  const inner: Point3[] = [
    [-innerLong, top, innerShort],
    [innerLong, top, innerShort],
    [innerLong, top, -innerShort],
    [-innerLong, top, -innerShort],
  ];
  const surfaces: Triangle[] = [];
  for (let side = 0; side < 4; side++) {
    const next = (side + 1) % 4;
    const [a, b, c, d] = [outer[side], outer[next], inner[next], inner[side]];
    if (a && b && c && d) surfaces.push(...quad(a, b, c, d));
  }
  const [i0, i1, i2, i3] = inner;
  if (innerShort > 0 && i0 && i1 && i2 && i3) surfaces.push(...quad(i0, i1, i2, i3));
  return { surfaces, walls: [] };
}

/** A level roof: a deck over the walls (flat), or inside a parapet rising round them. */
function levelRoof(along: number, across: number, roof: RoofGeometry) {
  const parapet = roof.form === 'parapet';
  const reach = parapet ? 0 : roof.overhang;
  const halfLong = along / 2 + reach;
  const halfShort = across / 2 + reach;
  const deck = parapet ? roof.eaveHeight + DECK_THICKNESS / 2 : roof.ridgeHeight;
  const surfaces = quad(
    [-halfLong, deck, halfShort],
    [halfLong, deck, halfShort],
    [halfLong, deck, -halfShort],
    [-halfLong, deck, -halfShort],
  );
  const walls: Triangle[] = [];
  if (parapet) {
    const low = roof.eaveHeight;
    const high = roof.ridgeHeight;
    const corners: Array<readonly [number, number]> = [
      [-halfLong, halfShort],
      [halfLong, halfShort],
      [halfLong, -halfShort],
      [-halfLong, -halfShort],
    ];
    corners.forEach(([x0, z0], index) => {
      const [x1, z1] = corners[(index + 1) % 4] ?? corners[0] ?? [x0, z0];
      walls.push(...quad([x0, low, z0], [x1, low, z1], [x1, high, z1], [x0, high, z0]));
    });
  }
  return { surfaces, walls };
}

/** The roof of `geometry` as triangles: each form as its style builds it, at the geometry's pitch and heights. */
export function roofShape(geometry: Pick<PlanGeometry, 'width' | 'depth' | 'roof'>): RoofShape {
  const { roof } = geometry;
  const turned = roof.ridgeAxis === 'y';
  const along = turned ? geometry.depth : geometry.width;
  const across = turned ? geometry.width : geometry.depth;
  const front = across / 2;
  const { eaveHeight: eave, ridgeHeight: ridge } = roof;
  const rise = ridge - eave;
  switch (roof.form) {
    case 'flat':
    case 'parapet':
      return { ...levelRoof(along, across, roof), turned };
    case 'hip':
      return { ...hippedRoof(along, across, roof, across / 2), turned };
    case 'mansard':
      return { ...hippedRoof(along, across, roof, across * MANSARD_INSET), turned };
    case 'shed':
      // Low at the front, high at the rear.
      return {
        ...sectionedRoof(
          [
            [front, eave],
            [-front, ridge],
          ],
          along,
          roof,
        ),
        turned,
      };
    case 'saltbox':
      return {
        ...sectionedRoof(
          [
            [front, eave],
            [across * SALTBOX_RIDGE_FORWARD, ridge],
            [-front, eave],
          ],
          along,
          roof,
        ),
        turned,
      };
    case 'gambrel': {
      const knee = front - across * GAMBREL_KNEE.across;
      const kneeHeight = eave + rise * GAMBREL_KNEE.up;
      return {
        ...sectionedRoof(
          [
            [front, eave],
            [knee, kneeHeight],
            [0, ridge],
            [-knee, kneeHeight],
            [-front, eave],
          ],
          along,
          roof,
        ),
        turned,
      };
    }
    case 'gable':
    case 'front-gable':
    case 'a-frame':
      return {
        ...sectionedRoof(
          [
            [front, eave],
            [0, ridge],
            [-front, eave],
          ],
          along,
          roof,
        ),
        turned,
      };
  }
}
