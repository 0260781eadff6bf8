import { px } from './svgDocument';

/** A point in the scene, in feet: x along the street front, y up from the ground, z away from the street. */
export type V3 = readonly [number, number, number];
export type V2 = readonly [number, number];

export const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale3 = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k];
export const dot = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: V3, b: V3): V3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export const normalize = (a: V3): V3 => scale3(a, 1 / (Math.hypot(a[0], a[1], a[2]) || 1));
export const lerp3 = (a: V3, b: V3, t: number): V3 => add(a, scale3(sub(b, a), t));

/**
 * A camera standing on the street, looking level at the house: a two-point perspective, so verticals stay vertical
 * and the front and side walls run to their own vanishing points on the horizon, as in an architect's rendering.
 */
export class Camera {
  private readonly forward: V3;
  private readonly right: V3;
  private focal = 1;
  private offsetX = 0;
  private offsetY = 0;

  constructor(
    readonly position: V3,
    target: V3,
  ) {
    this.forward = normalize([target[0] - position[0], 0, target[2] - position[2]]);
    this.right = [this.forward[2], 0, -this.forward[0]];
  }

  /**
   * Scales and moves the picture so that `points` fill `box` (x, y, width, height): bottom-aligned when they fill
   * its height, a little below its middle when they are wide and low (lawn in front rather than sky above).
   */
  frame(points: readonly V3[], box: { x: number; y: number; width: number; height: number }): void {
    const projected = points.map((point) => this.raw(point));
    const xs = projected.map(([x]) => x);
    const ys = projected.map(([, y]) => y);
    const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    this.focal = Math.min(box.width / (maxX - minX || 1), box.height / (maxY - minY || 1));
    this.offsetX = box.x + box.width / 2 - ((minX + maxX) / 2) * this.focal;
    const height = (maxY - minY) * this.focal;
    const bottom = Math.min(box.y + box.height, box.y + box.height * 0.62 + height / 2);
    this.offsetY = bottom - maxY * this.focal;
  }

  /** The picture's y of the horizon, where level lines at eye height meet. */
  get horizonY(): number {
    return this.offsetY;
  }

  /** Distance along the view: what is farther is drawn first. */
  depth(point: V3): number {
    return dot(sub(point, this.position), this.forward);
  }

  /** Picture units per foot at a point (for billboards: trees, shrubs). */
  scaleAt(point: V3): number {
    return this.focal / Math.max(1, this.depth(point));
  }

  /** Whether a face with this outward normal, through this point, faces the camera. */
  sees(point: V3, normal: V3): boolean {
    return dot(normal, sub(this.position, point)) > 0;
  }

  project(point: V3): V2 {
    const [x, y] = this.raw(point);
    return [this.offsetX + x * this.focal, this.offsetY + y * this.focal];
  }

  private raw(point: V3): V2 {
    const relative = sub(point, this.position);
    const depth = Math.max(0.5, dot(relative, this.forward));
    return [dot(relative, this.right) / depth, -relative[1] / depth];
  }
}

/** SVG path data of a closed polygon of picture points. */
export function pathData(points: readonly V2[]): string {
  return `M${points.map(([x, y]) => `${px(x)} ${px(y)}`).join('L')}Z`;
}

/** A flat surface of the house: a wall, a roof plane, a porch floor, with local coordinates (u across, v up it). */
export class Surface {
  readonly normal: V3;

  constructor(
    readonly origin: V3,
    readonly u: V3,
    readonly v: V3,
    normal?: V3,
  ) {
    this.normal = normal ?? normalize(cross(v, u));
  }

  at(u: number, v: number): V3 {
    return add(this.origin, add(scale3(this.u, u), scale3(this.v, v)));
  }
}

/** The part of the line v = `level` (or u = `level` when `vertical`) inside a convex polygon, as two u/v points. */
export function chord(polygon: readonly V2[], level: number, vertical: boolean): [V2, V2] | null {
  const hits: number[] = [];
  const axis = vertical ? 0 : 1;
  const other = vertical ? 1 : 0;
  for (let index = 0; index < polygon.length; index += 1) {
    const a = polygon[index];
    const b = polygon[(index + 1) % polygon.length];
    if (!a || !b) continue;
    if ((a[axis] - level) * (b[axis] - level) > 0 || a[axis] === b[axis]) continue;
    const t = (level - a[axis]) / (b[axis] - a[axis]);
    hits.push(a[other] + t * (b[other] - a[other]));
  }
  if (hits.length < 2) return null;
  const low = Math.min(...hits);
  const high = Math.max(...hits);
  if (high - low < 1e-6) return null;
  return vertical
    ? [
        [level, low],
        [level, high],
      ]
    : [
        [low, level],
        [high, level],
      ];
}
