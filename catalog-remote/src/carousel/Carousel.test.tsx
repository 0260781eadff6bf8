import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './Carousel';

const items = ['One', 'Two', 'Three', 'Four', 'Five'];

function renderCarousel() {
  return render(
    <Carousel
      label="New Plans"
      items={items}
      perView={3}
      itemKey={(item) => item}
      renderItem={(item) => <p>{item}</p>}
    />,
  );
}

describe('Carousel', () => {
  it('is a named carousel region with every slide labelled by its position', () => {
    renderCarousel();
    expect(screen.getByRole('region', { name: 'New Plans' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('group', { name: '2 of 5' })).toHaveTextContent('Two');
    expect(screen.getByRole('button', { name: 'Previous New Plans' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next New Plans' })).toBeInTheDocument();
  });

  it('plays until paused, and stops for good when the shopper uses the arrow keys', async () => {
    renderCarousel();
    await userEvent.click(screen.getByRole('button', { name: 'Pause New Plans' }));
    expect(screen.getByRole('button', { name: 'Play New Plans' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play New Plans' }));
    const track = screen.getByRole('group', { name: '1 of 5' }).parentElement as HTMLElement;
    act(() => track.focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Play New Plans' })).toBeInTheDocument();
  });
});
