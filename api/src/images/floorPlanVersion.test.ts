import { createHash } from 'node:crypto';
import { seededPlanSource } from '../plan-documents/planDocumentFixture';
import { drawFloorPlan } from './floorPlanDrawing';
import { currentFloorPlanUrl, FLOOR_PLAN_VERSION } from './floorPlanVersion';

/** Every floor drawing of the first 150 seeded plans (all building kinds), hashed together. */
function drawingsDigest(): string {
  const hash = createHash('sha256');
  for (let id = 1; id <= 150; id += 1) {
    const { drawing } = seededPlanSource(id);
    for (let floor = 1; floor <= drawing.story; floor += 1) hash.update(drawFloorPlan(drawing, floor) ?? '');
  }
  return hash.digest('base64url').slice(0, 16);
}

describe('the floor-plan drawings’ version', () => {
  it('changes whenever the drawings do', () => {
    // A change to the drawings (or to the geometry they are drawn from) fails this until FLOOR_PLAN_VERSION is
    // bumped and the digest below set to the new one: their URLs are answered as immutable.
    expect({ version: FLOOR_PLAN_VERSION, digest: drawingsDigest() }).toEqual({
      version: '9',
      digest: 'TQtF62TlJQtF6pK7',
    });
  });
});

describe('a stored floor-plan URL as answered', () => {
  const current = `/api/user/images/plans/7/floor-2.svg?v=${FLOOR_PLAN_VERSION}`;

  it('is at the current version whatever version, or none, the database was seeded with', () => {
    expect(currentFloorPlanUrl('/api/user/images/plans/7/floor-2.svg?v=0', 7, 2)).toBe(current);
    expect(currentFloorPlanUrl('/api/user/images/plans/7/floor-2.svg', 7, 2)).toBe(current);
    expect(currentFloorPlanUrl(current, 7, 2)).toBe(current);
  });

  it('is left as stored when it is not that floor’s drawing', () => {
    expect(currentFloorPlanUrl('/api/user/images/plans/8/floor-2.svg?v=0', 7, 2)).toBe(
      '/api/user/images/plans/8/floor-2.svg?v=0',
    );
    expect(currentFloorPlanUrl('https://cdn.example/uploads/7-floor-2.png', 7, 2)).toBe(
      'https://cdn.example/uploads/7-floor-2.png',
    );
  });
});
