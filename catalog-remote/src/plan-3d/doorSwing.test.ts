import type { FloorWall, WallOpening } from 'contracts/src/catalog/planGeometry';
import { openDoor, swingSide } from './doorSwing';
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

  it("stands a door open by the geometry's kind: a garage's overhead door runs up, a person's swings", () => {
    const front = wall(0, 30, 40, 30, true);
    const opening = (kind: WallOpening['kind'], width: number): WallOpening => ({
      kind,
      along: 10,
      width,
      sill: kind === 'window' ? 3 : 0,
      height: 7,
    });
    expect(openDoor(opening('overhead', 9), front, floor)).toEqual({ shape: 'panel', side: 1 });
    // The kind decides, not the width: a wide person's door still swings.
    expect(openDoor(opening('door', 8), front, floor)).toEqual({ shape: 'leaf', side: 1 });
    expect(openDoor(opening('door', 3), wall(0, 0, 40, 0, true), floor)).toEqual({ shape: 'leaf', side: -1 });
    expect(openDoor(opening('window', 5), front, floor)).toBeNull();
  });
});
