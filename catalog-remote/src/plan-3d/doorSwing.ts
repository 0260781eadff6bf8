import type { FloorGeometry, FloorWall, WallOpening } from 'contracts/src/catalog/planGeometry';

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

/**
 * How the 3D view stands a door open, by the kind the geometry gives it: a garage's overhead door as its panel run up
 * under the ceiling, a person's as its leaf swung square to the wall; either on the `side` swingSide gives. A window
 * is no door.
 */
export function openDoor(
  opening: WallOpening,
  wall: FloorWall,
  floor: FloorGeometry,
): { shape: 'panel' | 'leaf'; side: 1 | -1 } | null {
  if (opening.kind === 'window') return null;
  return { shape: opening.kind === 'overhead' ? 'panel' : 'leaf', side: swingSide(wall, floor) };
}
