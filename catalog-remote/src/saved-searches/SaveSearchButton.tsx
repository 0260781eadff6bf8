import { yupResolver } from '@hookform/resolvers/yup';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import type { PlanFilters } from 'contracts/src/catalog/planFilters';
import { Button, field, isApiError, Modal, TextField, toast, useSignedIn } from 'shared-ui';
import { saveSearchSchema, type SaveSearchValues } from './savedSearchNameSchema';
import { savedQueryOf, useSaveSearch } from './useSaveSearch';
import styles from './SaveSearchButton.module.css';

export const SIGN_IN_TO_SAVE = 'Sign in to save this search.';
export const SAVE_FAILED = 'The search could not be saved. Please try again.';

interface SaveSearchButtonProps {
  /** The list's path as shown (the API keeps its canonical spelling). */
  path: string;
  /** The shopper's own filters, sort and page as the URL holds them (the page is not saved). */
  filters: PlanFilters;
  /** The list's heading, the name suggested. */
  title: string;
}

/** "Save search" on a plan list: a signed-in shopper names the list's filters and may ask for a daily alert. */
export function SaveSearchButton({ path, filters, title }: SaveSearchButtonProps) {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  const start = () => {
    if (!signedIn) {
      toast.warning(SIGN_IN_TO_SAVE, { label: 'Sign In', onClick: () => void navigate('/SignIn') });
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <Button variant="secondary" size="sm" onClick={start} aria-haspopup="dialog">
        Save search
      </Button>
      {open ? (
        <SaveSearchDialog path={path} query={savedQueryOf(filters)} title={title} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

function SaveSearchDialog({
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
