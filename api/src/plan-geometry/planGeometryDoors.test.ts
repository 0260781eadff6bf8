import type { FloorGeometry, FloorWall, WallOpening } from 'contracts/src/catalog/planGeometry';
import { buildingKindOf } from '../images/buildingKind';
import { seededPlanSource } from '../plan-documents/planDocumentFixture';
import { planGeometryOf } from './planGeometry';

/** Enough of the seeded catalogue to hold every kind of building: houses of one to three floors, units, garages. */
const PLANS = Array.from({ length: 400 }, (_, index) => seededPlanSource(index + 1).drawing);

const length = (wall: FloorWall) => Math.hypot(wall.x2 - wall.x1, wall.y2 - wall.y1);
/** People's doors and garages' overhead doors. */
const doorsOf = (wall: FloorWall) => wall.openings.filter((opening) => opening.kind !== 'window');

/** A point just inside a room, beside an inside door: where its wall's two sides are. */
function roomAt(floor: FloorGeometry, x: number, y: number): number {
  return floor.rooms.findIndex(
    (room) => x > room.x && x < room.x + room.width && y > room.y && y < room.y + room.depth,
  );
}

/** The rooms reachable through the floor's doors from the rooms it is entered by. */
function reachable(floor: FloorGeometry): Set<number> {
  const links = new Map<number, number[]>();
  const link = (a: number, b: number) => links.set(a, [...(links.get(a) ?? []), b]);
  for (const wall of floor.walls.filter((candidate) => !candidate.exterior)) {
    const ux = (wall.x2 - wall.x1) / length(wall);
    const uy = (wall.y2 - wall.y1) / length(wall);
    for (const door of doorsOf(wall)) {
      const x = wall.x1 + ux * door.along;
      const y = wall.y1 + uy * door.along;
      // Half a foot either side of the wall, across it.
      const a = roomAt(floor, x + uy * 0.5, y - ux * 0.5);
      const b = roomAt(floor, x - uy * 0.5, y + ux * 0.5);
      expect({ wall, door, a: a >= 0, b: b >= 0 }).toEqual({ wall, door, a: true, b: true });
      link(a, b);
      link(b, a);
    }
  }
  // Entered by its front doors (a room just inside each), else upstairs by its stairs, else (a garage, a shed,
  // entered by a door the plan does not draw) by its first room.
  const behindDoors = floor.walls
    .filter((wall) => wall.exterior)
    .flatMap((wall) =>
      doorsOf(wall).map((door) => {
        const ux = (wall.x2 - wall.x1) / length(wall);
        const uy = (wall.y2 - wall.y1) / length(wall);
        const x = wall.x1 + ux * door.along;
        const y = wall.y1 + uy * door.along;
        return [roomAt(floor, x + uy * 0.5, y - ux * 0.5), roomAt(floor, x - uy * 0.5, y + ux * 0.5)];
      }),
    )
    .flat()
    .filter((index) => index >= 0);
  const stairs = floor.rooms.flatMap((room, index) => (room.name === 'Stairs' && floor.floor > 1 ? [index] : []));
  const roots = [...behindDoors, ...stairs];
  const seen = new Set(roots.length > 0 ? roots : [0]);
  const queue = [...seen];
  for (let next = queue.shift(); next !== undefined; next = queue.shift())
    for (const other of links.get(next) ?? [])
      if (!seen.has(other)) {
        seen.add(other);
        queue.push(other);
      }
  return seen;
}

const floors = PLANS.flatMap((plan) =>
  planGeometryOf(plan).floors.map((floor) => ({ plan: plan.id, kind: buildingKindOf(plan), floor })),
);

