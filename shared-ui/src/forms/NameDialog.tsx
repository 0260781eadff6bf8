import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../components/Button/Button';
import { Modal } from '../components/Modal/Modal';
import { TextField } from '../components/TextField/TextField';
import { field } from './formField';

/** What a NameDialog's form holds: the one name. */
export interface NameValues {
  name: string;
}

export interface NameDialogProps {
  /**
   * The caller's `useForm<NameValues>`: its resolver states the name's rules and `mode: 'onChange'` checks it as it is
   * typed. The caller makes the form because react-hook-form is the app's copy (a peer: shared-ui has its types only).
   */
  form: UseFormReturn<NameValues>;
  title: string;
  /** The field's label. */
  label: string;
  autoComplete?: string;
  /** Shows Save as busy while the name is sent. */
  busy: boolean;
  onClose: () => void;
  /** Gets the name as the resolver gave it back (checked, tidied); the caller closes the dialog once it is saved. */
  onSave: (name: string) => Promise<unknown>;
}

/**
 * A dialog that names or renames one thing (a favourite collection, a saved search): one field, checked as it is
 * typed, Save disabled while the field shows a message; Enter in the field saves.
 */
export function NameDialog({ form, title, label, autoComplete, busy, onClose, onSave }: NameDialogProps) {
  const formId = useId();
  const name = field(form, 'name');
  const submit = form.handleSubmit(async (values) => {
    await onSave(values.name);
  });
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy} disabled={name.error !== undefined}>
            Save
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <TextField label={label} autoComplete={autoComplete} {...name} />
      </form>
    </Modal>
  );
}
