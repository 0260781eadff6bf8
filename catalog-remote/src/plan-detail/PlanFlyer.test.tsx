import { render, screen, within } from '@testing-library/react';
import { FOUNDATIONS, labelOf } from 'contracts/src/catalog/codeTables';
import PlanFlyer from './PlanFlyer';
import { planDetailFixture } from './planDetailFixture';

/** The flyer's key facts, term and value a pair, as a reader meets them. */
function keyFacts(): string[][] {
  const list = screen.getByRole('dialog').querySelector('dl[aria-label="Key facts"]');
  if (!(list instanceof HTMLElement)) throw new Error('no key facts');
  return Array.from(list.querySelectorAll<HTMLElement>(':scope > div'), (pair) => [
    within(pair).getByRole('term').textContent ?? '',
    within(pair).getByRole('definition').textContent ?? '',
  ]);
}

describe('the plan flyer', () => {
  it("lists the plan's key facts, its sizes in whole feet", () => {
    render(
      <PlanFlyer
        plan={planDetailFixture({ sq_ft: 2150, cars: 0, footprint_width: 1060, footprint_depth: 48 })}
        printOnOpen={false}
        onClose={jest.fn()}
      />,
    );
    expect(keyFacts()).toEqual([
      ['Sq Ft', '2,150'],
      ['Beds', '4'],
      ['Baths', '3'],
      ['Stories', '2'],
      ['Garage', 'None'],
      ['Width', '1,060 ft'],
      ['Depth', '48 ft'],
      ['Style', 'Modern Farmhouse'],
      ['Foundation', labelOf(FOUNDATIONS, 1)],
    ]);
  });
});
