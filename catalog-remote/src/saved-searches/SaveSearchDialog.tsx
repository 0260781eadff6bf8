import { yupResolver } from '@hookform/resolvers/yup';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button, field, isApiError, Modal, TextField, toast } from 'shared-ui';
import { saveSearchSchema, type SaveSearchValues } from './savedSearchNameSchema';
import { useSaveSearch } from './useSaveSearch';
import styles from './SaveSearchButton.module.css';

export const SAVE_FAILED = 'The search could not be saved. Please try again.';

/** Names the list's filters and may ask for a daily alert: loaded when a shopper opens it (its form library with it). */
export default function SaveSearchDialog({
  path,
  query,
  title,
  onClose,
}: {
  path: string;
  query: string;
  title: string;
  onClose: () => void;
}) {
  const formId = useId();
  const alertsId = useId();
  const save = useSaveSearch();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<SaveSearchValues>({
    resolver: yupResolver(saveSearchSchema),
    defaultValues: { name: title, alerts: false },
  });
  const submit = form.handleSubmit(async ({ name, alerts }) => {
    setRefusal(null);
    try {
      await save.mutateAsync({ name, path, query, alerts });
      toast.success('Search saved');
      onClose();
    } catch (error) {
      // A 401 has been answered by the API client (the sign-in prompt); any other refusal says why, here.
      if (isApiError(error) && error.isUnauthorized) {
        onClose();
        return;
      }
      setRefusal(isApiError(error) && error.kind === 'server' ? error.message : SAVE_FAILED);
    }
  });

  return (
    <Modal
      open
      title="Save search"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            Save
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
        <TextField label="Name" autoComplete="off" {...field(form, 'name')} />
        <div className={styles.alerts}>
          <input id={alertsId} type="checkbox" {...form.register('alerts')} />
          <label htmlFor={alertsId}>E-mail me when new plans match (at most once a day)</label>
        </div>
        {refusal === null ? null : (
          <p role="alert" className={styles.refusal}>
            {refusal}
          </p>
        )}
        <p className={styles.hint}>
          Your saved searches are in <Link to="/myaccount?tab=searches">My Account</Link>.
        </p>
      </form>
    </Modal>
  );
}
