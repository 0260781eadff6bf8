import { paidOptionsOf, withoutPaidOptions } from './planInclusions';

const BASEMENT = 1;
const CRAWL = 4;

describe('paidOptionsOf', () => {
  it('sells the plan sets after the PDF set, every add-on and the optional foundation', () => {
    expect(paidOptionsOf({ standardFoundation: BASEMENT, optionalFoundation: CRAWL })).toEqual([
      'Five Printed Sets',
      'CAD Files',
      'Cost-to-Build Report',
      'Materials List',
      'Crawl foundation plan',
    ]);
  });

  it('sells no foundation when the plan has no other, or names its standard one as optional', () => {
    for (const optionalFoundation of [null, BASEMENT]) {
      const options = paidOptionsOf({ standardFoundation: BASEMENT, optionalFoundation });
      expect(options.some((option) => option.includes('foundation'))).toBe(false);
    }
  });
});

describe('withoutPaidOptions', () => {
  const plan = { standardFoundation: BASEMENT, optionalFoundation: CRAWL };

  it('drops every paid option of the plan, however a list spells it', () => {
    expect(
      withoutPaidOptions(plan, [
        'Cover sheet with elevation rendering',
        'Basement foundation plan',
        'Crawl foundation plan',
        'crawl  Foundation',
        'CAD files',
        'CAD File',
        'Materials list',
        'five printed sets',
        'Cost-to-Build Report ',
        'PDF set licensed for one build',
      ]),
    ).toEqual(['Cover sheet with elevation rendering', 'Basement foundation plan', 'PDF set licensed for one build']);
  });

  it('keeps the standard foundation, and an optional one the plan does not sell', () => {
    const items = ['Basement foundation plan', 'Crawl foundation plan'];
    expect(withoutPaidOptions({ standardFoundation: BASEMENT, optionalFoundation: null }, items)).toEqual(items);
  });
});
