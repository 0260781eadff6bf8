import type { FloorWall, WallOpening } from 'contracts/src/catalog/planGeometry';
import { isOverheadDoor, swingSide } from './doorSwing';
import { planGeometryFixture } from './planGeometryFixture';

const [floor] = planGeometryFixture().floors;
if (!floor) throw new Error('The fixture has a first floor.');
const wall = (x1: number, y1: number, x2: number, y2: number, exterior: boolean): FloorWall => ({
  x1,
  y1,
  x2,
  y2,
  exterior,
  openings: [],
});
const door = (width: number): WallOpening => ({ kind: 'door', along: 5, width, sill: 0, height: 7 });

describe("a 3D door's swing", () => {
  it('swings inside doors to the rear or the left, as the floor plans draw them', () => {
    // The fixture's 40 x 30 floor. A leaf's offset is -side along the wall group's z.
    expect(swingSide(wall(0, 18, 40, 18, false), floor)).toBe(1);
    expect(swingSide(wall(40, 18, 0, 18, false), floor)).toBe(-1);
    expect(swingSide(wall(20, 18, 20, 30, false), floor)).toBe(-1);
  });

  it('swings the doors of the outside walls into the house: the front door to the rear, the back door to the front', () => {
    expect(swingSide(wall(0, 30, 40, 30, true), floor)).toBe(1);
    expect(swingSide(wall(0, 0, 40, 0, true), floor)).toBe(-1);
    // A door in the left wall swings to the right, one in the right wall to the left.
    expect(swingSide(wall(0, 0, 0, 30, true), floor)).toBe(1);
    expect(swingSide(wall(40, 0, 40, 30, true), floor)).toBe(-1);
  });

  it("tells a garage's overhead door from a person's", () => {
    expect(isOverheadDoor(door(9))).toBe(true);
    expect(isOverheadDoor(door(3))).toBe(false);
    expect(isOverheadDoor({ ...door(8), kind: 'window' })).toBe(false);
  });
});
