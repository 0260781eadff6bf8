import { createHash } from 'node:crypto';
import { PLAN_GEOMETRY_VERSION } from 'contracts/src/catalog/planGeometryVersion';
import { seededPlanSource } from '../plan-documents/planDocumentFixture';
import { planGeometryOf } from './planGeometry';

/** The geometry of the first 150 seeded plans (every building kind among them), hashed together. */
function geometryDigest(): string {
  const hash = createHash('sha256');
  for (let id = 1; id <= 150; id += 1) hash.update(JSON.stringify(planGeometryOf(seededPlanSource(id).drawing)));
  return hash.digest('base64url').slice(0, 16);
}

describe('the version of the plans’ geometry', () => {
  it('changes whenever the geometry does', () => {
    // A change to how plans are laid out (or to the facts they are laid out from) fails this until contracts'
    // PLAN_GEOMETRY_VERSION is bumped and the digest below set to the new one: the 3D view's answers at the current
    // version are kept for good.
    expect({ version: PLAN_GEOMETRY_VERSION, digest: geometryDigest() }).toEqual({
      version: '11',
      digest: 'qjOUkVjSN9cTOTdt',
    });
  });
});
