// Where the API serves the store's generated pictures, and the widths it renders them at. The API stores these URLs
// in plans and styles and answers them (api/src/images/); the pages ask for the width they show.

/** The base of every generated picture's URL. */
const IMAGES_BASE = '/api/user/images';

export function planElevationUrl(planId: number | string): string {
  return `${IMAGES_BASE}/plans/${planId}/elevation.svg`;
}

/** A plan's built-looking view for client albums (wide, late afternoon). */
export function planPhotoUrl(planId: number | string): string {
  return `${IMAGES_BASE}/plans/${planId}/photo`;
}

/**
 * A floor plan's drawing, as of `version` of the drawings (`?v=`, the API's FLOOR_PLAN_VERSION): a changed drawing
 * is a new URL, so that a browser or CDN that keeps the picture for good never shows an old drawing in its place.
 */
export function planFloorUrl(planId: number | string, floor: number, version: string): string {
  return `${IMAGES_BASE}/plans/${planId}/floor-${floor}.svg?v=${encodeURIComponent(version)}`;
}

/** A drawing version as `?v=` carries it: letters, digits, dots and dashes. */
export const PICTURE_VERSION_PATTERN = '^[A-Za-z0-9.-]{1,40}$';

export function styleTileUrl(styleId: number | string): string {
  return `${IMAGES_BASE}/styles/${styleId}.svg`;
}

/** A plan's 1200x630 PNG for link previews (og:image). */
export function planShareImageUrl(planId: number | string): string {
  return `${IMAGES_BASE}/plans/${planId}/share.png`;
}

/** The widths the API renders a picture at (`?w=`, any other is refused): few, so each is rendered once and kept. */
export const PICTURE_WIDTHS = [320, 640, 960, 1280] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

export function isPictureWidth(width: number): width is PictureWidth {
  return (PICTURE_WIDTHS as readonly number[]).includes(width);
}

/**
 * The pictures the API renders at PICTURE_WIDTHS as AVIF or WebP. A floor plan is rendered so only for a thumbnail:
 * without `?w=` it is the vector drawing.
 */
const RENDERED_PICTURE =
  /^\/api\/user\/images\/(plans\/\d+\/(elevation\.svg|photo|floor-\d+\.svg)|styles\/\d+\.svg)(\?v=[A-Za-z0-9.-]+)?$/;

/**
 * A `srcset` offering `widths` of one of the store's rendered pictures, for the browser to pick by its screen;
 * undefined for a picture from elsewhere, which is used as it is.
 */
export function pictureSrcSet(url: string, widths: readonly PictureWidth[] = PICTURE_WIDTHS): string | undefined {
  if (!RENDERED_PICTURE.test(url)) return undefined;
  const join = url.includes('?') ? '&' : '?';
  return widths.map((width) => `${url}${join}w=${width} ${width}w`).join(', ');
}
