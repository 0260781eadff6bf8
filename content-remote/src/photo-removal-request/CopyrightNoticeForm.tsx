import { yupResolver } from '@hookform/resolvers/yup';
import { SWORN_STATEMENTS } from 'contracts/src/content/copyrightNotice';
import { STATES_AND_PROVINCES } from 'contracts/src/content/statesAndProvinces';
import { SelectField, TextAreaField, TextField } from 'shared-ui';
import { CheckboxField } from '../forms/CheckboxField';
import { SubmissionForm } from '../forms/SubmissionForm';
import { useSubmissionForm } from '../forms/useSubmissionForm';
import styles from '../forms/forms.module.css';
import { sendCopyrightNotice } from './copyrightNoticeApi';
import { SignatureDateField } from './SignatureDateField';
import { copyrightNoticeSchema, emptyNotice } from './copyrightNoticeSchema';

const REGION_OPTIONS = STATES_AND_PROVINCES.map((region) => ({ value: region.code, label: region.name }));

/** The copyright infringement notice of screen 16: every field, checked next to each field, stored by the API. */
export function CopyrightNoticeForm() {
  const { form, state, onSubmit, field } = useSubmissionForm({
    resolver: yupResolver(copyrightNoticeSchema),
    emptyValues: emptyNotice,
    send: sendCopyrightNotice,
  });

  return (
    <SubmissionForm
      label="Copyright infringement notice"
      state={state}
      onSubmit={onSubmit}
      success={(receipt) => (
        <>Your notice has been received (reference {receipt.reference}). We will review it and reply by email.</>
      )}
      failure={(detail) => <>Your notice could not be sent: {detail}</>}
      submitLabel="Submit"
      submittingLabel="Submitting…"
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>About you</legend>
        <div className={styles.twoColumns}>
          <TextField label="First name" autoComplete="given-name" required {...field('first_name')} />
          <TextField label="Last name" autoComplete="family-name" required {...field('last_name')} />
        </div>
        <div className={styles.twoColumns}>
          <TextField
            label="Company name"
            autoComplete="organization"
            hint="If you write for a company."
            {...field('company_name')}
          />
          <TextField
            label="Copyright holder represented"
            hint="If you act for someone else."
            {...field('copyright_holder')}
          />
        </div>
        <div className={styles.twoColumns}>
          <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
          <SelectField
            label="State or province"
            placeholder="Choose a state or province"
            options={REGION_OPTIONS}
            required
            {...field('state_or_province')}
          />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>The work and where it appears</legend>
        <TextAreaField
          label="Describe the copyrighted work"
          hint="For example: the photograph, drawing or text, its title and when it was made."
          required
          {...field('work_description')}
        />
        <TextAreaField
          label="Authorized example URL"
          hint="A web address where an authorized copy of the work can be seen."
          rows={2}
          required
          {...field('authorized_example_url')}
        />
        <TextAreaField
          label="Where the material appears on our site"
          hint="The page addresses or plan numbers, and which picture or passage."
          rows={3}
          required
          {...field('infringing_material_location')}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Sworn statements</legend>
        {SWORN_STATEMENTS.map((statement) => (
          <CheckboxField key={statement.field} label={statement.text} required {...field(statement.field)} />
        ))}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Signature</legend>
        <div className={styles.twoColumns}>
          <SignatureDateField control={form.control} />
          <TextField
            label="Signature"
            hint="Type your first and last name as entered above."
            required
            {...field('signature')}
          />
        </div>
      </fieldset>
    </SubmissionForm>
  );
}
