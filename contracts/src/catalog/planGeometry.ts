import { Type, type Static } from '@sinclair/typebox';
import { ROOF_FORMS } from './roofForms';

/**
 * A plan's building as geometry, in feet: the one description that its floor-plan drawings, its documents and its
 * 3D view are all made from (GET /api/user/plans/{id}/geometry). On a floor, x runs from the left wall to the right
 * and y from the rear wall towards the front; heights are measured from the ground.
 */

/** What a plan builds; it decides the rooms and the roof. */
export const planBuildingKindSchema = Type.Union([
  Type.Literal('house'),
  Type.Literal('multi-family'),
  Type.Literal('garage'),
  Type.Literal('garage-apartment'),
  Type.Literal('carport'),
  Type.Literal('shed'),
  Type.Literal('pool-house'),
  Type.Literal('studio'),
]);

/** A window in an outside wall: the wall, its centre along the wall and its width. */
export const floorWindowSchema = Type.Object({
  wall: Type.Union([Type.Literal('rear'), Type.Literal('front')]),
  center: Type.Number(),
  width: Type.Number(),
});

/** A room, from its rear-left corner; with the windows where it meets an outside wall. */
export const floorRoomSchema = Type.Object({
  name: Type.String(),
  x: Type.Number(),
  y: Type.Number(),
  width: Type.Number(),
  depth: Type.Number(),
  windows: Type.Array(floorWindowSchema),
});

/** A porch outside the walls (a negative y is behind the rear wall). */
export const floorPorchSchema = Type.Object({
  label: Type.Union([Type.Literal('Front Porch'), Type.Literal('Rear Porch')]),
  x: Type.Number(),
  y: Type.Number(),
  width: Type.Number(),
  depth: Type.Number(),
});

/**
 * The entry door: a gap in the front wall, its centre and width. A multi-family building's other units have front
 * doors of their own, as door openings in the front wall.
 */
export const floorEntrySchema = Type.Object({ center: Type.Number(), width: Type.Number() });

/**
 * A hole in a wall: what fills it, where along the wall its centre is (from the wall's start), how wide, how high its
 * sill. A 'door' is a person's, hinged, that swings; an 'overhead' door is a garage's, one a car bay, a panel that
 * runs up under the ceiling. The geometry decides which a door is (api/src/plan-geometry/): its readers go by the kind.
 */
export const wallOpeningSchema = Type.Object({
  kind: Type.Union([Type.Literal('window'), Type.Literal('door'), Type.Literal('overhead')]),
  along: Type.Number(),
  width: Type.Number(),
  sill: Type.Number(),
  height: Type.Number(),
});

/**
 * A straight wall from (x1, y1) to (x2, y2). Outside walls are thicker and carry the windows and the front doors;
 * inside walls carry the doors between rooms, through which every room is reached from a front door (upstairs,
 * from the stairs). Walls are solid but at their doors; a side left open (a carport's) is not a wall at all.
 */
export const floorWallSchema = Type.Object({
  x1: Type.Number(),
  y1: Type.Number(),
  x2: Type.Number(),
  y2: Type.Number(),
  exterior: Type.Boolean(),
  openings: Type.Array(wallOpeningSchema),
});

/** One floor: what its floor-plan drawing shows, and the walls and heights that build it up. */
export const floorGeometrySchema = Type.Object({
  floor: Type.Integer({ minimum: 1 }),
  /** 'First floor', 'Second floor'... */
  title: Type.String(),
  kind: planBuildingKindSchema,
  /** The outside walls' footprint. */
  width: Type.Number(),
  depth: Type.Number(),
  /** Heated square feet of this floor as the plan states them; 0 when the plan does not say. */
  heatedArea: Type.Number(),
  /** How deep the porches in front of and behind the walls are; 0 for none. */
  porchFront: Type.Number(),
  porchRear: Type.Number(),
  porches: Type.Array(floorPorchSchema),
  /** The rooms tile the footprint. */
  rooms: Type.Array(floorRoomSchema),
  entry: Type.Union([floorEntrySchema, Type.Null()]),
  /** The floor's surface above the ground, and its walls' height up to the next floor or the roof. */
  level: Type.Number(),
  wallHeight: Type.Number(),
  walls: Type.Array(floorWallSchema),
});

/**
 * The roof over the outside walls: its form (the plan's style's, as its elevations draw it: roofForms.ts), pitch
 * (rise per 12 of run), eaves and ridge.
 */
export const roofGeometrySchema = Type.Object({
  form: Type.Union(ROOF_FORMS.map((form) => Type.Literal(form))),
  pitch: Type.Number(),
  /**
   * The ridge runs along x (left to right) or y (rear to front: a front gable's). A shed roof rises towards the rear
   * when its ridge runs along x, towards the left along y; a saltbox's long slope is at the rear (or the left).
   */
  ridgeAxis: Type.Union([Type.Literal('x'), Type.Literal('y')]),
  /** Where the roof meets the top of the outside walls (an A-frame's slopes pass them and go on to the ground). */
  eaveHeight: Type.Number(),
  ridgeHeight: Type.Number(),
  /** How far the roof reaches past the walls, measured level. */
  overhang: Type.Number(),
});

export const planGeometrySchema = Type.Object({
  planId: Type.String(),
  name: Type.String(),
  planNumber: Type.Union([Type.String(), Type.Null()]),
  kind: planBuildingKindSchema,
  width: Type.Number(),
  depth: Type.Number(),
  exteriorWallThickness: Type.Number(),
  interiorWallThickness: Type.Number(),
  floors: Type.Array(floorGeometrySchema, { minItems: 1 }),
  roof: roofGeometrySchema,
});

export type PlanBuildingKind = Static<typeof planBuildingKindSchema>;
export type FloorWindow = Static<typeof floorWindowSchema>;
export type FloorRoom = Static<typeof floorRoomSchema>;
export type FloorPorch = Static<typeof floorPorchSchema>;
export type FloorEntry = Static<typeof floorEntrySchema>;
export type WallOpening = Static<typeof wallOpeningSchema>;
export type FloorWall = Static<typeof floorWallSchema>;
export type FloorGeometry = Static<typeof floorGeometrySchema>;
export type RoofGeometry = Static<typeof roofGeometrySchema>;
export type PlanGeometry = Static<typeof planGeometrySchema>;
