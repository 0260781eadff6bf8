import {
  PICTURE_VERSIONS,
  PICTURE_VERSION_PATTERN,
  pictureSrcSet,
  planElevationUrl,
  planFloorUrl,
  planPhotoUrl,
  styleTileUrl,
} from './planPictures';

describe("the store's rendered pictures", () => {
  it('offers the widths the API renders for elevations, album views and style tiles, keeping their version', () => {
    const { planView, styleTile } = PICTURE_VERSIONS;
    expect(pictureSrcSet(planElevationUrl(7), [320, 640])).toBe(
      `/api/user/images/plans/7/elevation.svg?v=${planView}&w=320 320w, ` +
        `/api/user/images/plans/7/elevation.svg?v=${planView}&w=640 640w`,
    );
    expect(pictureSrcSet(planPhotoUrl('12'))).toContain(`/api/user/images/plans/12/photo?v=${planView}&w=1280 1280w`);
    expect(pictureSrcSet(styleTileUrl(3), [320])).toBe(`/api/user/images/styles/3.svg?v=${styleTile}&w=320 320w`);
  });

  it("names the version of the drawing in each picture's URL", () => {
    expect(planFloorUrl(7, 2)).toBe(`/api/user/images/plans/7/floor-2.svg?v=${PICTURE_VERSIONS.floorPlan}`);
    expect(planElevationUrl(7)).toBe(`/api/user/images/plans/7/elevation.svg?v=${PICTURE_VERSIONS.planView}`);
    expect(planPhotoUrl(7)).toBe(`/api/user/images/plans/7/photo?v=${PICTURE_VERSIONS.planView}`);
    expect(styleTileUrl(3)).toBe(`/api/user/images/styles/3.svg?v=${PICTURE_VERSIONS.styleTile}`);
    for (const version of Object.values(PICTURE_VERSIONS)) {
      expect(new RegExp(PICTURE_VERSION_PATTERN).test(version)).toBe(true);
    }
    expect(new RegExp(PICTURE_VERSION_PATTERN).test('2026-11-28.1')).toBe(true);
    expect(new RegExp(PICTURE_VERSION_PATTERN).test('3&w=320')).toBe(false);
  });

  it('offers floor plans (vector drawings otherwise) at thumbnail widths, keeping their version', () => {
    expect(pictureSrcSet(planFloorUrl(7, 2), [320, 640])).toBe(
      `/api/user/images/plans/7/floor-2.svg?v=${PICTURE_VERSIONS.floorPlan}&w=320 320w, ` +
        `/api/user/images/plans/7/floor-2.svg?v=${PICTURE_VERSIONS.floorPlan}&w=640 640w`,
    );
    // A plan stored before drawings had versions.
    expect(pictureSrcSet('/api/user/images/plans/7/floor-2.svg', [320])).toBe(
      '/api/user/images/plans/7/floor-2.svg?w=320 320w',
    );
  });

  it('leaves pictures from elsewhere as they are', () => {
    expect(pictureSrcSet('https://cdn.example/house.jpg')).toBeUndefined();
    expect(pictureSrcSet('/api/user/images/plans/7/elevation.svg?w=320')).toBeUndefined();
  });
});
