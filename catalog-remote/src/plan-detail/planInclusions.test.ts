import { planDetailFixture } from './planDetailFixture';
import { planInclusions } from './planInclusions';

describe('planInclusions', () => {
  it('lists a paid option as an option only, never as included or not included', () => {
    const plan = planDetailFixture({
      // As the seeded catalogue words them: the sheets drawn, and what is not.
      included: [
        'Cover sheet with elevation rendering',
        'Basement foundation plan',
        'Crawl foundation plan',
        'CAD files',
        'Materials list',
        'PDF set licensed for one build',
      ],
      not_included: ['Cabinet elevations', 'Materials List', 'Building permit fees'],
      different_foundation: 1,
      optional_foundation: 4,
    });
    expect(planInclusions(plan)).toEqual({
      included: ['Cover sheet with elevation rendering', 'Basement foundation plan', 'PDF set licensed for one build'],
      options: ['Five Printed Sets', 'CAD Files', 'Cost-to-Build Report', 'Materials List', 'Crawl foundation plan'],
      notIncluded: ['Cabinet elevations', 'Building permit fees'],
    });
  });

  it('keeps the standard foundation included, and sells no foundation when the plan has no other', () => {
    const plan = planDetailFixture({
      included: ['Basement foundation plan'],
      not_included: [],
      different_foundation: 1,
      optional_foundation: null,
    });
    const { included, options } = planInclusions(plan);
    expect(included).toEqual(['Basement foundation plan']);
    expect(options.some((option) => option.includes('foundation'))).toBe(false);
  });

  it('never has an item in two lists, whatever the plan says', () => {
    const plan = planDetailFixture({
      included: ['Five printed sets', 'cost-to-build report', 'Roof plan'],
      not_included: ['CAD File', 'Roof plan'],
    });
    const { included, options, notIncluded } = planInclusions(plan);
    const key = (item: string) => item.toLowerCase().replace(/s$/, '');
    const soldKeys = new Set(options.map(key));
    expect(included.filter((item) => soldKeys.has(key(item)))).toEqual([]);
    expect(notIncluded.filter((item) => soldKeys.has(key(item)))).toEqual([]);
    expect(included).toEqual(['Roof plan']);
  });
});
