import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ORDER_STATUSES } from 'contracts/src/orders/orderCodes';
import { Button, field, SelectField, TextField } from 'shared-ui';
import { orderFilterSchema } from './orderFilterSchema';
import { NO_FILTERS, type OrderFilterValues } from './orderListSearch';
import styles from './orders.module.css';

const resolver = yupResolver(orderFilterSchema);
const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: String(status.code), label: status.label }));

export interface OrderFiltersProps {
  /** The filters the list shows now (from the address bar). */
  values: OrderFilterValues;
  onApply: (values: OrderFilterValues) => void;
}

/** The order list's filters: applied together with one button, so the list is not reloaded at every keystroke. */
export function OrderFilters({ values, onApply }: OrderFiltersProps) {
  const form = useForm<OrderFilterValues>({ resolver, defaultValues: values });
  const { reset } = form;
  const { q, status, from, to } = values;
  // Back, Forward or a link changes the list: the form shows what the list is filtered by.
  useEffect(() => reset({ q, status, from, to }), [reset, q, status, from, to]);

  const apply = form.handleSubmit(onApply);
  const clear = () => {
    reset(NO_FILTERS);
    onApply(NO_FILTERS);
  };

  return (
    <form
      role="search"
      aria-label="Filter orders"
      className={styles.filters}
      noValidate
      onSubmit={(event) => void apply(event)}
    >
      <TextField
        label="Search"
        hint="Order number, e-mail address or plan number"
        type="search"
        className={styles.search}
        {...field(form, 'q')}
      />
      <SelectField label="Status" placeholder="Any status" options={STATUS_OPTIONS} {...field(form, 'status')} />
      <TextField label="Placed from" type="date" {...field(form, 'from')} />
      <TextField label="Placed to" type="date" {...field(form, 'to')} />
      <div className={styles.filterActions}>
        <Button type="submit">Apply filters</Button>
        <Button variant="secondary" onClick={clear}>
          Clear filters
        </Button>
      </div>
    </form>
  );
}