describe("a plan geometry's doors, over the seeded catalogue", () => {
  it('covers every kind of building and floor', () => {
    expect(new Set(floors.map((entry) => entry.kind)).size).toBeGreaterThanOrEqual(6);
    expect(Math.max(...floors.map((entry) => entry.floor.floor))).toBe(3);
  });

  it('reaches every room through doors from the front door (or, upstairs, the stairs)', () => {
    for (const { plan, floor } of floors) {
      const reached = reachable(floor);
      const missing = floor.rooms.filter((_, index) => !reached.has(index)).map((room) => room.name);
      expect({ plan, floor: floor.floor, missing }).toEqual({ plan, floor: floor.floor, missing: [] });
    }
  });

  /** A floor's doors in the outside wall along y = `y`: people's doors, or garages' overhead doors. */
  const outsideDoors = (floor: FloorGeometry, y: number, overhead: boolean) =>
    floor.walls
      .filter((wall) => wall.exterior && Math.abs(wall.y1 - y) < 0.01 && Math.abs(wall.y2 - y) < 0.01)
      .flatMap((wall) => doorsOf(wall).map((door) => ({ wall, door })))
      .filter(({ door }) => (door.kind === 'overhead') === overhead);

  it('gives a ground floor with living rooms its front door, each unit of a multi-family building its own', () => {
    for (const { plan, kind, floor } of floors.filter((entry) => entry.floor.floor === 1)) {
      const frontDoors = outsideDoors(floor, floor.depth, false).length;
      if (kind === 'house') expect({ plan, frontDoors }).toEqual({ plan, frontDoors: 1 });
      if (kind === 'multi-family') expect(frontDoors).toBeGreaterThanOrEqual(2);
      expect(floor.entry === null).toBe(frontDoors === 0);
    }
  });

  it("opens every front door into a hall or a living room: a house's foyer, never a dining room or a bath", () => {
    const lived = floors.filter(
      (entry) =>
        entry.floor.floor === 1 &&
        ['house', 'multi-family', 'pool-house', 'studio', 'garage-apartment'].includes(entry.kind),
    );
    let frontDoors = 0;
    for (const { plan, kind, floor } of lived)
      for (const { wall, door } of outsideDoors(floor, floor.depth, false)) {
        frontDoors += 1;
        const room = floor.rooms[roomAt(floor, wall.x1 + door.along, floor.depth - 0.5)]?.name;
        expect({ plan, kind, room }).toEqual({
          plan,
          kind,
          room: expect.stringMatching(kind === 'house' ? /^Foyer$/ : /^(Living|Lounge|Studio|Stairs)$/) as string,
        });
      }
    expect(frontDoors).toBeGreaterThan(lived.length);
  });

  it('gives a house, each unit, a pool house and a studio a back door onto the garden, none upstairs', () => {
    const lived = floors.filter((entry) => ['house', 'multi-family', 'pool-house', 'studio'].includes(entry.kind));
    const withBackDoors = new Map<string, { buildings: number; withBackDoor: number }>();
    for (const { plan, kind, floor } of lived) {
      const backDoors = outsideDoors(floor, 0, false);
      if (floor.floor > 1) {
        expect({ plan, backDoors }).toEqual({ plan, backDoors: [] });
        continue;
      }
      // One back door a building, or a unit: a multi-family building's units have theirs each.
      const units = kind === 'multi-family' ? outsideDoors(floor, floor.depth, false).length : 1;
      expect({ plan, kind, backDoors: backDoors.length <= units }).toEqual({ plan, kind, backDoors: true });
      for (const { wall, door } of backDoors) {
        const room = floor.rooms[roomAt(floor, wall.x1 + door.along, 0.5)];
        expect(room?.name).toMatch(/Kitchen|Nook|Mudroom|Great Room|Keeping Room|Sunroom|Dining|Living|Lounge|Studio/);
        expect(door.width).toBe(3);
      }
      const tally = withBackDoors.get(kind) ?? { buildings: 0, withBackDoor: 0 };
      tally.buildings += 1;
      if (backDoors.length === units) tally.withBackDoor += 1;
      withBackDoors.set(kind, tally);
    }
    expect([...withBackDoors.keys()].sort()).toEqual(['house', 'multi-family', 'pool-house', 'studio']);
    for (const [kind, { buildings, withBackDoor }] of withBackDoors)
      expect({ kind, buildings, most: withBackDoor > buildings * 0.9 }).toEqual({ kind, buildings, most: true });
  });

  it('gives a garage an overhead door a car bay, on the front wall of a garage on its own', () => {
    let garages = 0;
    for (const { plan, kind, floor } of floors) {
      const overhead = [...outsideDoors(floor, floor.depth, true), ...outsideDoors(floor, 0, true)];
      const garage = floor.rooms.find((room) => /Car Garage/.test(room.name));
      if (!garage) {
        expect({ plan, overhead }).toEqual({ plan, overhead: [] });
        continue;
      }
      garages += 1;
      const bays = Number(/^(\d+)-Car/.exec(garage.name)?.[1]);
      expect(overhead.length).toBeGreaterThanOrEqual(1);
      expect(overhead.length).toBeLessThanOrEqual(bays);
      if (kind === 'garage') expect(outsideDoors(floor, floor.depth, true)).toHaveLength(overhead.length);
      for (const { wall, door } of overhead) {
        const x = wall.x1 + door.along;
        expect(x - door.width / 2).toBeGreaterThanOrEqual(garage.x);
        expect(x + door.width / 2).toBeLessThanOrEqual(garage.x + garage.width);
        expect(door.width).toBeLessThanOrEqual(9);
        expect(door.height).toBe(7);
      }
    }
    expect(garages).toBeGreaterThan(50);
  });

  it("says which doors are overhead: a garage's bays, from 6 ft wide; every other door a person's, 3 ft at most", () => {
    let overheadDoors = 0;
    for (const { plan, floor } of floors)
      for (const wall of floor.walls)
        for (const door of doorsOf(wall)) {
          const x = wall.x1 + ((wall.x2 - wall.x1) * door.along) / length(wall);
          const y = wall.y1 + ((wall.y2 - wall.y1) * door.along) / length(wall);
          const room = floor.rooms[roomAt(floor, x, y < floor.depth / 2 ? y + 0.5 : y - 0.5)];
          if (door.kind === 'overhead') {
            overheadDoors += 1;
            expect({ plan, wall: wall.exterior, room: room?.name }).toEqual({
              plan,
              wall: true,
              room: expect.stringMatching(/^\d+-Car Garage/),
            });
            expect(door.width).toBeGreaterThanOrEqual(6);
          } else {
            expect(door.width).toBeLessThanOrEqual(3);
          }
        }
    expect(overheadDoors).toBeGreaterThan(50);
  });

  it('fits every door in its wall, no door wider than the wall, none overlapping another opening', () => {
    let insideDoors = 0;
    for (const { plan, floor } of floors)
      for (const wall of floor.walls) {
        const spans = [...wall.openings]
          .sort((a, b) => a.along - b.along)
          .map((opening: WallOpening) => ({
            from: opening.along - opening.width / 2,
            to: opening.along + opening.width / 2,
          }));
        for (const door of doorsOf(wall)) {
          expect(door.width).toBeLessThanOrEqual(length(wall));
          // Wide enough to walk through: the 3D walker keeps 0.75 ft off either jamb.
          expect(door.width).toBeGreaterThanOrEqual(2);
          expect(door.sill).toBe(0);
          if (!wall.exterior) insideDoors += 1;
        }
        for (const [index, { from, to }] of spans.entries()) {
          expect(from).toBeGreaterThanOrEqual(-0.01);
          expect(to).toBeLessThanOrEqual(length(wall) + 0.01);
          const previous = spans[index - 1];
          if (previous) expect({ plan, wall, overlap: previous.to > from + 0.01 }).toMatchObject({ overlap: false });
        }
      }
    expect(insideDoors).toBeGreaterThan(floors.length * 2);
  });
});
