import { createHash } from 'node:crypto';
import { seededPlanSource } from '../plan-documents/planDocumentFixture';
import { drawFloorPlan } from './floorPlanDrawing';
import { FLOOR_PLAN_VERSION } from './floorPlanVersion';

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
      version: '3',
      digest: 'EKR4wPSsSIQkvysW',
    });
  });
});
