import type { FloorRoom } from 'contracts/src/catalog/planGeometry';
import { seededPlanSource } from '../plan-documents/planDocumentFixture';
import { planGeometryOf } from './planGeometry';

/** The seeded catalogue's first 400 plans: houses of two and three floors, units, garage apartments. */
const PLANS = Array.from({ length: 400 }, (_, index) => seededPlanSource(index + 1).drawing);
const buildings = PLANS.map(planGeometryOf).filter((geometry) => geometry.floors.length > 1);

const stairsOf = (rooms: readonly FloorRoom[]) => rooms.filter((room) => room.name === 'Stairs');
/** Whether `outer` covers all of `inner`, to a hundredth of a foot. */
const covers = (outer: FloorRoom, inner: FloorRoom) =>
  outer.x <= inner.x + 0.01 &&
  outer.y <= inner.y + 0.01 &&
  outer.x + outer.width >= inner.x + inner.width - 0.01 &&
  outer.y + outer.depth >= inner.y + inner.depth - 0.01;

describe("a plan geometry's stairs, over the seeded catalogue", () => {
  it('covers houses of three floors, multi-family buildings and garage apartments', () => {
    expect(buildings.length).toBeGreaterThan(100);
    expect(buildings.some((geometry) => geometry.floors.length === 3)).toBe(true);
    for (const kind of ['house', 'multi-family', 'garage-apartment'])
      expect(buildings.some((geometry) => geometry.kind === kind)).toBe(true);
  });

  it('stands each upper floor’s stairs over the stairs below, one for one', () => {
    for (const geometry of buildings)
      for (const [index, upper] of geometry.floors.entries()) {
        const lower = geometry.floors[index - 1];
        if (!lower) continue;
        const above = stairsOf(upper.rooms);
        const below = stairsOf(lower.rooms);
        expect({ plan: geometry.planId, floor: upper.floor, count: above.length }).toEqual({
          plan: geometry.planId,
          floor: upper.floor,
          count: below.length,
        });
        // Every flight arrives inside the stairs above it: one climbs to where one stood.
        for (const flight of below) {
          const over = above.filter((candidate) => covers(candidate, flight));
          expect({ plan: geometry.planId, floor: upper.floor, flight, over: over.length }).toEqual({
            plan: geometry.planId,
            floor: upper.floor,
            flight,
            over: 1,
          });
        }
      }
  });

  it('lays the upper floors’ other rooms round the stairs, tiling the floor without overlapping', () => {
    for (const geometry of buildings)
      for (const floor of geometry.floors.slice(1)) {
        const area = floor.rooms.reduce((sum, room) => sum + room.width * room.depth, 0);
        expect({ plan: geometry.planId, gap: Math.abs(area - floor.width * floor.depth) < 0.1 }).toEqual({
          plan: geometry.planId,
          gap: true,
        });
        for (const [index, a] of floor.rooms.entries())
          for (const b of floor.rooms.slice(index + 1)) {
            const overlapX = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
            const overlapY = Math.min(a.y + a.depth, b.y + b.depth) - Math.max(a.y, b.y);
            expect({
              plan: geometry.planId,
              a: a.name,
              b: b.name,
              overlap: overlapX > 0.01 && overlapY > 0.01,
            }).toEqual({ plan: geometry.planId, a: a.name, b: b.name, overlap: false });
          }
        expect(floor.rooms.length).toBeGreaterThan(1);
      }
  });

  it('gives the stairs a flight one can climb: never a strip across the building', () => {
    const flights = buildings.flatMap((geometry) =>
      stairsOf(geometry.floors[0]?.rooms ?? []).map((flight) => ({
        plan: geometry.planId,
        across: Math.min(flight.width, flight.depth),
      })),
    );
    for (const flight of flights) expect(flight.across).toBeGreaterThanOrEqual(2.5);
    expect(flights.filter((flight) => flight.across >= 3.5).length).toBeGreaterThan(flights.length * 0.9);
  });
});
