// Where the API serves the store's generated pictures, and the widths it renders them at. The API stores these URLs
// in plans and styles and answers them (api/src/images/); the pages ask for the width they show.

/** The base of every generated picture's URL. */
const IMAGES_BASE = '/api/user/images';

/**
 * The versions of the pictures the API draws, which their URLs carry (`?v=`). A picture asked for at its current
 * version is answered as immutable: a browser or CDN keeps it for good, so a change to what a kind of picture shows
 * (the drawing, or the plan facts it is drawn from) comes with a new version, and the API's pictureVersions.test.ts
 * fails until it does. Any other version is answered with the current picture, cached for a week only: a page made
 * before a bump still shows the right picture.
 */
export const PICTURE_VERSIONS = {
  /** Floor-plan drawings. */
  floorPlan: '9',
  /** A plan's rendering (the house as built) and its album view, drawn by one scene. */
  planView: '1',
  /** The architectural styles' tiles. */
  styleTile: '1',
} as const;

export type PictureKind = keyof typeof PICTURE_VERSIONS;

const versioned = (path: string, kind: PictureKind) => `${path}?v=${PICTURE_VERSIONS[kind]}`;

export function planElevationUrl(planId: number | string): string {
  return versioned(`${IMAGES_BASE}/plans/${planId}/elevation.svg`, 'planView');
}

/** A plan's built-looking view for client albums (wide, late afternoon). */
export function planPhotoUrl(planId: number | string): string {
  return versioned(`${IMAGES_BASE}/plans/${planId}/photo`, 'planView');
}

export function planFloorUrl(planId: number | string, floor: number): string {
  return versioned(`${IMAGES_BASE}/plans/${planId}/floor-${floor}.svg`, 'floorPlan');
}

/** A picture version as `?v=` carries it: letters, digits, dots and dashes. */
export const PICTURE_VERSION_PATTERN = '^[A-Za-z0-9.-]{1,40}$';

export function styleTileUrl(styleId: number | string): string {
  return versioned(`${IMAGES_BASE}/styles/${styleId}.svg`, 'styleTile');
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
