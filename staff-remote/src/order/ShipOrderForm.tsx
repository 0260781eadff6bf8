import { yupResolver } from '@hookform/resolvers/yup';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { CARRIERS, normalizeTrackingNumber, type CarrierCode } from 'contracts/src/orders/carriers';
import { Button, field, SelectField, TextField } from 'shared-ui';
import { shipmentFormSchema, type ShipmentFormValues } from './orderActionForms';
import styles from './order.module.css';

const resolver = yupResolver(shipmentFormSchema);
const CARRIER_OPTIONS = CARRIERS.map((carrier) => ({ value: carrier.code, label: carrier.label }));
const NOTHING_YET: ShipmentFormValues = { carrier: '', tracking_number: '' };

export interface ShipOrderFormProps {
  /** Called with a checked carrier and the number as it will be kept: the page then asks for confirmation. */
  onShip: (shipment: { carrier: CarrierCode; tracking_number: string }) => void;
  busy: boolean;
}

/** The carrier and its tracking number, checked as the API checks them, before the desk asks to confirm. */
export function ShipOrderForm({ onShip, busy }: ShipOrderFormProps) {
  const headingId = useId();
  const form = useForm<ShipmentFormValues>({ resolver, defaultValues: NOTHING_YET });
  const submit = form.handleSubmit(({ carrier, tracking_number: number }) => {
    const chosen = CARRIERS.find((known) => known.code === carrier);
    if (chosen) onShip({ carrier: chosen.code, tracking_number: normalizeTrackingNumber(number) });
  });
  return (
    <form aria-labelledby={headingId} className={styles.actionForm} noValidate onSubmit={(event) => void submit(event)}>
      <h3 id={headingId}>Ship the printed sets</h3>
      <SelectField
        label="Carrier"
        placeholder="Choose the carrier"
        options={CARRIER_OPTIONS}
        {...field(form, 'carrier')}
      />
      <TextField
        label="Tracking number"
        hint="As on the carrier's label; spaces are left out."
        autoComplete="off"
        spellCheck={false}
        {...field(form, 'tracking_number')}
      />
      <div>
        <Button type="submit" loading={busy}>
          Mark shipped
        </Button>
      </div>
    </form>
  );
}
