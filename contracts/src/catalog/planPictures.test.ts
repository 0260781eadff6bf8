import { pictureSrcSet, planElevationUrl, planFloorUrl, planPhotoUrl, styleTileUrl } from './planPictures';

describe("the store's rendered pictures", () => {
  it('offers the widths the API renders for elevations, album views and style tiles', () => {
    expect(pictureSrcSet(planElevationUrl(7), [320, 640])).toBe(
      '/api/user/images/plans/7/elevation.svg?w=320 320w, /api/user/images/plans/7/elevation.svg?w=640 640w',
    );
    expect(pictureSrcSet(planPhotoUrl('12'))).toContain('/api/user/images/plans/12/photo?w=1280 1280w');
    expect(pictureSrcSet(styleTileUrl(3), [320])).toBe('/api/user/images/styles/3.svg?w=320 320w');
  });

  it('offers floor plans (vector drawings otherwise) at thumbnail widths', () => {
    expect(pictureSrcSet(planFloorUrl(7, 2), [320])).toBe('/api/user/images/plans/7/floor-2.svg?w=320 320w');
  });

  it('leaves pictures from elsewhere as they are', () => {
    expect(pictureSrcSet('https://cdn.example/house.jpg')).toBeUndefined();
    expect(pictureSrcSet('/api/user/images/plans/7/elevation.svg?w=320')).toBeUndefined();
  });
});
