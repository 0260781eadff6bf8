/** Where the generated drawings are served; plans and styles store these relative URLs. */
const IMAGES_BASE = '/api/user/images';

export function planElevationUrl(planId: number): string {
  return `${IMAGES_BASE}/plans/${planId}/elevation.svg`;
}

/** A plan's built-looking view for client albums (wide, late afternoon): AVIF, WebP or SVG by the Accept header. */
export function planPhotoUrl(planId: number): string {
  return `${IMAGES_BASE}/plans/${planId}/photo`;
}

export function planFloorUrl(planId: number, floor: number): string {
  return `${IMAGES_BASE}/plans/${planId}/floor-${floor}.svg`;
}

export function styleTileUrl(styleId: number): string {
  return `${IMAGES_BASE}/styles/${styleId}.svg`;
}

/** A plan's 1200x630 PNG for link previews (og:image): made from its elevation by seo/planShareImageRoute.ts. */
export function planShareImageUrl(planId: number): string {
  return `${IMAGES_BASE}/plans/${planId}/share.png`;
}
