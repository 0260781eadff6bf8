import type { SubmissionRuleTable } from '../content/submissionRuleCases';
import { TRACKING_NUMBER_MAX_LENGTH } from '../orders/carriers';

/**
 * Test data, not a rule: the staff desk's shipped form as a staff member fills it in, which the form (yup, in
 * staff-remote) and POST /api/staff/orders/:id/mark-shipped must judge alike. '' is a carrier not chosen.
 */
export interface ShipmentInput {
  carrier: string;
  tracking_number: string;
}

export const SHIPMENT_RULE_CASES: SubmissionRuleTable<ShipmentInput> = {
  valid: { carrier: 'ups', tracking_number: '1Z999AA10123456784' },
  cases: [
    { name: 'a UPS number', change: {}, accepted: true },
    {
      name: 'a UPS number pasted with spaces',
      change: { tracking_number: ' 1Z 999 AA1 01 2345 6784 ' },
      accepted: true,
    },
    { name: 'a UPS number in small letters', change: { tracking_number: '1z999aa10123456784' }, accepted: true },
    { name: 'a FedEx Express number', change: { carrier: 'fedex', tracking_number: '123456789012' }, accepted: true },
    { name: 'a FedEx Ground number', change: { carrier: 'fedex', tracking_number: '123456789012345' }, accepted: true },
    {
      name: 'a USPS package barcode',
      change: { carrier: 'usps', tracking_number: '9400 1000 0000 0000 0000 00' },
      accepted: true,
    },
    {
      name: 'a USPS international number',
      change: { carrier: 'usps', tracking_number: 'EC123456789US' },
      accepted: true,
    },
    {
      name: 'a Canada Post number',
      change: { carrier: 'canada_post', tracking_number: '1234567890123456' },
      accepted: true,
    },
    {
      name: 'a DHL Express waybill',
      change: { carrier: 'dhl_express', tracking_number: '1234567890' },
      accepted: true,
    },
    { name: 'no carrier', change: { carrier: '' }, accepted: false },
    { name: 'a carrier the store does not ship with', change: { carrier: 'pony_express' }, accepted: false },
    { name: 'no tracking number', change: { tracking_number: '' }, accepted: false },
    { name: 'only spaces', change: { tracking_number: '   ' }, accepted: false },
    { name: 'a UPS number a digit short', change: { tracking_number: '1Z999AA1012345678' }, accepted: false },
    { name: 'a FedEx number for UPS', change: { tracking_number: '123456789012' }, accepted: false },
    { name: 'a UPS number for DHL Express', change: { carrier: 'dhl_express' }, accepted: false },
    {
      name: 'a FedEx number of 13 digits',
      change: { carrier: 'fedex', tracking_number: '1234567890123' },
      accepted: false,
    },
    { name: 'punctuation in the number', change: { tracking_number: '1Z999AA1-0123456784' }, accepted: false },
    {
      name: 'a number over the length limit',
      change: { carrier: 'usps', tracking_number: '9'.repeat(TRACKING_NUMBER_MAX_LENGTH + 1) },
      accepted: false,
    },
  ],
};
