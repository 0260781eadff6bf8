import { planElevationUrl, planFloorUrl, styleTileUrl } from 'contracts/src/catalog/planPictures';
import { seededPlanRow } from '../plan-documents/planDocumentFixture';
import { toPlanDetail, toPlanStyle, toPlanSummary } from './planMapping';

const unversioned = (url: string) => url.replace(/\?.*$/, '');

describe("a plan's pictures as the catalogue answers them", () => {
  it('are at their current versions when the database holds them at none or an earlier one', () => {
    const stored = seededPlanRow(12);
    // A database seeded before the pictures had versions, or at an earlier one.
    const row = {
      ...stored,
      main_images: [unversioned(planElevationUrl(12))],
      floor_images: stored.floor_images.map((url) => `${unversioned(url)}?v=0.earlier`),
    };
    const floors = row.floor_images.map((_url, index) => planFloorUrl(12, index + 1));
    expect(floors.length).toBeGreaterThan(0);
    expect(toPlanSummary(row).main_images).toEqual([planElevationUrl(12)]);
    expect(toPlanDetail(row)).toMatchObject({ main_images: [planElevationUrl(12)], floor_images: floors });
    expect(toPlanStyle({ id: 3, name: 'Craftsman', image: unversioned(styleTileUrl(3)) }).image).toBe(styleTileUrl(3));
  });

  it('are left as stored when they are not the drawings of that plan or style', () => {
    const photo = 'https://cdn.example/uploads/12-front.jpg';
    const row = { ...seededPlanRow(12), main_images: [photo, planElevationUrl(13)] };
    expect(toPlanSummary(row).main_images).toEqual([photo, planElevationUrl(13)]);
    expect(toPlanStyle({ id: 3, name: 'Craftsman', image: null }).image).toBeNull();
  });
});
