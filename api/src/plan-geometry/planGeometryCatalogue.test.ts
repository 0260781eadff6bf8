import type { FloorGeometry, PlanGeometry } from 'contracts/src/catalog/planGeometry';
import { buildingKindOf } from '../images/buildingKind';
import { seededPlanSource } from '../plan-documents/planDocumentFixture';
import { DEFAULT_PLAN_COUNT } from '../seed/seedCatalog';
import { planGeometryOf } from './planGeometry';
import { minimumWidthOf } from './roomMinimums';

/**
 * The whole seeded catalogue, every plan a store seeds (10,000: some 6,000 houses, 2,500 garages and garage
 * apartments, units, outbuildings): a rule broken by one plan in thousands (a room a hair too narrow) shows only
 * over all of them. Some 0.5 ms of geometry a plan: the file takes about 20 s on a quiet 2-core machine.
 */
const PLAN_COUNT = DEFAULT_PLAN_COUNT;
const buildings = Array.from({ length: PLAN_COUNT }, (_, index) => {
  const plan = seededPlanSource(index + 1).drawing;
  return { plan, kind: buildingKindOf(plan), geometry: planGeometryOf(plan) };
});

/** The openings of a floor's outside wall along y = `y` (the rear wall at 0, the front at the floor's depth). */
const openingsOnWall = (floor: FloorGeometry, y: number) =>
  floor.walls
    .filter((wall) => wall.exterior && Math.abs(wall.y1 - y) < 0.01 && Math.abs(wall.y2 - y) < 0.01)
    .flatMap((wall) => wall.openings.map((opening) => ({ wall, opening })));

const groundFloor = (geometry: PlanGeometry): FloorGeometry => {
  const [floor] = geometry.floors;
  if (!floor) throw new Error(`Plan ${geometry.planId} has no floor.`);
  return floor;
};

