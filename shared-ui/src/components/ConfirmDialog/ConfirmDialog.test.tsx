import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';

function renderLogout(props: { busy?: boolean } = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <ConfirmDialog
      open
      title="Confirm Logout"
      message="Are you sure you want to logout?"
      confirmLabel="Logout"
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel, dialog: screen.getByRole('dialog', { name: 'Confirm Logout' }) };
}

describe('ConfirmDialog', () => {
  it('asks its question, described by its message, with focus on Cancel', () => {
    const { dialog } = renderLogout();
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to logout?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirms', async () => {
    const { dialog, onConfirm, onCancel } = renderLogout();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels with the Cancel button, Escape or the close button', async () => {
    const { dialog, onCancel, onConfirm } = renderLogout();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('while busy: shows progress on the confirm button and cannot be dismissed or confirmed twice', async () => {
    const { dialog, onCancel, onConfirm } = renderLogout({ busy: true });
    const confirm = within(dialog).getByRole('button', { name: 'Logout' });
    expect(confirm).toHaveAttribute('aria-busy', 'true');

    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('uses Confirm and Cancel when no labels are given', () => {
    render(
      <ConfirmDialog
        open
        title="Remove plan?"
        message="It leaves your cart."
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    render(<ConfirmDialog open={false} title="Confirm Logout" message="?" onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
