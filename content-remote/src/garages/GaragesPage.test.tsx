import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { presetForPath } from 'contracts/src/catalog/listPresets';
import GaragesPage from './GaragesPage';

/** The Garages menu of catalogue spec §2. */
const GARAGE_ROUTES = [
  '/garage-apartments',
  '/detached-garage-plans',
  '/rv-garage-plans',
  '/garage-plans-with-workshop',
  '/carports',
  '/garage-plans-with-1-bedroom',
  '/garage-plans-with-2-bedrooms',
  '/1-car-garage-plans',
  '/2-car-garage-plans',
  '/3-car-garage-plans',
];

describe('Garages overview', () => {
  it('links every garage plan list under the title that list shows', () => {
    render(
      <MemoryRouter>
        <GaragesPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Garage Plans' })).toBeInTheDocument();
    for (const route of GARAGE_ROUTES) {
      const title = presetForPath(route)?.title ?? `missing preset for ${route}`;
      expect(screen.getByRole('link', { name: title })).toHaveAttribute('href', route);
    }
  });
});
