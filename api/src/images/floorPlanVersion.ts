/**
 * The version of the floor-plan drawings, which their URLs carry (`?v=`, contracts' planFloorUrl) and with which
 * they are answered as immutable. Bump it with any change to what the drawings show (the drawing itself or the plan
 * geometry it is drawn from): floorPlanVersion.test.ts fails until it is bumped, so that no browser or CDN keeps an
 * old drawing under the URL of a new one.
 */
export const FLOOR_PLAN_VERSION = '3';
