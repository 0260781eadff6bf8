import { useRef, useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal, MODAL_TRANSITION_MS } from './Modal';

function EditProfile({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit profile
      </button>
      <Modal
        open={open}
        onClose={close}
        title="Edit profile"
        footer={
          <button type="button" onClick={close}>
            Save
          </button>
        }
      >
        <label>
          Name <input />
        </label>
      </Modal>
    </>
  );
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
  return screen.getByRole('dialog', { name: 'Edit profile' });
}

describe('Modal', () => {
  it('is a modal dialog named by its title, rendered in a portal', async () => {
    const { container } = render(<EditProfile />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const dialog = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { name: 'Edit profile' })).toBeInTheDocument();
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it('moves focus inside and keeps Tab and Shift+Tab there', async () => {
    render(<EditProfile />);
    const dialog = await openDialog();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    const save = within(dialog).getByRole('button', { name: 'Save' });

    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(name).toHaveFocus();
    await userEvent.tab();
    expect(save).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('focuses the element it is told to first', async () => {
    function WithInitialFocus() {
      const saveRef = useRef<HTMLButtonElement>(null);
      return (
        <Modal open onClose={() => {}} title="Saved search" initialFocusRef={saveRef}>
          <button type="button">Rename</button>
          <button type="button" ref={saveRef}>
            Keep
          </button>
        </Modal>
      );
    }
    render(<WithInitialFocus />);
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const onClose = jest.fn();
    render(<EditProfile onClose={onClose} />);
    await openDialog();
    await userEvent.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const onClose = jest.fn();
    render(<EditProfile onClose={onClose} />);
    const dialog = await openDialog();

    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    expect(onClose).not.toHaveBeenCalled();

    const backdrop = dialog.parentElement;
    if (!backdrop) throw new Error('no backdrop');
    await userEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with its close button', async () => {
    const onClose = jest.fn();
    render(<EditProfile onClose={onClose} />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays in the page for the 300 ms closing transition, then leaves', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<EditProfile />);
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.keyboard('{Escape}');

    act(() => jest.advanceTimersByTime(MODAL_TRANSITION_MS - 10));
    expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('aria-modal', 'true');
    act(() => jest.advanceTimersByTime(10));
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it('locks the page scroll while open', async () => {
    render(<EditProfile />);
    await openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('brings focus back if something moves it out of the dialog', async () => {
    render(<EditProfile />);
    const dialog = await openDialog();
    act(() => screen.getByRole('button', { name: 'Edit profile', hidden: true }).focus());
    expect(dialog).toContainElement(document.activeElement instanceof HTMLElement ? document.activeElement : null);
  });

  it('with a dialog opened from a dialog, Escape closes only the inner one and focus returns to the outer', async () => {
    const closeOuter = jest.fn();
    function Checkout() {
      const [confirming, setConfirming] = useState(false);
      return (
        <Modal open onClose={closeOuter} title="Checkout">
          <button type="button" onClick={() => setConfirming(true)}>
            Remove promo code
          </button>
          <Modal open={confirming} onClose={() => setConfirming(false)} title="Remove promo code?">
            <button type="button">Remove</button>
          </Modal>
        </Modal>
      );
    }
    render(<Checkout />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove promo code' }));
    const inner = screen.getByRole('dialog', { name: 'Remove promo code?' });
    expect(inner).toContainElement(document.activeElement instanceof HTMLElement ? document.activeElement : null);

    await userEvent.keyboard('{Escape}');
    expect(closeOuter).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Remove promo code' })).toHaveFocus();

    await userEvent.tab();
    expect(screen.getByRole('dialog', { name: 'Checkout' })).toContainElement(
      document.activeElement instanceof HTMLElement ? document.activeElement : null,
    );
  });
});
