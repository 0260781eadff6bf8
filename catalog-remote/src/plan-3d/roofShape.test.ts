import type { RoofGeometry } from 'contracts/src/catalog/planGeometry';
import { ROOF_FORMS, type RoofForm } from 'contracts/src/catalog/roofForms';
import { roofShape, type Triangle } from './roofShape';

/** A 40 x 30 ft house, its walls' top at 20.5 ft, as the API's geometry gives its roof per style. */
const WIDTH = 40;
const DEPTH = 30;
const roofOf = (form: RoofForm, overrides: Partial<RoofGeometry> = {}): RoofGeometry => ({
  form,
  pitch: 6,
  ridgeAxis: form === 'front-gable' ? 'y' : 'x',
  eaveHeight: 20.5,
  // At 6:12 over half the span across the ridge (a front gable's is the width; a shed's run is the whole depth).
  ridgeHeight: form === 'flat' ? 21.5 : form === 'parapet' ? 23 : form === 'front-gable' ? 30.5 : 28,
  overhang: 1.5,
  ...overrides,
});
const shapeOf = (form: RoofForm, overrides?: Partial<RoofGeometry>) =>
  roofShape({ width: WIDTH, depth: DEPTH, roof: roofOf(form, overrides) });

const points = (triangles: readonly Triangle[]) => triangles.flat();
const heights = (triangles: readonly Triangle[]) => points(triangles).map(([, y]) => y);
const top = (triangles: readonly Triangle[]) => Math.max(...heights(triangles));
const bottom = (triangles: readonly Triangle[]) => Math.min(...heights(triangles));
/** The heights the roof reaches at the ridge line (z = 0), along its length. */
const ridgeLine = (triangles: readonly Triangle[]) =>
  points(triangles)
    .filter(([, , z]) => Math.abs(z) < 0.01)
    .map(([x, y]) => [Math.round(x * 10) / 10, Math.round(y * 10) / 10]);
/** The slope (rise per 12 of run) of the triangle's plane, steepest way. */
function pitchOf([a, b, c]: Triangle): number {
  const u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const v = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
  const n = [u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!];
  return (Math.hypot(n[0]!, n[2]!) / Math.abs(n[1]!)) * 12;
}
const pitches = (triangles: readonly Triangle[]) =>
  [...new Set(triangles.map((triangle) => Math.round(pitchOf(triangle) * 10) / 10))].sort((a, b) => a - b);

describe('the 3D roof of each form', () => {
  it('builds every form a style can have, up to its ridge and no higher', () => {
    for (const form of ROOF_FORMS) {
      const shape = shapeOf(form);
      expect([form, shape.surfaces.length > 0]).toEqual([form, true]);
      const { ridgeHeight, eaveHeight, overhang } = roofOf(form);
      // A shed's high eave carries its slope on past the rear wall, by the overhang.
      const highest = form === 'shed' ? ridgeHeight + (overhang * (ridgeHeight - eaveHeight)) / DEPTH : ridgeHeight;
      expect([form, top([...shape.surfaces, ...shape.walls])]).toEqual([form, highest]);
    }
  });

  it('gable: two slopes at the pitch to a ridge the whole length, and two gable ends', () => {
    const shape = shapeOf('gable');
    expect(pitches(shape.surfaces)).toEqual([6]);
    // The ridge overhangs the end walls.
    expect(
      ridgeLine(shape.surfaces)
        .filter(([, y]) => y === 28)
        .map(([x]) => Math.abs(x ?? 0)),
    ).toContain(21.5);
    expect(shape.walls).toHaveLength(2);
    // The eaves overhang the walls and drop with the slope: 1.5 ft at 6:12 is 0.75 ft lower.
    expect(bottom(shape.surfaces)).toBeCloseTo(19.75);
    expect(shape.turned).toBe(false);
  });

  it('front gable: the same, its ridge turned to run from the rear to the front', () => {
    const shape = shapeOf('front-gable');
    expect(shape.turned).toBe(true);
    expect(pitches(shape.surfaces)).toEqual([6]);
    expect(shape.walls).toHaveLength(2);
  });

  it('hip: slopes on all four sides, a ridge shorter than the house, no gable ends', () => {
    const shape = shapeOf('hip');
    expect(shape.walls).toEqual([]);
    const ridge = ridgeLine(shape.surfaces).filter(([, y]) => y === 28);
    // 40 ft long, 30 across: the hips take 15 ft off each end.
    expect(Math.max(...ridge.map(([x]) => Math.abs(x ?? 0)))).toBe(5);
    expect(pitches(shape.surfaces)).toEqual([6]);
  });

  it('gambrel: a steep lower slope and a shallower upper one each side', () => {
    const shape = shapeOf('gambrel');
    const slopes = pitches(shape.surfaces);
    expect(slopes).toHaveLength(2);
    expect(slopes[1]!).toBeGreaterThan(slopes[0]! * 2);
    expect(shape.walls).toHaveLength(2 * 3);
  });

  it('mansard: steep sides all round to a flat top at the curb', () => {
    const shape = shapeOf('mansard');
    expect(shape.walls).toEqual([]);
    const slopes = pitches(shape.surfaces);
    expect(slopes[0]).toBe(0);
    expect(slopes.at(-1)!).toBeGreaterThan(12);
    expect(bottom(shape.surfaces)).toBeLessThan(20.5);
  });

  it('saltbox: a short steep front slope and a long shallow rear one', () => {
    const shape = shapeOf('saltbox');
    const slopes = pitches(shape.surfaces);
    expect(slopes).toHaveLength(2);
    const ridgeAt = points(shape.surfaces).find(([, y]) => y === 28);
    // Forward of the middle.
    expect(ridgeAt?.[2]).toBeGreaterThan(0);
  });

  it('shed: one slope, low at the front and high at the rear', () => {
    const shape = shapeOf('shed');
    expect(pitches(shape.surfaces)).toHaveLength(1);
    const front = points(shape.surfaces).filter(([, , z]) => z > 0);
    const rear = points(shape.surfaces).filter(([, , z]) => z < 0);
    expect(Math.max(...front.map(([, y]) => y))).toBeLessThan(Math.min(...rear.map(([, y]) => y)));
  });

  it('flat: a level deck overhanging the walls; parapet: a deck inside a rim rising round it', () => {
    const flat = shapeOf('flat');
    expect(pitches(flat.surfaces)).toEqual([0]);
    expect(flat.walls).toEqual([]);
    expect(Math.max(...points(flat.surfaces).map(([x]) => x))).toBe(WIDTH / 2 + 1.5);
    const parapet = shapeOf('parapet');
    expect(pitches(parapet.surfaces)).toEqual([0]);
    expect(top(parapet.surfaces)).toBeLessThan(23);
    expect(top(parapet.walls)).toBe(23);
    // Flush with the walls: no overhang.
    expect(Math.max(...points(parapet.walls).map(([x]) => x))).toBe(WIDTH / 2);
  });

  it("A-frame: its slopes carry on past the walls' top down to the ground", () => {
    const overhang = (20 * 12) / 18;
    const shape = shapeOf('a-frame', { pitch: 18, eaveHeight: 20.5, ridgeHeight: 20.5 + 22.5, overhang });
    expect(bottom(shape.surfaces)).toBeCloseTo(0.5);
    expect(pitches(shape.surfaces)).toEqual([18]);
  });
});
