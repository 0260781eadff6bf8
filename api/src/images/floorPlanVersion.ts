import { planFloorUrl } from 'contracts/src/catalog/planPictures';

/**
 * The version of the floor-plan drawings, which their URLs carry (`?v=`, contracts' planFloorUrl) and with which
 * they are answered as immutable. Bump it with any change to what the drawings show (the drawing itself or the plan
 * geometry it is drawn from): floorPlanVersion.test.ts fails until it is bumped, so that no browser or CDN keeps an
 * old drawing under the URL of a new one.
 */
export const FLOOR_PLAN_VERSION = '9';

/**
 * A plan's stored floor-plan URL as it is answered: a drawn floor plan's at the drawings' current version, whatever
 * version the database was seeded with (or none, before versions), so that a bump reaches every plan's pages and no
 * browser keeps a drawing it was told was immutable; any other picture as it is stored.
 */
export function currentFloorPlanUrl(stored: string, planId: number, floor: number): string {
  const drawn = planFloorUrl(planId, floor, FLOOR_PLAN_VERSION);
  const path = (url: string) => url.split('?')[0];
  return path(stored) === path(drawn) ? drawn : stored;
}
