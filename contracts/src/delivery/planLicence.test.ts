import { licenceLine } from './planLicence';

describe('the licence line', () => {
  it('names the buyer, one build and the order number', () => {
    expect(licenceLine({ buyerName: 'Ann Smith', orderNumber: 42 })).toBe(
      'Licensed to Ann Smith for one build, order #42',
    );
  });

  it('leaves out the spaces around the name', () => {
    expect(licenceLine({ buyerName: '  Zoë O’Brien ', orderNumber: 7 })).toBe(
      'Licensed to Zoë O’Brien for one build, order #7',
    );
  });
});
