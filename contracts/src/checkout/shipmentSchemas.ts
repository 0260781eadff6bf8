import { Type } from '@sinclair/typebox';

const momentOrNull = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

/**
 * An order's printed sets on their way (orderSchemas.ts carries it as `shipment`): when staff sent them to print, when
 * and how they were shipped, when they arrived. The staff desk sets each step (docs/decisions/staff-desk.md).
 */
export const orderShipmentSchema = Type.Object({
  printing_at: Type.String({ description: 'ISO date-time the printed sets were sent to print.' }),
  shipped_at: momentOrNull('ISO date-time they were handed to the carrier; null until then.'),
  carrier: Type.Union([Type.String(), Type.Null()], {
    description: 'A CARRIERS code (orders/carriers.ts); null until shipped.',
  }),
  tracking_number: Type.Union([Type.String(), Type.Null()], {
    description: "The carrier's tracking number, without spaces; null until shipped.",
  }),
  delivered_at: momentOrNull('ISO date-time the staff marked them delivered; null until then.'),
});
