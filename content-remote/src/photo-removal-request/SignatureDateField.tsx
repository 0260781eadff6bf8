import { useController, type Control } from 'react-hook-form';
import type { CopyrightNotice } from 'contracts/src/content/copyrightNotice';
import { TextField } from 'shared-ui';
import { isoDateOf, signatureDateOf, todayAsIsoDate } from './copyrightNoticeSchema';

/**
 * The notice's signature date with the browser's own date picker (a native `<input type="date">`, the design
 * system's TextField): keyboard, screen reader and phone pickers come with it. The form keeps the date as the spec's
 * MM/DD/YYYY, which the yup schema and the API check; the input shows and gives YYYY-MM-DD, converted both ways here.
 * A date cannot be picked after today (the schema says so too, for a typed one).
 */
export function SignatureDateField({ control }: { control: Control<CopyrightNotice> }) {
  const { field, fieldState } = useController({ control, name: 'signature_date' });
  return (
    <TextField
      label="Date"
      hint="The day you sign this notice."
      type="date"
      required
      max={todayAsIsoDate()}
      name={field.name}
      ref={field.ref}
      value={isoDateOf(field.value)}
      onChange={(event) => field.onChange(signatureDateOf(event.target.value))}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
