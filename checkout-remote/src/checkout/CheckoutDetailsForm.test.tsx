import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DELIVERY_MESSAGES, type LastAddress } from 'contracts/src/checkout/shippingAddress';
import { CheckoutDetailsForm } from './CheckoutDetailsForm';
import { checkoutFormDefaults } from './checkoutFormSchema';

const PDF_SET = 1;
const PRINTED_SETS = 2;

const LAST: LastAddress = {
  billing_name: 'Ana Ruiz',
  shipping_address: {
    full_name: 'Ana Ruiz',
    line1: '1200 NW Pine Street',
    city: 'Portland',
    country: 'US',
    state_or_province: 'OR',
    postal_code: '97209',
    phone: '503 555 0142',
  },
};

function renderForm({
  planSetCodes = [PDF_SET],
  last = null,
  onProceed = jest.fn(async () => undefined),
}: {
  planSetCodes?: number[];
  last?: LastAddress | null;
  onProceed?: jest.Mock;
} = {}) {
  render(
    <CheckoutDetailsForm
      planSetCodes={planSetCodes}
      defaults={checkoutFormDefaults(last)}
      placing={false}
      disabled={false}
      onProceed={onProceed}
    />,
  );
  return onProceed;
}

const proceedButton = () => screen.getByRole('button', { name: 'Proceed To Payment' });
const addressGroup = () => screen.queryByRole('group', { name: 'Shipping address' });

