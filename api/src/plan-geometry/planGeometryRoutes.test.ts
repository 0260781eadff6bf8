import type { FastifyInstance } from 'fastify';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { ApiErrorBody } from 'contracts/src/api/envelope';
import type { FloorGeometry, PlanGeometry } from 'contracts/src/catalog/planGeometry';
import { PLAN_GEOMETRY_VERSION } from 'contracts/src/catalog/planGeometryVersion';
import type { DatabaseHandle } from '../db/openDatabase';
import { REFERENCE_PLANS } from '../testing/referenceCatalog';
import { buildTestApp } from '../testing/testApp';
import { TEST_DATABASES, openSeededDatabase } from '../testing/testDatabases';

const length = (wall: { x1: number; y1: number; x2: number; y2: number }) =>
  Math.hypot(wall.x2 - wall.x1, wall.y2 - wall.y1);

/** What a floor-plan SVG draws, counted by the marks drawFloorPlan makes. */
function drawnMarks(svg: string) {
  return {
    rooms: svg.match(/<rect[^>]*stroke="#455a64" stroke-width="1.5"/g)?.length ?? 0,
    windows: svg.match(/stroke="#4fc3f7"/g)?.length ?? 0,
    // People's doors with their swing, garages' overhead doors as their panel.
    doors:
      (svg.match(/<path d="M[^"]*A[^"]*" fill="none" stroke="#455a64"/g)?.length ?? 0) +
      (svg.match(/data-door="overhead"/g)?.length ?? 0),
  };
}

function geometryMarks(floor: FloorGeometry) {
  const openings = floor.walls.flatMap((wall) => wall.openings);
  return {
    rooms: floor.rooms.length,
    windows: openings.filter((opening) => opening.kind === 'window').length,
    doors: openings.filter((opening) => opening.kind !== 'window').length,
  };
}

describe.each(TEST_DATABASES)('a plan geometry on %s', (_name, database) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    handle = await openSeededDatabase(database);
    app = await buildTestApp(handle.db);
  });

  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const geometryOf = async (id: number) => {
    const response = await get(`/api/user/plans/${id}/geometry`);
    expect(response.statusCode).toBe(200);
    return response.json<ApiEnvelope<PlanGeometry>>().data;
  };

  it('serves a plan as floors, walls, openings and a roof, cacheable and revalidated by ETag', async () => {
    const plan = REFERENCE_PLANS.find((candidate) => candidate.story === 2);
    if (!plan) throw new Error('no two-storey plan');
    const response = await get(`/api/user/plans/${plan.id}/geometry?v=${PLAN_GEOMETRY_VERSION}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Another version the 3D view may ask for (an older build's), or none: the same answer, kept a week only.
    for (const other of [`/api/user/plans/${plan.id}/geometry?v=3`, `/api/user/plans/${plan.id}/geometry`]) {
      const answered = await get(other);
      expect(answered.body).toBe(response.body);
      expect(answered.headers['cache-control']).toBe('public, max-age=604800, stale-while-revalidate=86400');
    }
    const geometry = response.json<ApiEnvelope<PlanGeometry>>().data;
    expect(geometry).toMatchObject({ planId: String(plan.id), name: plan.name, width: plan.footprint_width });
    expect(geometry.floors.map((floor) => floor.title)).toEqual(['First floor', 'Second floor']);
    const [first, second] = geometry.floors;
    expect(second?.level).toBeCloseTo((first?.level ?? 0) + (first?.wallHeight ?? 0));
    expect(geometry.roof.eaveHeight).toBeCloseTo((second?.level ?? 0) + (second?.wallHeight ?? 0));
    expect(geometry.roof.ridgeHeight).toBeGreaterThanOrEqual(geometry.roof.eaveHeight);
    const again = await get(`/api/user/plans/${plan.id}/geometry`, { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('agrees with every floor-plan drawing: the same rooms, windows and entry door', async () => {
    for (const plan of REFERENCE_PLANS.slice(0, 40)) {
      const geometry = await geometryOf(plan.id);
      expect(geometry.floors).toHaveLength(plan.story);
      for (const floor of geometry.floors) {
        const svg = await get(`/api/user/images/plans/${plan.id}/floor-${floor.floor}.svg`);
        expect({ plan: plan.id, floor: floor.floor, ...drawnMarks(svg.body) }).toEqual({
          plan: plan.id,
          floor: floor.floor,
          ...geometryMarks(floor),
        });
        expect(geometryMarks(floor).windows).toBe(floor.rooms.flatMap((room) => room.windows).length);
      }
    }
  });

  it('builds closed walls around rooms that tile the footprint, with every opening inside its wall', async () => {
    for (const plan of REFERENCE_PLANS.slice(0, 80)) {
      const geometry = await geometryOf(plan.id);
      for (const floor of geometry.floors) {
        const area = floor.rooms.reduce((sum, room) => sum + room.width * room.depth, 0);
        // The rooms fill the footprint but for a strip behind a shallow garage, too narrow to be a room.
        expect(area).toBeLessThanOrEqual(floor.width * floor.depth + 0.01);
        expect(area).toBeGreaterThan(floor.width * floor.depth * 0.85);
        const outside = floor.walls.filter((wall) => wall.exterior).reduce((sum, wall) => sum + length(wall), 0);
        const open = floor.rooms
          .filter((room) => room.name === 'Carport')
          .reduce((sum, room) => {
            const onX = (room.x < 0.01 ? 1 : 0) + (room.x + room.width > floor.width - 0.01 ? 1 : 0);
            const onY = (room.y < 0.01 ? 1 : 0) + (room.y + room.depth > floor.depth - 0.01 ? 1 : 0);
            return sum + onX * room.depth + onY * room.width;
          }, 0);
        expect(outside + open).toBeCloseTo(2 * (floor.width + floor.depth), 3);
        for (const wall of floor.walls)
          for (const opening of wall.openings) {
            expect(opening.along - opening.width / 2).toBeGreaterThanOrEqual(-0.01);
            expect(opening.along + opening.width / 2).toBeLessThanOrEqual(length(wall) + 0.01);
          }
        // No inside wall is drawn twice.
        const keys = floor.walls.map((wall) => [wall.x1, wall.y1, wall.x2, wall.y2].map((n) => n.toFixed(2)).join());
        expect(new Set(keys).size).toBe(keys.length);
      }
    }
  });

  it.each([
    ['/api/user/plans/999999/geometry', 404, 'No property found.'],
    ['/api/user/plans/abc/geometry', 400, "The path parameter 'id' must be integer."],
    ['/api/user/plans/0/geometry', 400, "The path parameter 'id' must be >= 1."],
    ['/api/user/plans/1/geometry?floor=1', 400, "Unknown query parameter 'floor'."],
  ])('answers %s with %i and the error envelope', async (url, status, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.json<ApiErrorBody>()).toEqual({ status, message });
  });
});
