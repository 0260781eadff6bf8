import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared-ui';
import { renderWithQueryClient } from 'shared-ui/testing';
import { createHouseScene, type HouseScene } from './houseScene';
import { Plan3dButton } from './Plan3dButton';
import { planGeometryFixture } from './planGeometryFixture';
import { canDrawIn3d } from './webglSupport';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn() } }));
// three.js needs a real WebGL context: the scene is a stand-in that records what it is asked to show.
jest.mock('./houseScene', () => ({ createHouseScene: jest.fn() }));
jest.mock('./webglSupport', () => ({ canDrawIn3d: jest.fn() }));

const get = jest.mocked(apiClient.get);
const scene: HouseScene = { show: jest.fn(), resize: jest.fn(), dispose: jest.fn() };

beforeEach(() => {
  get.mockResolvedValue({ status: 200, message: 'OK', data: planGeometryFixture() });
  jest.mocked(createHouseScene).mockReturnValue(scene);
  jest.mocked(canDrawIn3d).mockReturnValue(true);
});

async function open() {
  renderWithQueryClient(
    <Plan3dButton planId="42" planName="Willow" stillPicture="/api/user/images/plans/42/elevation.svg" />,
  );
  await userEvent.click(screen.getByRole('button', { name: '3D view' }));
  const dialog = await screen.findByRole('dialog', { name: 'Willow in 3D' });
  const viewport = await within(dialog).findByRole('application', { name: 'Willow in 3D' });
  await waitFor(() => expect(viewport).toHaveAttribute('data-webgl', 'ready'));
  return { dialog, viewport };
}

describe('Plan3dButton', () => {
  it('opens a dialog that builds the plan from its geometry and describes the view', async () => {
    const { dialog, viewport } = await open();
    // At the geometry's current version, past any older one a browser kept.
    expect(get).toHaveBeenCalledWith(
      'plans/42/geometry',
      expect.objectContaining({ searchParams: expect.objectContaining({ v: '11' }) }),
    );
    expect(createHouseScene).toHaveBeenCalledWith(expect.any(HTMLCanvasElement), planGeometryFixture());
    expect(within(dialog).getByText(/arrow keys turn and tilt the house/)).toBeVisible();
    expect(viewport).toHaveAccessibleDescription(expect.stringContaining('arrow keys turn and tilt the house'));
    expect(within(dialog).getByTestId('plan-3d-description')).toHaveTextContent(
      'Orbit: the whole house, seen from the front-left, 25° up, 72 ft away.',
    );
    expect(scene.show).toHaveBeenLastCalledWith(expect.objectContaining({ mode: 'orbit', floor: 'all' }));
  });

  it('orbits and walks by keyboard, the camera, the description and the scene following', async () => {
    const { dialog, viewport } = await open();
    const description = within(dialog).getByTestId('plan-3d-description');
    viewport.focus();
    const before = viewport.getAttribute('data-camera');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(viewport.getAttribute('data-camera')).not.toBe(before);
    expect(description).toHaveTextContent('seen from the front-right');
    await userEvent.keyboard('+');
    expect(scene.show).toHaveBeenLastCalledWith(
      expect.objectContaining({ orbit: expect.objectContaining({ azimuth: 30 }) }),
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Walk' }));
    expect(within(dialog).getByRole('button', { name: 'Walk' })).toHaveAttribute('aria-pressed', 'true');
    expect(description).toHaveTextContent('Walk: first floor, in the Foyer, facing the rear.');
    expect(within(dialog).getByText(/W and S\) step forwards and back at eye height/)).toBeVisible();
    viewport.focus();
    await userEvent.keyboard('{ArrowUp}wwwww');
    expect(description).toHaveTextContent('Walk: first floor, in the Great Room, facing the rear.');
    expect(viewport).toHaveAttribute('data-mode', 'walk');
  });

  it('shows one floor at a time, or all of them', async () => {
    const { dialog, viewport } = await open();
    const floors = within(dialog).getByRole('group', { name: 'Floor' });
    expect(
      within(floors)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['First floor', 'Second floor', 'All floors']);
    expect(within(floors).getByRole('radio', { name: 'All floors' })).toBeChecked();
    await userEvent.click(within(floors).getByRole('radio', { name: 'Second floor' }));
    expect(viewport).toHaveAttribute('data-floor', '2');
    expect(within(dialog).getByTestId('plan-3d-description')).toHaveTextContent('the second floor, roof off');
    expect(scene.show).toHaveBeenLastCalledWith(expect.objectContaining({ floor: 2 }));
  });

  it('closes on Escape, freeing the scene and giving focus back to the button', async () => {
    await open();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(scene.dispose).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '3D view' })).toHaveFocus();
  });

  it('shows the still picture when the browser has no WebGL context', async () => {
    const { canDrawIn3d: realCheck } = jest.requireActual<typeof import('./webglSupport')>('./webglSupport');
    jest.mocked(canDrawIn3d).mockImplementation(realCheck);
    const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    renderWithQueryClient(
      <Plan3dButton planId="42" planName="Willow" stillPicture="/api/user/images/plans/42/elevation.svg" />,
    );
    await userEvent.click(screen.getByRole('button', { name: '3D view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Willow in 3D' });
    expect(await within(dialog).findByRole('img', { name: 'Front elevation of the Willow plan' })).toHaveAttribute(
      'src',
      '/api/user/images/plans/42/elevation.svg',
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent('cannot show the house in 3D');
    expect(getContext).toHaveBeenCalledWith('webgl2');
    expect(createHouseScene).not.toHaveBeenCalled();
    expect(within(dialog).queryByRole('application')).not.toBeInTheDocument();
  });

  it('falls back to the still picture when three.js cannot start its renderer', async () => {
    jest.mocked(createHouseScene).mockImplementation(() => {
      throw new Error('Error creating WebGL context.');
    });
    renderWithQueryClient(<Plan3dButton planId="42" planName="Willow" stillPicture="/elevation.svg" />);
    await userEvent.click(screen.getByRole('button', { name: '3D view' }));
    expect(await screen.findByRole('img', { name: 'Front elevation of the Willow plan' })).toBeInTheDocument();
  });
});