describe('CheckoutDetailsForm', () => {
  it('asks for a mode, drops the message once one is chosen, and proceeds with its code and the billing name', async () => {
    const user = userEvent.setup();
    const onProceed = renderForm({ last: { billing_name: 'Ana Ruiz', shipping_address: null } });
    const group = screen.getByRole('group', { name: 'Payment mode' });

    await user.click(proceedButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a payment mode before proceeding.');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Please select a payment mode before proceeding.');
    expect(onProceed).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Card Payment' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(group).not.toHaveAttribute('aria-invalid');

    await user.click(proceedButton());
    // A PDF set paid by card ships nothing: no address is asked for or sent.
    expect(addressGroup()).not.toBeInTheDocument();
    expect(onProceed).toHaveBeenCalledWith({ payment_mode: 2, billing_name: 'Ana Ruiz' });
  });

  it('asks for the billing name, the name on the licence, before anything is sent', async () => {
    const user = userEvent.setup();
    const onProceed = renderForm();
    const name = screen.getByRole('textbox', { name: 'Billing name' });
    expect(name).toHaveValue('');
    expect(name).toHaveAccessibleDescription('The name that goes on the licence: "Licensed to NAME for one build".');
    await user.click(screen.getByRole('radio', { name: 'Card Payment' }));
    await user.click(proceedButton());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining(DELIVERY_MESSAGES.billingNameRequired));
    expect(name).toHaveFocus();
    expect(onProceed).not.toHaveBeenCalled();
    await user.type(name, '  Ana Ruiz ');
    await user.click(proceedButton());
    expect(onProceed).toHaveBeenCalledWith({ payment_mode: 2, billing_name: 'Ana Ruiz' });
  });

  it('asks for the address when cash on delivery is chosen, and keeps what was typed when the mode changes back', async () => {
    const user = userEvent.setup();
    const onProceed = renderForm({ last: { billing_name: 'Ana Ruiz', shipping_address: null } });
    expect(addressGroup()).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    const address = addressGroup();
    if (!address) throw new Error('no address section');
    expect(address).toHaveAccessibleDescription(
      'Cash on delivery: you pay when the order is delivered to this address.',
    );
    await user.type(within(address).getByRole('textbox', { name: 'Street address' }), '1200 NW Pine Street');
    await user.click(proceedButton());
    expect(onProceed).not.toHaveBeenCalled();
    const fullName = within(address).getByRole('textbox', { name: 'Full name' });
    expect(fullName).toHaveAttribute('aria-invalid', 'true');
    expect(fullName).toHaveAccessibleDescription(DELIVERY_MESSAGES.fullNameRequired);
    expect(within(address).getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription(
      DELIVERY_MESSAGES.stateRequired,
    );
    expect(within(address).getByRole('textbox', { name: 'ZIP code' })).toHaveAccessibleDescription(
      `12345 or 12345-6789 ${DELIVERY_MESSAGES.zipInvalid}`,
    );

    // Card needs no address for a PDF set: the section goes, and comes back with what was typed.
    await user.click(screen.getByRole('radio', { name: 'Card Payment' }));
    expect(addressGroup()).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveValue('1200 NW Pine Street');
  });

  it('asks for the address of printed sets whatever the payment, pre-filled from the last order, and sends it', async () => {
    const user = userEvent.setup();
    const onProceed = renderForm({ planSetCodes: [PDF_SET, PRINTED_SETS], last: LAST });
    const address = addressGroup();
    if (!address) throw new Error('no address section');
    expect(address).toHaveAccessibleDescription('Your printed sets are shipped to this address.');
    expect(screen.getByRole('textbox', { name: 'Billing name' })).toHaveValue('Ana Ruiz');
    expect(within(address).getByRole('textbox', { name: 'City' })).toHaveValue('Portland');
    expect(within(address).getByRole('combobox', { name: 'State' })).toHaveDisplayValue('Oregon');

    await user.type(within(address).getByRole('textbox', { name: 'Apartment, suite or unit (optional)' }), 'Apt 4');
    await user.click(screen.getByRole('radio', { name: 'Card Payment' }));
    await user.click(proceedButton());
    expect(onProceed).toHaveBeenCalledWith({
      payment_mode: 2,
      billing_name: 'Ana Ruiz',
      shipping_address: { ...LAST.shipping_address, line2: 'Apt 4' },
    });
  });

  it("names the region and code for the country chosen, offers that country's list, and clears a state for Canada", async () => {
    const user = userEvent.setup();
    const onProceed = renderForm({ planSetCodes: [PRINTED_SETS], last: LAST });
    const address = addressGroup();
    if (!address) throw new Error('no address section');

    await user.selectOptions(within(address).getByRole('combobox', { name: 'Country' }), 'Canada');
    const province = within(address).getByRole('combobox', { name: 'Province or territory' });
    expect(province).toHaveValue('');
    expect(within(province).getAllByRole('option')).toHaveLength(14);
    expect(within(province).queryByRole('option', { name: 'Oregon' })).not.toBeInTheDocument();
    const postalCode = within(address).getByRole('textbox', { name: 'Postal code' });
    expect(postalCode).toHaveAccessibleDescription('A1A 1A1');

    await user.click(screen.getByRole('radio', { name: 'Card Payment' }));
    await user.click(proceedButton());
    expect(province).toHaveAccessibleDescription(DELIVERY_MESSAGES.provinceRequired);
    expect(postalCode).toHaveAccessibleDescription(`A1A 1A1 ${DELIVERY_MESSAGES.postalCodeInvalid}`);
    expect(onProceed).not.toHaveBeenCalled();

    await user.selectOptions(province, 'Quebec');
    await user.clear(postalCode);
    await user.type(postalCode, 'h2y1z4');
    expect(province).not.toHaveAttribute('aria-invalid');
    await user.click(proceedButton());
    expect(onProceed).toHaveBeenCalledWith(
      expect.objectContaining({
        shipping_address: expect.objectContaining({ country: 'CA', state_or_province: 'QC', postal_code: 'h2y1z4' }),
      }),
    );
  });

  it('takes no second order while the first is being placed', async () => {
    const user = userEvent.setup();
    let placed: () => void = () => undefined;
    const onProceed = jest.fn(() => new Promise<void>((resolve) => (placed = resolve)));
    renderForm({ last: LAST, onProceed });
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    const proceed = proceedButton();
    await user.click(proceed);
    expect(proceed).toHaveAttribute('aria-busy', 'true');
    await user.click(proceed);
    expect(onProceed).toHaveBeenCalledTimes(1);
    expect(onProceed).toHaveBeenCalledWith({
      payment_mode: 1,
      billing_name: 'Ana Ruiz',
      shipping_address: LAST.shipping_address,
    });
    placed();
    await screen.findByRole('button', { name: 'Proceed To Payment', busy: false });
  });
});
