import { createHash } from 'node:crypto';
import { ARCHITECTURAL_STYLES } from 'contracts/src/catalog/architecturalStyles';
import { PICTURE_VERSIONS, planFloorUrl, type PictureKind } from 'contracts/src/catalog/planPictures';
import { seededPlanSource } from '../plan-documents/planDocumentFixture';
import { drawPlanPicture } from './elevationDrawing';
import { drawFloorPlan } from './floorPlanDrawing';
import { currentPictureUrl, pictureCacheControl } from './pictureVersions';
import { CACHE_CONTROL, IMMUTABLE_CACHE_CONTROL } from './sendSvg';
import { drawStyleTile } from './styleTileDrawing';

const digestOf = (drawings: Iterable<string>) => {
  const hash = createHash('sha256');
  for (const drawing of drawings) hash.update(drawing);
  return hash.digest('base64url').slice(0, 16);
};

/** The first seeded plans, every building kind and style among them. */
function* seededDrawings(plans: number) {
  for (let id = 1; id <= plans; id += 1) yield seededPlanSource(id).drawing;
}

/** What each kind of picture shows, hashed: its drawings for seeded plans (or every style). */
const DRAWINGS: Record<PictureKind, () => Iterable<string>> = {
  *floorPlan() {
    for (const drawing of seededDrawings(150)) {
      for (let floor = 1; floor <= drawing.story; floor += 1) yield drawFloorPlan(drawing, floor) ?? '';
    }
  },
  *planView() {
    for (const drawing of seededDrawings(60)) {
      yield drawPlanPicture(drawing, 'rendering');
      yield drawPlanPicture(drawing, 'photo');
    }
  },
  *styleTile() {
    for (const style of ARCHITECTURAL_STYLES) yield drawStyleTile(style);
  },
};

describe('the versions of the drawn pictures', () => {
  it('change whenever the pictures do', () => {
    // A change to a kind of picture (or to the plan facts it is drawn from) fails this until its version in
    // contracts' PICTURE_VERSIONS is bumped and its digest below set to the new one: its URLs are answered as
    // immutable.
    const kinds = Object.keys(DRAWINGS) as PictureKind[];
    expect(
      Object.fromEntries(kinds.map((kind) => [kind, `${PICTURE_VERSIONS[kind]} ${digestOf(DRAWINGS[kind]())}`])),
    ).toEqual({
      floorPlan: '9 TQtF62TlJQtF6pK7',
      planView: '1 32V2r2yg8dNYitU5',
      styleTile: '1 4SN0DNFEMwf4lxEp',
    });
  });

  it('let a picture be kept for good only when asked for at its current version', () => {
    expect(pictureCacheControl('planView', PICTURE_VERSIONS.planView)).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(pictureCacheControl('planView', 'earlier')).toBe(CACHE_CONTROL);
    expect(pictureCacheControl('styleTile', undefined)).toBe(CACHE_CONTROL);
  });
});

describe('a stored picture URL as answered', () => {
  const current = planFloorUrl(7, 2);

  it('is at the current version whatever version, or none, the database was seeded with', () => {
    expect(currentPictureUrl('/api/user/images/plans/7/floor-2.svg?v=0', current)).toBe(current);
    expect(currentPictureUrl('/api/user/images/plans/7/floor-2.svg', current)).toBe(current);
    expect(currentPictureUrl(current, current)).toBe(current);
  });

  it('is left as stored when it is not that picture', () => {
    expect(currentPictureUrl('/api/user/images/plans/8/floor-2.svg?v=0', current)).toBe(
      '/api/user/images/plans/8/floor-2.svg?v=0',
    );
    expect(currentPictureUrl('https://cdn.example/uploads/7-floor-2.png', current)).toBe(
      'https://cdn.example/uploads/7-floor-2.png',
    );
  });
});
