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
});
