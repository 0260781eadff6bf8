/**
 * The carriers the store ships printed sets with (to the US and Canada), each with the shape of its tracking numbers
 * and the page where a shopper follows a parcel. The staff desk's shipped form and POST /api/staff/orders/:id/ship
 * check a tracking number with the same function, so the two never disagree; a new carrier is a row here.
 *
 * The shapes are the carriers' published formats of parcel tracking numbers, typed without spaces (a pasted
 * '1Z 999 AA1 01 2345 6784' is read as '1Z999AA10123456784'): a number of another carrier, or one with a digit
 * missing, is refused before the shopper is mailed a number that tracks nothing.
 */
export const CARRIERS = Object.freeze([
  {
    code: 'ups',
    label: 'UPS',
    // 1Z, the shipper's account (6), the service (2) and the parcel (8).
    pattern: /^1Z[0-9A-Z]{16}$/,
    shape: "1Z followed by 16 letters and digits, e.g. '1Z999AA10123456784'",
    trackingPage: 'https://www.ups.com/track?tracknum=',
  },
  {
    code: 'fedex',
    label: 'FedEx',
    // Express 12, Ground 15, Ground Economy 20 or 22 digits.
    pattern: /^(?:\d{12}|\d{15}|\d{20}|\d{22})$/,
    shape: '12, 15, 20 or 22 digits',
    trackingPage: 'https://www.fedex.com/fedextrack/?trknbr=',
  },
  {
    code: 'usps',
    label: 'USPS',
    // Intelligent Mail package barcodes: 20 to 22 digits, up to 34 with the 420 + ZIP routing prefix; or the
    // international S10 form, 2 letters, 9 digits and US.
    pattern: /^(?:\d{20,34}|[A-Z]{2}\d{9}US)$/,
    shape: "20 to 34 digits, or 2 letters, 9 digits and US, e.g. 'EC123456789US'",
    trackingPage: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
  },
  {
    code: 'canada_post',
    label: 'Canada Post',
    pattern: /^(?:\d{12}|\d{16}|[A-Z]{2}\d{9}CA)$/,
    shape: "12 or 16 digits, or 2 letters, 9 digits and CA, e.g. 'EE123456789CA'",
    trackingPage: 'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=',
  },
  {
    code: 'dhl_express',
    label: 'DHL Express',
    // The air waybill number.
    pattern: /^\d{10}$/,
    shape: '10 digits',
    trackingPage: 'https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=',
  },
] as const);

export type CarrierCode = (typeof CARRIERS)[number]['code'];
export const CARRIER_CODES: readonly CarrierCode[] = CARRIERS.map((carrier) => carrier.code);

/** The longest tracking number field the form and the API take, spaces included (USPS's longest is 34 digits). */
export const TRACKING_NUMBER_MAX_LENGTH = 60;

export const SHIPMENT_MESSAGES = {
  carrierMissing: 'Choose the carrier.',
  trackingNumberMissing: 'Enter the tracking number.',
  trackingNumberTooLong: `A tracking number has at most ${TRACKING_NUMBER_MAX_LENGTH} characters.`,
} as const;

function carrierOf(code: string) {
  return CARRIERS.find((carrier) => carrier.code === code);
}

export function isCarrierCode(code: string): code is CarrierCode {
  return carrierOf(code) !== undefined;
}

/** The carrier's name, or the code as stored when this build does not know it (a newer API). */
export function carrierLabel(code: string): string {
  return carrierOf(code)?.label ?? code;
}

/** A tracking number as it is stored and mailed: without spaces, letters in capitals. */
export function normalizeTrackingNumber(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

/** What is wrong with a tracking number for this carrier, in words for the staff member; null when it is fine. */
export function trackingNumberProblem(carrier: CarrierCode, typed: string): string | null {
  if (typed.length > TRACKING_NUMBER_MAX_LENGTH) return SHIPMENT_MESSAGES.trackingNumberTooLong;
  const number = normalizeTrackingNumber(typed);
  if (number === '') return SHIPMENT_MESSAGES.trackingNumberMissing;
  const { label, pattern, shape } = CARRIERS.find((known) => known.code === carrier) ?? CARRIERS[0];
  return pattern.test(number) ? null : `This is not a ${label} tracking number: it is ${shape}.`;
}

/** The carrier's page that follows this parcel; null for a carrier this build does not know. */
export function trackingUrlOf(carrier: string, trackingNumber: string): string | null {
  const known = carrierOf(carrier);
  return known ? `${known.trackingPage}${encodeURIComponent(trackingNumber)}` : null;
}
