import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlanGallery } from './PlanGallery';

const images = [
  { src: '/front.svg', alt: 'Main picture of the Willow plan' },
  { src: '/rear.svg', alt: 'Picture 2 of the Willow plan' },
  { src: '/floor-1.svg', alt: 'Floor plan 1 of the Willow plan' },
];

async function openAt(name: string) {
  render(<PlanGallery planName="Willow" images={images} />);
  await userEvent.click(screen.getByRole('button', { name: `Open the gallery at ${name}` }));
  return screen.findByRole('dialog', { name: 'Willow gallery' });
}

describe('PlanGallery', () => {
  it("shows the store's floor plans as raster thumbnails, the full-size drawing staying a vector", async () => {
    const floorPlan = '/api/user/images/plans/7/floor-1.svg';
    const front = { src: '/front.svg', alt: 'Main picture of the Willow plan' };
    render(<PlanGallery planName="Willow" images={[front, { src: floorPlan, alt: 'Floor plan of the Willow' }]} />);
    const thumbnail = within(
      screen.getByRole('button', { name: 'Open the gallery at Floor plan of the Willow' }),
    ).getByRole('presentation');
    expect(thumbnail).toHaveAttribute('srcset', `${floorPlan}?w=320 320w`);
    expect(thumbnail).toHaveAttribute('src', floorPlan);
    // After the main picture, the page's largest paint, though both are on screen.
    expect(thumbnail).toHaveAttribute('fetchpriority', 'low');
    expect(screen.getByRole('img', { name: front.alt })).toHaveAttribute('fetchpriority', 'high');
  });

  it('opens the gallery at the thumbnail pressed, showing that picture only', async () => {
    const dialog = await openAt('Picture 2 of the Willow plan');
    expect(dialog).toHaveTextContent('Picture 2 of 3');
    expect(within(dialog).getByRole('img')).toHaveAccessibleName('Picture 2 of the Willow plan');
  });

  it('goes on from the last picture to the first, and back', async () => {
    const dialog = await openAt('Floor plan 1 of the Willow plan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next picture' }));
    await waitFor(() => expect(dialog).toHaveTextContent('Picture 1 of 3'));
    expect(within(dialog).getByRole('img')).toHaveAccessibleName('Main picture of the Willow plan');
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(dialog).toHaveTextContent('Picture 3 of 3'));
    expect(within(dialog).getByRole('img')).toHaveAccessibleName('Floor plan 1 of the Willow plan');
  });

  it('fills the window, with a thumbnail per picture that shows it', async () => {
    const dialog = await openAt('Main picture of the Willow plan');
    const thumbnails = within(dialog).getByRole('list', { name: 'Pictures' });
    expect(
      within(thumbnails)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(images.map((image) => `Show ${image.alt}`));
    expect(within(thumbnails).getByRole('button', { name: 'Show Main picture of the Willow plan' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(within(thumbnails).getByRole('button', { name: 'Show Floor plan 1 of the Willow plan' }));
    await waitFor(() => expect(dialog).toHaveTextContent('Picture 3 of 3'));
    expect(within(thumbnails).getByRole('button', { name: 'Show Floor plan 1 of the Willow plan' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('zooms the picture shown by button and key, and Escape closes', async () => {
    const dialog = await openAt('Main picture of the Willow plan');
    const zoomIn = within(dialog).getByRole('button', { name: 'Zoom in' });
    const zoomOut = within(dialog).getByRole('button', { name: 'Zoom out' });
    // The zoom arrives in a chunk of its own.
    await waitFor(() => expect(zoomIn).toBeEnabled());
    expect(zoomOut).toBeDisabled();
    await userEvent.click(zoomIn);
    await waitFor(() => expect(zoomOut).toBeEnabled());
    expect(within(dialog).getByRole('img').style.transform).toMatch(/^scale\(1\.6\d*\)/);
    await userEvent.keyboard('-');
    await waitFor(() => expect(zoomOut).toBeDisabled());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
