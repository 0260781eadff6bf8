import * as yup from 'yup';
import { isCarrierCode, SHIPMENT_MESSAGES, trackingNumberProblem } from 'contracts/src/orders/carriers';
import type { ShipmentInput } from 'contracts/src/staff/shipmentRuleCases';

/** The refund's reason, as the API keeps it (contracts' refundReasonSchema): 1 to 500 characters, not only spaces. */
export const REFUND_REASON_MAX_LENGTH = 500;

export const REFUND_FORM_MESSAGES = {
  reasonMissing: 'Say why the order is refunded: it is kept with the refund.',
  reasonTooLong: `Keep the reason to ${REFUND_REASON_MAX_LENGTH} characters.`,
} as const;

/** The shipped form as filled in: '' while no carrier is chosen. */
export type ShipmentFormValues = ShipmentInput;

export interface RefundFormValues {
  reason: string;
}

/**
 * The shipped form's checks, the API's own: a carrier of contracts' CARRIERS, and a tracking number of that carrier's
 * shape (`trackingNumberProblem`, which POST mark-shipped runs too).
 */
export const shipmentFormSchema: yup.ObjectSchema<ShipmentFormValues> = yup
  .object({
    carrier: yup
      .string()
      .defined()
      .test('carrier', SHIPMENT_MESSAGES.carrierMissing, (carrier) => isCarrierCode(carrier)),
    tracking_number: yup.string().defined().trim().required(SHIPMENT_MESSAGES.trackingNumberMissing),
  })
  .test('tracking-number', '', ({ carrier, tracking_number: number }, context) => {
    // Without a carrier there is no shape to check the number against: the carrier's message says what is missing.
    const problem = isCarrierCode(carrier) ? trackingNumberProblem(carrier, number) : null;
    return problem === null || context.createError({ path: 'tracking_number', message: problem });
  });

export const refundFormSchema: yup.ObjectSchema<RefundFormValues> = yup.object({
  reason: yup
    .string()
    .defined()
    .test('reason', REFUND_FORM_MESSAGES.reasonMissing, (reason) => reason.trim() !== '')
    .max(REFUND_REASON_MAX_LENGTH, REFUND_FORM_MESSAGES.reasonTooLong),
});
