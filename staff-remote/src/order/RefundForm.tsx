import { yupResolver } from '@hookform/resolvers/yup';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button, field, TextAreaField } from 'shared-ui';
import { refundFormSchema, type RefundFormValues } from './orderActionForms';
import styles from './order.module.css';

const resolver = yupResolver(refundFormSchema);

export interface RefundFormProps {
  /** What the refund does to the money, said above the reason. */
  consequence: string;
  onRefund: (refund: RefundFormValues) => void;
  busy: boolean;
}

/** Why the order is refunded (kept with the refund), before the desk asks to confirm. */
export function RefundForm({ consequence, onRefund, busy }: RefundFormProps) {
  const headingId = useId();
  const form = useForm<RefundFormValues>({ resolver, defaultValues: { reason: '' } });
  const submit = form.handleSubmit(({ reason }) => onRefund({ reason: reason.trim() }));
  return (
    <form aria-labelledby={headingId} className={styles.actionForm} noValidate onSubmit={(event) => void submit(event)}>
      <h3 id={headingId}>Refund the order</h3>
      <p>{consequence}</p>
      <TextAreaField label="Reason" rows={3} {...field(form, 'reason')} />
      <div>
        <Button type="submit" variant="secondary" loading={busy}>
          Refund
        </Button>
      </div>
    </form>
  );
}
