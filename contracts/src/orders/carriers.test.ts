import { CARRIERS, carrierLabel, normalizeTrackingNumber, trackingNumberProblem, trackingUrlOf } from './carriers';

describe('the carriers printed sets ship with', () => {
  it('are the US and Canadian parcel carriers, each once', () => {
    expect(CARRIERS.map((carrier) => carrier.label)).toEqual(['UPS', 'FedEx', 'USPS', 'Canada Post', 'DHL Express']);
    expect(new Set(CARRIERS.map((carrier) => carrier.code)).size).toBe(CARRIERS.length);
  });

  it('read a pasted tracking number without its spaces, in capitals', () => {
    expect(normalizeTrackingNumber(' 1z 999 aa1 01 2345 6784\t')).toBe('1Z999AA10123456784');
  });

  it("say what a carrier's numbers look like when one does not fit", () => {
    expect(trackingNumberProblem('ups', '1Z999AA10123456784')).toBeNull();
    expect(trackingNumberProblem('ups', '123456789012')).toBe(
      "This is not a UPS tracking number: it is 1Z followed by 16 letters and digits, e.g. '1Z999AA10123456784'.",
    );
    expect(trackingNumberProblem('dhl_express', '12345')).toBe(
      'This is not a DHL Express tracking number: it is 10 digits.',
    );
    expect(trackingNumberProblem('fedex', '  ')).toBe('Enter the tracking number.');
  });

  it("lead the shopper to the carrier's own tracking page for the parcel", () => {
    expect(trackingUrlOf('ups', '1Z999AA10123456784')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(trackingUrlOf('usps', 'EC123456789US')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=EC123456789US',
    );
    expect(trackingUrlOf('pony_express', '1')).toBeNull();
  });

  it('show a carrier this build does not know by its code', () => {
    expect(carrierLabel('canada_post')).toBe('Canada Post');
    expect(carrierLabel('pony_express')).toBe('pony_express');
  });
});
