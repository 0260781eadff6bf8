import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentModeForm } from './PaymentModeForm';

describe('PaymentModeForm', () => {
  it('asks for a mode, drops the message once one is chosen, and proceeds with its code', async () => {
    const user = userEvent.setup();
    const onProceed = jest.fn(async () => undefined);
    render(<PaymentModeForm placing={false} disabled={false} onProceed={onProceed} />);
    const group = screen.getByRole('group', { name: 'Payment mode' });

    await user.click(screen.getByRole('button', { name: 'Proceed To Payment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a payment mode before proceeding.');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Please select a payment mode before proceeding.');
    expect(onProceed).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Card Payment' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(group).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Proceed To Payment' }));
    expect(onProceed).toHaveBeenCalledWith(2);
  });

  it('takes no second order while the first is being placed', async () => {
    const user = userEvent.setup();
    let placed: () => void = () => undefined;
    const onProceed = jest.fn(() => new Promise<void>((resolve) => (placed = resolve)));
    render(<PaymentModeForm placing={false} disabled={false} onProceed={onProceed} />);
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    const proceed = screen.getByRole('button', { name: 'Proceed To Payment' });
    await user.click(proceed);
    expect(proceed).toHaveAttribute('aria-busy', 'true');
    await user.click(proceed);
    expect(onProceed).toHaveBeenCalledTimes(1);
    expect(onProceed).toHaveBeenCalledWith(1);
    placed();
    await screen.findByRole('button', { name: 'Proceed To Payment', busy: false });
  });
});
