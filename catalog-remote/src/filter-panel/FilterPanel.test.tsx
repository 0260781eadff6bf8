import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanFilters } from 'contracts/src/catalog/planFilters';
import { facetsFixture } from '../testing/planSearchFixture';
import { FilterPanel } from './FilterPanel';

// Role queries over the panel's hundreds of controls are slow in jsdom, more so on a busy machine.
jest.setTimeout(30_000);

function renderPanel(filters: PlanFilters = {}) {
  const onChange = jest.fn();
  render(<FilterPanel filters={filters} facets={facetsFixture()} total={1234} onChange={onChange} />);
  return { onChange };
}

describe('FilterPanel', () => {
  it('shows every group of the spec with each option’s facet count and the total', () => {
    renderPanel();
    for (const legend of [
      'Plan Type',
      'Architectural Style',
      'Square Feet',
      'Bedrooms',
      'Bathrooms',
      'Floors',
      'Garage Bays',
      'Garage Type',
      'Garage Location',
      'Bedroom & Bath',
      'Kitchen & Dining',
      'Laundry',
      'Additional Rooms',
      'Outdoor Features',
      'Foundation',
      'Special Features',
      'Exterior Walls',
      'Collections',
      'Lot Features',
      'Footprint Width (ft)',
      'Footprint Depth (ft)',
      'Height (ft)',
    ]) {
      expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
    }
    expect(screen.getByRole('checkbox', { name: 'Stand-Alone Garages (20)' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Modern Farmhouse (10)' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('1,234 plans match')).toBeInTheDocument();
  });

  it('draws a closed group’s options when it opens, and keeps the open groups’ options in the server’s page', async () => {
    const html = renderToString(
      <FilterPanel filters={{}} facets={facetsFixture()} total={1234} onChange={jest.fn()} />,
    );
    expect(html).toContain('Stand-Alone Garages');
    expect(html).not.toContain('Monolithic Slab');

    renderPanel();
    expect(screen.queryByRole('checkbox', { name: /^Monolithic Slab/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Foundation' }));
    expect(screen.getByRole('checkbox', { name: /^Monolithic Slab/ })).not.toBeChecked();
  });

  it('adds a checked option to its list and removes it when unchecked', async () => {
    const { onChange } = renderPanel({ plan_type: [1] });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Stand-Alone Garages (20)' }));
    expect(onChange).toHaveBeenLastCalledWith({ plan_type: [1, 2] });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Single-Family Homes (10)' }));
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('chooses one style and clears it on a second click', async () => {
    const { onChange } = renderPanel({ plan_style_id: '4' });
    await userEvent.click(screen.getByRole('button', { name: 'Craftsman (40)' }));
    expect(onChange).toHaveBeenLastCalledWith({});
    await userEvent.click(screen.getByRole('button', { name: 'Country (20)' }));
    expect(onChange).toHaveBeenLastCalledWith({ plan_style_id: '2' });
  });

  it('sets bedrooms as a single choice, and a size range from number inputs', async () => {
    const { onChange } = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: '3 bedrooms (30)' }));
    expect(onChange).toHaveBeenLastCalledWith({ bedrooms: 3 });
    const sqft = screen.getByRole('group', { name: 'Square Feet' });
    await userEvent.type(sqft.querySelector('input') as HTMLInputElement, '15');
    expect(onChange).toHaveBeenLastCalledWith({ min_sq_ft: 15 });
  });

  it('sorts', async () => {
    const { onChange } = renderPanel();
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Price: Low to High');
    expect(onChange).toHaveBeenLastCalledWith({ sort_by: 3 });
  });
});
