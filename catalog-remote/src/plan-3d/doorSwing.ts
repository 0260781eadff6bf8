import type { FloorGeometry, FloorWall, WallOpening } from 'contracts/src/catalog/planGeometry';

/**
 * The geometry's doors from 6 ft wide are garages' overhead doors (a person's door is 3 ft at most), as the API's
 * plan geometry and its drawings tell them apart: a panel that runs up under the ceiling, not a leaf that swings.
 */
export const OVERHEAD_DOOR_MIN_WIDTH = 6;

export const isOverheadDoor = (opening: WallOpening) =>
  opening.kind === 'door' && opening.width >= OVERHEAD_DOOR_MIN_WIDTH;

/**
 * Which side of a wall, in its group's frame (z across the wall), its doors swing to, as the floor-plan drawings
 * swing them: into the house for an outside wall (the front door, the back door), else the rear for a wall along x
 * and the left for one along y. The group is turned by -atan2(dy, dx), which takes its +z to the plan's front for a
 * wall running +x, to the plan's left for one running +y; a positive side is the group's -z.
 */
export function swingSide(wall: FloorWall, floor: FloorGeometry): 1 | -1 {
  const dx = wall.x2 - wall.x1;
  const dy = wall.y2 - wall.y1;
  if (Math.abs(dx) >= Math.abs(dy)) {
    // -z is the rear for a wall running +x; a rear outside wall's doors swing the other way, to the front.
    const towardsRear = !wall.exterior || wall.y1 >= floor.depth / 2;
    return dx >= 0 === towardsRear ? 1 : -1;
  }
  // -z is the right for a wall running +y; a right-hand outside wall's doors swing in, to the left.
  const towardsLeft = !wall.exterior || wall.x1 >= floor.width / 2;
  return dy >= 0 === towardsLeft ? -1 : 1;
}
