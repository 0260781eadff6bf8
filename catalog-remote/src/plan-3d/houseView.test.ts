import type { FloorGeometry } from 'contracts/src/catalog/planGeometry';
import {
  describeView,
  initialView,
  stepThroughDoor,
  stepWithin,
  viewAfterKey,
  WALL_CLEARANCE,
  withFloor,
  withMode,
  type HouseView,
} from './houseView';
import { planGeometryFixture } from './planGeometryFixture';

const geometry = planGeometryFixture();

function press(view: HouseView, ...keys: string[]): HouseView {
  return keys.reduce((current, key) => viewAfterKey(current, geometry, key) ?? current, view);
}

describe('the 3D view by keyboard', () => {
  it('orbits: arrows turn and tilt, + and - zoom within limits', () => {
    const start = initialView(geometry);
    expect(describeView(start, geometry)).toBe('Orbit: the whole house, seen from the front-left, 25° up, 72 ft away.');
    const turned = press(start, 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight');
    expect(turned.orbit.azimuth).toBe(30);
    expect(describeView(turned, geometry)).toContain('seen from the front-right');
    expect(press(start, ...Array<string>(20).fill('ArrowUp')).orbit.elevation).toBe(85);
    expect(press(start, '+').orbit.distance).toBeLessThan(start.orbit.distance);
    expect(press(start, ...Array<string>(40).fill('-')).orbit.distance).toBe(160);
    expect(viewAfterKey(start, geometry, 'x')).toBeNull();
  });

  it('walks at the front door into the house, turning and stepping, never through the outside walls', () => {
    const walking = withMode(initialView(geometry), geometry, 'walk');
    expect(describeView(walking, geometry)).toBe('Walk: first floor, in the Foyer, facing the rear.');
    const inside = press(walking, 'ArrowUp', 'w', 'w', 'w', 'w', 'w');
    expect(describeView(inside, geometry)).toBe('Walk: first floor, in the Great Room, facing the rear.');
    expect(describeView(press(inside, 'd', 'd', 'd', 'd', 'd', 'd'), geometry)).toContain('facing the right');
    expect(describeView(press(inside, 'ArrowLeft', 'a', 'a', 'a', 'a', 'a'), geometry)).toContain('facing the left');
    const far = press(inside, ...Array<string>(40).fill('w'));
    expect(far.walk.y).toBe(1);
    expect(press(walking, ...Array<string>(10).fill('s')).walk.y).toBe(35);
  });

  it('goes floor by floor: a floor chosen is seen roof off, and walked from the top of its stairs', () => {
    const second = withFloor(initialView(geometry), geometry, 2);
    expect(describeView(second, geometry)).toContain('Orbit: the second floor, roof off');
    const walking = withMode(second, geometry, 'walk');
    expect(describeView(walking, geometry)).toBe('Walk: second floor, on the stairs (down), facing the rear.');
    expect(walking.walk).toMatchObject({ x: 35, y: 9 });
  });

  it('climbs the stairs with Page Up and comes down with Page Down, from the stairs only', () => {
    const walking = withMode(initialView(geometry), geometry, 'walk');
    // Not on the stairs: the keys do nothing.
    expect(viewAfterKey(walking, geometry, 'PageUp')).toBeNull();
    // From the foyer into the great room, right to the stairs' door (y 9) and through it.
    const atStairs = press({ ...walking, walk: { x: 26, y: 9, heading: 90 } }, 'w', 'w', 'w', 'w', 'w');
    expect(describeView(atStairs, geometry)).toBe('Walk: first floor, on the stairs (up), facing the right.');
    expect(viewAfterKey(atStairs, geometry, 'PageDown')).toBeNull();
    const upstairs = press(atStairs, 'PageUp');
    expect(upstairs.floor).toBe(2);
    expect(describeView(upstairs, geometry)).toBe('Walk: second floor, on the stairs (down), facing the right.');
    // The stairs stand over each other: the walker arrives where it stood, inside the stairs above.
    expect(upstairs.walk).toEqual(atStairs.walk);
    expect(upstairs.walk.x).toBeGreaterThan(30);
    expect(upstairs.walk.y).toBeLessThan(18);
    expect(viewAfterKey(upstairs, geometry, 'PageUp')).toBeNull();
    const down = press(upstairs, 'PageDown');
    expect(down.floor).toBe(1);
    expect(describeView(down, geometry)).toContain('first floor, on the stairs');
    expect(down.walk).toEqual(atStairs.walk);
  });

  it('brings a walker to the nearest point of stairs that do not stand over the ones it left', () => {
    const [first, second] = geometry.floors;
    if (!first || !second) throw new Error('The fixture has two floors.');
    // Upstairs, the stairs end short of the rear wall (y 4 to 18), under which the walker stands at y 2.
    const shifted = {
      ...geometry,
      floors: [
        first,
        {
          ...second,
          rooms: second.rooms.map((room) => (room.name === 'Stairs' ? { ...room, y: 4, depth: 14 } : room)),
        },
      ],
    };
    const walking = withMode(initialView(shifted), shifted, 'walk');
    const up = viewAfterKey({ ...walking, walk: { x: 35, y: 2, heading: 0 } }, shifted, 'PageUp');
    expect(up?.walk).toEqual({ x: 35, y: 4 + WALL_CLEARANCE, heading: 0 });
  });
});

describe('walking into walls', () => {
  const ground = (): FloorGeometry => {
    const [first] = geometry.floors;
    if (!first) throw new Error('The fixture has a first floor.');
    return first;
  };
  /** This tab's walker, standing at (x, y) of the first floor, facing `heading`. */
  const standingAt = (x: number, y: number, heading: number): HouseView => {
    const walking = withMode(initialView(geometry), geometry, 'walk');
    return { ...walking, walk: { x, y, heading } };
  };

  it('stops at an outside wall without a door, though the porch is just beyond it', () => {
    // In the kitchen, facing the front wall (the porch runs from x 8 to 32 in front of it).
    const stopped = press(standingAt(30, 27, 180), 'w', 'w', 'w', 'w');
    expect(stopped.walk.y).toBeLessThanOrEqual(30 - WALL_CLEARANCE);
    expect(stopped.walk.y).toBeGreaterThan(27);
    expect(describeView(stopped, geometry)).toContain('in the Kitchen');
    // And from the porch, the wall keeps the walker out.
    const outside = press(standingAt(30, 33, 0), 'w', 'w', 'w');
    expect(outside.walk.y).toBeGreaterThanOrEqual(30 + WALL_CLEARANCE);
    expect(describeView(outside, geometry)).toContain('on the Front Porch');
  });

  it('goes through the front door, both ways', () => {
    const inside = press(standingAt(10, 34, 0), 'w', 'w', 'w');
    expect(inside.walk.y).toBe(28);
    expect(describeView(inside, geometry)).toContain('in the Foyer');
    expect(press(inside, 's', 's', 's').walk.y).toBe(34);
  });

  it('leads a keyboard walker heading at a door, not quite at it, through it in a few steps', () => {
    // The door from the foyer into the great room: x 8.7 to 11.3 in the wall y 18, passable from x 9.4 to 10.6.
    const cases: Array<[number, number, number]> = [
      // Straight at the wall, a foot and a half beside the door's centre: on its jamb.
      [11.5, 24, 0],
      [8.5, 24, 0],
      // At an angle, 30° and 45° off square, meeting the wall within the door's width or just past its jamb.
      [14, 24, -30],
      [6, 23, 45],
      // Backing through it, facing the front.
      [11.5, 24, 180],
    ];
    for (const [x, y, heading] of cases) {
      const key = heading === 180 ? 's' : 'w';
      const through = press(standingAt(x, y, heading), key, key, key, key);
      expect(`from (${x}, ${y}) at ${heading}°: ${describeView(through, geometry)}`).toContain('in the Great Room');
      expect(through.walk.y).toBeLessThan(18);
    }
    // And back into the foyer, facing the front, a foot beside the centre line.
    const back = press(standingAt(11, 13, 180), 'w', 'w', 'w', 'w');
    expect(describeView(back, geometry)).toContain('in the Foyer');
  });

  it('leads no one through a door met nearly side on, or far from it', () => {
    // Along the wall at 75° off square, the walker slides along it and stays in the foyer.
    const sideOn = press(standingAt(15, 19.2, -75), 'w', 'w', 'w', 'w');
    expect(describeView(sideOn, geometry)).toContain('in the Foyer');
    // Straight at the wall 4 ft beside the door: stopped at the wall.
    const wide = press(standingAt(14, 24, 0), 'w', 'w', 'w', 'w', 'w');
    expect(wide.walk.y).toBeGreaterThanOrEqual(18 + WALL_CLEARANCE);
    expect(stepThroughDoor(ground(), { x: 14, y: 19 }, { x: 14, y: 17 })).toBeNull();
    // Beside the door, within reach: through its centre line.
    expect(stepThroughDoor(ground(), { x: 12, y: 19 }, { x: 12, y: 17 })).toEqual({ x: 10, y: 17 });
  });

  it('slides along a wall met at an angle, and never crosses it', () => {
    const along = press(standingAt(26, 29, 135), 'w', 'w', 'w');
    expect(along.walk.x).toBeGreaterThan(28);
    expect(along.walk.y).toBeLessThan(30);
  });

  it('never passes a window, only a door', () => {
    const floor = ground();
    // The rear wall's window is at x 17.5 to 22.5, its sill 3 ft up.
    expect(stepWithin(floor, { x: 20, y: 1.5 }, { x: 20, y: -1 })).toEqual({ x: 20, y: 1.5 });
    expect(stepWithin(floor, { x: 10, y: 29 }, { x: 10, y: 31 })).toEqual({ x: 10, y: 31 });
    // Beside the door, within the clearance of its jamb: the wall.
    expect(stepWithin(floor, { x: 8.8, y: 29 }, { x: 8.8, y: 31 })).toEqual({ x: 8.8, y: 29 });
  });

  it('stops at an inside wall, and passes through its door', () => {
    // From the kitchen, straight at the wall behind it: stopped short of it, still in the kitchen.
    const stopped = press(standingAt(30, 24, 0), 'w', 'w', 'w', 'w', 'w');
    expect(stopped.walk.y).toBeGreaterThanOrEqual(18 + WALL_CLEARANCE);
    expect(describeView(stopped, geometry)).toContain('in the Kitchen');
    expect(stepWithin(ground(), { x: 30, y: 20 }, { x: 30, y: 16 })).toEqual({ x: 30, y: 20 });
    // From the foyer, through the door in that wall (x 8.7 to 11.3) into the great room, and back.
    const through = press(standingAt(10, 24, 0), 'w', 'w', 'w', 'w', 'w');
    expect(through.walk.y).toBe(14);
    expect(describeView(through, geometry)).toContain('in the Great Room');
    expect(describeView(press(through, 's', 's', 's', 's', 's'), geometry)).toContain('in the Foyer');
    // Beside the door, within the clearance of its jamb, the wall stops the walker.
    expect(stepWithin(ground(), { x: 8.9, y: 20 }, { x: 8.9, y: 16 })).toEqual({ x: 8.9, y: 20 });
    // Across the foyer to the kitchen: through its door (y 22.7 to 25.3), not beside it.
    expect(stepWithin(ground(), { x: 18, y: 24 }, { x: 22, y: 24 })).toEqual({ x: 22, y: 24 });
    expect(stepWithin(ground(), { x: 18, y: 28 }, { x: 22, y: 28 })).toEqual({ x: 18, y: 28 });
  });
});
