import { Type } from '@sinclair/typebox';

/**
 * The schemas of the catalogue's plans. The API validates and serialises with them (a field not in an answer's
 * schema is never sent); `plan.ts` derives the types from them for everyone else.
 */

/** Money is integer cents everywhere, on the wire and in the database. */
export const centsSchema = Type.Integer({ description: 'Money in integer cents.' });

const nullableInteger = () => Type.Union([Type.Integer(), Type.Null()]);

/** A plan's architectural style as a plan names it. */
export const planStyleRefSchema = Type.Object({ _id: Type.String(), name: Type.String() });

/** An architectural style as the style tiles show it. */
export const planStyleSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  image: Type.Union([Type.String(), Type.Null()], { description: 'Tile image URL; null shows the placeholder.' }),
});

const planSummaryProperties = {
  _id: Type.String(),
  name: Type.String(),
  main_images: Type.Array(Type.String()),
  sq_ft: Type.Integer(),
  beds: Type.Integer(),
  baths: Type.Number(),
  story: Type.Integer(),
  cars: Type.Integer(),
  plan_number: Type.Union([Type.String(), Type.Null()]),
  price: centsSchema,
  is_liked: Type.Boolean(),
};

/** A plan as read in lists and on cards (catalogue spec §3). */
export const planSummarySchema = Type.Object(planSummaryProperties);

/** A plan as read on the detail page (second spec §3), with the codes its facets carry. */
export const planDetailSchema = Type.Object({
  ...planSummaryProperties,
  description: Type.String(),
  full_bathrooms: Type.Integer(),
  half_bathrooms: Type.Integer(),
  no_of_vehicles: Type.Integer(),
  floor_images: Type.Array(Type.String()),
  plan_details: Type.Array(Type.String()),
  included: Type.Array(Type.String()),
  not_included: Type.Array(Type.String()),
  total_heated_area: Type.Integer(),
  first_floor: Type.Integer(),
  second_floor: nullableInteger(),
  porch_rear: nullableInteger(),
  porch_front: nullableInteger(),
  different_foundation: Type.Integer({ description: 'Standard foundation: a FOUNDATIONS code.' }),
  optional_foundation: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Optional foundation: a FOUNDATIONS code.',
  }),
  exterior_standard_type: Type.Integer({ description: 'An EXTERIOR_WALLS code.' }),
  exterior_optional_type: Type.Union([Type.Integer(), Type.Null()], { description: 'An EXTERIOR_WALLS code.' }),
  footprint_width: Type.Number(),
  footprint_depth: Type.Number(),
  footprint_height: Type.Number(),
  garage_type: Type.Integer({ description: 'A GARAGE_TYPES code.' }),
  garage_location: nullableInteger(),
  garage_sq_ft: nullableInteger(),
  ceiling_first_floor: Type.Integer({ description: 'Feet.' }),
  roof_primary_pitch: Type.String(),
  roof_secondary_pitch: Type.Union([Type.String(), Type.Null()]),
  roof_framing_type: Type.String(),
  plan_style_id: planStyleRefSchema,
  initial_discount: Type.Integer({ description: 'Percent off the list price already applied to `price`.' }),
  plan_type: Type.Integer(),
  bed_bath_options: Type.Array(Type.Integer()),
  kitchen_dinning: Type.Array(Type.Integer()),
  laundry_location: Type.Array(Type.Integer()),
  additional_rooms: Type.Array(Type.Integer()),
  outdoor_features: Type.Array(Type.Integer()),
  foundation: Type.Array(Type.Integer()),
  special_features: Type.Array(Type.Integer()),
  exterior_walls: Type.Array(Type.Integer()),
  collections: Type.Array(Type.Integer()),
  lot_features: Type.Array(Type.Integer()),
  created_at: Type.String(),
});

/** One page of a plan search. */
export const planListPageSchema = Type.Object({
  data: Type.Array(planSummarySchema),
  count: Type.Integer({ description: 'Plans matching the filters in all.' }),
  page: Type.Integer(),
  limit: Type.Integer(),
});