describe('the seeded catalogue’s buildings, every plan', () => {
  it('holds every kind of building, garage apartments of one and two storeys among them', () => {
    const kinds = new Map<string, number>();
    for (const { kind } of buildings) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    expect([...kinds.keys()].sort()).toEqual(
      ['carport', 'garage', 'garage-apartment', 'house', 'multi-family', 'pool-house', 'shed', 'studio'].sort(),
    );
    const apartments = buildings.filter(({ kind }) => kind === 'garage-apartment');
    expect(apartments.filter(({ plan }) => plan.story === 2).length).toBeGreaterThan(50);
    expect(apartments.filter(({ plan }) => plan.story === 1).length).toBeGreaterThan(10);
  });

  it('gives every building a door in its front wall: a person’s where people go in, a garage’s overhead door', () => {
    const missing: Array<{ plan: number; kind: string }> = [];
    for (const { plan, kind, geometry } of buildings) {
      const floor = groundFloor(geometry);
      const front = openingsOnWall(floor, floor.depth).map(({ opening }) => opening.kind);
      // A carport has no wall in front of its cars: its open side is its way in.
      if (kind === 'carport') {
        const carport = floor.rooms.find((room) => room.name === 'Carport');
        const closed = floor.walls.filter(
          (wall) =>
            wall.exterior &&
            Math.abs(wall.y1 - floor.depth) < 0.01 &&
            Math.abs(wall.y2 - floor.depth) < 0.01 &&
            carport !== undefined &&
            Math.min(wall.x2, carport.x + carport.width) - Math.max(wall.x1, carport.x) > 0.01,
        );
        expect({ plan: plan.id, carport: carport !== undefined, closed }).toEqual({
          plan: plan.id,
          carport: true,
          closed: [],
        });
        continue;
      }
      const needed = kind === 'garage' ? ['door', 'overhead'] : ['door'];
      if (!front.some((opening) => needed.includes(opening))) missing.push({ plan: plan.id, kind });
    }
    expect(missing).toEqual([]);
  });

  it('gives every garage an overhead door in its own outside wall, on the front of a garage on its own', () => {
    let garages = 0;
    for (const { plan, kind, geometry } of buildings) {
      const floor = groundFloor(geometry);
      const garage = floor.rooms.find((room) => /^\d+-Car Garage/.test(room.name));
      if (!garage) continue;
      garages += 1;
      const walls = kind === 'house' || kind === 'multi-family' ? [0, floor.depth] : [floor.depth];
      const overhead = walls
        .flatMap((y) => openingsOnWall(floor, y))
        .filter(({ wall, opening }) => {
          const center = Math.min(wall.x1, wall.x2) + opening.along;
          return opening.kind === 'overhead' && center > garage.x && center < garage.x + garage.width;
        });
      expect({ plan: plan.id, kind, overhead: overhead.length > 0 }).toEqual({ plan: plan.id, kind, overhead: true });
    }
    expect(garages).toBeGreaterThan(500);
  });

  it('draws no room narrower than its kind allows across its short side', () => {
    // The minimums, as roomMinimums.ts documents them: habitable rooms 8 ft, a full bath 5 ft, a hall's 3 ft.
    expect(['Bedroom 2', 'Master Suite', 'Great Room', 'Living', 'Dining', 'Loft'].map(minimumWidthOf)).toEqual([
      8, 8, 8, 8, 8, 8,
    ]);
    expect(['Kitchen', 'Bath', 'Master Bath', 'Foyer', 'Closet', 'Powder', 'Stairs'].map(minimumWidthOf)).toEqual([
      7, 5, 5, 5, 4, 3, 3,
    ]);
    expect(minimumWidthOf('2-Car Garage')).toBe(10);
    const narrow: string[] = [];
    let rooms = 0;
    for (const { plan, geometry } of buildings)
      for (const floor of geometry.floors)
        for (const room of floor.rooms) {
          rooms += 1;
          const across = Math.min(room.width, room.depth);
          if (across < minimumWidthOf(room.name) - 0.01)
            narrow.push(`plan ${plan.id} floor ${floor.floor}: ${room.name} ${across.toFixed(1)} ft`);
        }
    expect(narrow).toEqual([]);
    expect(rooms).toBeGreaterThan(PLAN_COUNT * 6);
  });

  it('draws as many bedrooms as the plan states', () => {
    const wrong: string[] = [];
    for (const { plan, geometry } of buildings) {
      const drawn = geometry.floors
        .flatMap((floor) => floor.rooms)
        .filter((room) => /^(Master Suite|Bedroom|Bed \d)/.test(room.name)).length;
      if (drawn !== plan.beds) wrong.push(`plan ${plan.id}: ${drawn} of ${plan.beds}`);
    }
    expect(wrong).toEqual([]);
  });

  it('draws as many full baths and powder rooms as the plan states', () => {
    // A room of two keeps both names (`Master Bath / Closet`): its bath counts.
    const drawn = (geometry: PlanGeometry, kind: RegExp) =>
      geometry.floors
        .flatMap((floor) => floor.rooms)
        .flatMap((room) => room.name.split(' / '))
        .filter((part) => kind.test(part)).length;
    const wrong: string[] = [];
    let halves = 0;
    for (const { plan, geometry } of buildings) {
      const full = drawn(geometry, /Bath$/);
      const half = drawn(geometry, /^Powder$/);
      halves += half;
      if (full !== plan.full_bathrooms || half !== plan.half_bathrooms)
        wrong.push(`plan ${plan.id}: ${full} of ${plan.full_bathrooms} full, ${half} of ${plan.half_bathrooms} half`);
    }
    expect(wrong).toEqual([]);
    expect(halves).toBeGreaterThan(PLAN_COUNT / 4);
  });

  it('gives a house’s master suite its own bath when the house has another for the other bedrooms', () => {
    const rooms = (geometry: PlanGeometry) => geometry.floors.flatMap((floor) => floor.rooms.map((room) => room.name));
    const wrong: string[] = [];
    for (const { plan, kind, geometry } of buildings) {
      if (kind !== 'house') continue;
      const ensuite = rooms(geometry).some((name) => name.startsWith('Master Bath'));
      if (ensuite !== (plan.full_bathrooms >= 2 || plan.beds === 1)) wrong.push(`plan ${plan.id}`);
    }
    expect(wrong).toEqual([]);
  });
});
