import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  isShippingCountry,
  regionsOf,
  SHIPPING_COUNTRIES,
  type ShippingCountryCode,
  type ShippingReason,
} from 'contracts/src/checkout/shippingAddress';
import { field, SelectField, TextField } from 'shared-ui';
import type { CheckoutFormContext, CheckoutFormValues } from './checkoutFormSchema';
import styles from './CheckoutPage.module.css';

/** Why the address is asked for, under its legend. */
export const SHIPPING_NOTES: Record<ShippingReason, string> = {
  printed_sets: 'Your printed sets are shipped to this address.',
  cash_on_delivery: 'Cash on delivery: you pay when the order is delivered to this address.',
};

const POSTAL_CODE_HINTS: Record<ShippingCountryCode, string> = {
  US: '12345 or 12345-6789',
  CA: 'A1A 1A1',
};

const COUNTRY_OPTIONS = SHIPPING_COUNTRIES.map((country) => ({ value: country.code, label: country.label }));

/**
 * The shipping address part of the checkout form: United States or Canada, the state or province select and the
 * ZIP or postal code named for the country chosen. Every field is labelled; a field in error says why beside it.
 */
export function ShippingAddressFields({
  form,
  reason,
}: {
  form: UseFormReturn<CheckoutFormValues, CheckoutFormContext>;
  reason: ShippingReason;
}) {
  const chosen = useWatch({ control: form.control, name: 'shipping_address.country' });
  const country = SHIPPING_COUNTRIES.find((known) => known.code === chosen) ?? SHIPPING_COUNTRIES[0];
  const regions = regionsOf(country.code);
  const countryField = field(form, 'shipping_address.country');
  const noteId = useId();

  return (
    <fieldset className={styles.address} aria-describedby={noteId}>
      <legend className={styles.addressLegend}>Shipping address</legend>
      <p id={noteId} className={styles.note}>
        {SHIPPING_NOTES[reason]}
      </p>
      <TextField
        label="Full name"
        autoComplete="shipping name"
        required
        {...field(form, 'shipping_address.full_name')}
      />
      <TextField
        label="Street address"
        autoComplete="shipping address-line1"
        required
        {...field(form, 'shipping_address.line1')}
      />
      <TextField
        label="Apartment, suite or unit (optional)"
        autoComplete="shipping address-line2"
        {...field(form, 'shipping_address.line2')}
      />
      <TextField
        label="City"
        autoComplete="shipping address-level2"
        required
        {...field(form, 'shipping_address.city')}
      />
      <div className={styles.addressRow}>
        <SelectField
          label="Country"
          autoComplete="shipping country"
          required
          options={COUNTRY_OPTIONS}
          {...countryField}
          onChange={async (event) => {
            await countryField.onChange(event);
            // A state is no province: the choice made for the other country is cleared, not silently kept.
            const next = event.target.value;
            const region = form.getValues('shipping_address.state_or_province');
            if (isShippingCountry(next) && !regionsOf(next).some((known) => known.code === region)) {
              form.setValue('shipping_address.state_or_province', '', {
                shouldValidate: form.formState.isSubmitted,
              });
            }
          }}
        />
        <SelectField
          label={country.regionLabel}
          placeholder={`Choose a ${country.regionLabel.toLowerCase()}`}
          autoComplete="shipping address-level1"
          required
          options={regions.map((region) => ({ value: region.code, label: region.name }))}
          {...field(form, 'shipping_address.state_or_province')}
        />
      </div>
      <div className={styles.addressRow}>
        <TextField
          label={country.postalCodeLabel}
          hint={POSTAL_CODE_HINTS[country.code]}
          autoComplete="shipping postal-code"
          required
          {...field(form, 'shipping_address.postal_code')}
        />
        <TextField
          label="Phone"
          type="tel"
          hint="For the carrier, with the area code."
          autoComplete="shipping tel"
          required
          {...field(form, 'shipping_address.phone')}
        />
      </div>
    </fieldset>
  );
}
