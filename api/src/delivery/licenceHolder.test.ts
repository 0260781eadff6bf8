import { costRegionOf, DEFAULT_COST_REGION } from './costRegion';
import { licenceNameOf } from './licenceHolder';

describe('the name on the licence', () => {
  it("is the order's billing name, whatever the account is called", () => {
    expect(licenceNameOf({ billingName: '  Zoë  O’Brien ', profileName: 'Test Shopper', email: 'z@example.com' })).toBe(
      'Zoë O’Brien',
    );
  });

  it("is the account's profile name without a billing name, and its e-mail address without either", () => {
    expect(licenceNameOf({ billingName: null, profileName: 'Ann Smith', email: 'ann@example.com' })).toBe('Ann Smith');
    expect(licenceNameOf({ billingName: ' ', profileName: '  ', email: 'ann@example.com' })).toBe('ann@example.com');
  });

  it('is cut to the 120 characters a document prints', () => {
    const name = licenceNameOf({ billingName: 'A'.repeat(200), profileName: '', email: 'a@example.com' });
    expect(name).toBe('A'.repeat(120));
  });
});

describe("the Cost-to-Build Report's region", () => {
  it('is the state or province the order ships to, else Wisconsin (the index nearest the U.S. average)', () => {
    expect(costRegionOf('OR')).toBe('OR');
    expect(costRegionOf(null)).toBe('WI');
    expect(costRegionOf(' ')).toBe(DEFAULT_COST_REGION);
  });
});
