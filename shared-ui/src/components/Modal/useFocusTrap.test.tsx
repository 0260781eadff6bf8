import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tabbableElements, useFocusTrap } from './useFocusTrap';

describe('tabbableElements', () => {
  it('lists what Tab reaches, in order, skipping disabled, hidden, inert and tabindex=-1 elements', () => {
    render(
      <div data-testid="box">
        <a href="/home">Home</a>
        <button type="button" disabled>
          Disabled
        </button>
        <input aria-label="Email" />
        <input type="hidden" name="csrf" />
        <div hidden>
          <button type="button">Hidden</button>
        </div>
        <div inert>
          <button type="button">Inert</button>
        </div>
        <button type="button" tabIndex={-1}>
          Skipped
        </button>
        <div tabIndex={0}>Panel</div>
        <select aria-label="Sort" />
      </div>,
    );
    const names = tabbableElements(screen.getByTestId('box')).map(
      (element) => element.getAttribute('aria-label') ?? element.textContent,
    );
    expect(names).toEqual(['Home', 'Email', 'Panel', 'Sort']);
  });
});

describe('useFocusTrap', () => {
  function Trap() {
    const [active, setActive] = useState(false);
    const ref = useRef<HTMLDivElement>(null);
    useFocusTrap(ref, active);
    return (
      <>
        <button type="button" onClick={() => setActive(true)}>
          Open
        </button>
        <div ref={ref} tabIndex={-1}>
          <button type="button">First</button>
          <button type="button" onClick={() => setActive(false)}>
            Done
          </button>
        </div>
      </>
    );
  }

  it('does nothing while inactive', async () => {
    render(<Trap />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it('traps focus while active and gives it back on deactivation', async () => {
    render(<Trap />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});
