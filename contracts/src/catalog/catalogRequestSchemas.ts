import { Type } from '@sinclair/typebox';
import { recordIdSchema } from '../api/requestSchemas';
import { PLAN_NUMBER_MAX_LENGTH } from './planNumberRules';

/** The queries and path parameters of the catalogue's routes besides the plan search (see `planSearchSchemas`). */

/** Most related plans one request may ask for. */
const MAX_RELATED_PLANS = 50;

/** GET user/property: a plan looked up by its number (the route trims it and asks for one when it is blank). */
export const planNumberQuerySchema = Type.Object(
  { plan_number: Type.String({ maxLength: PLAN_NUMBER_MAX_LENGTH }) },
  { additionalProperties: false },
);

/** GET plan-styles: the first `limit` styles in code order, all of them without one. */
export const planStylesQuerySchema = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })) },
  { additionalProperties: false },
);

/**
 * GET related-properties: plans like the one looked at (`property_id`, left out of the answer), ranked by type, then
 * style, then nearness in size and bedrooms; without `property_id`, the style's plans, most popular first.
 */
export const relatedPlansQuerySchema = Type.Object(
  {
    plan_style_id: recordIdSchema,
    property_id: Type.Optional(recordIdSchema),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_RELATED_PLANS })),
  },
  { additionalProperties: false },
);

/** GET images/plans/:id/floor-:floor.svg: a plan's floor, counted from 1. */
export const planFloorImageParamsSchema = Type.Object(
  { id: recordIdSchema, floor: Type.Integer({ minimum: 1, maximum: 9 }) },
  { additionalProperties: false },
);
