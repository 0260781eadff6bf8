import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { SWORN_STATEMENTS, type CopyrightNotice } from 'contracts/src/content/copyrightNotice';
import { STATES_AND_PROVINCES } from 'contracts/src/content/statesAndProvinces';
import { Button } from 'shared-ui/src/components/Button/Button';
import { SelectField } from 'shared-ui/src/components/SelectField/SelectField';
import { TextAreaField } from 'shared-ui/src/components/TextAreaField/TextAreaField';
import { TextField } from 'shared-ui/src/components/TextField/TextField';
import { CheckboxField } from '../forms/CheckboxField';
import { SubmissionBanner, SuccessRegion } from '../forms/SubmissionBanner';
import { useFormSubmission } from '../forms/useFormSubmission';
import styles from '../forms/forms.module.css';
import { sendCopyrightNotice } from './copyrightNoticeApi';
import { copyrightNoticeSchema, emptyNotice } from './copyrightNoticeSchema';

const REGION_OPTIONS = STATES_AND_PROVINCES.map((region) => ({ value: region.code, label: region.name }));

/** The copyright infringement notice of screen 16: every field, checked next to each field, stored by the API. */
export function CopyrightNoticeForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CopyrightNotice>({ resolver: yupResolver(copyrightNoticeSchema), defaultValues: emptyNotice() });
  const { state, submit } = useFormSubmission(sendCopyrightNotice);

  const onSubmit = handleSubmit(async (values) => {
    if (await submit(values)) reset(emptyNotice());
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Copyright infringement notice">
      <SuccessRegion>
        {state.status === 'success' ? (
          <>
            Your notice has been received (reference {state.receipt.reference}). We will review it and reply by email.
          </>
        ) : null}
      </SuccessRegion>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>About you</legend>
        <div className={styles.twoColumns}>
          <TextField
            label="First name"
            autoComplete="given-name"
            required
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            required
            error={errors.last_name?.message}
            {...register('last_name')}
          />
        </div>
        <div className={styles.twoColumns}>
          <TextField
            label="Company name"
            autoComplete="organization"
            hint="If you write for a company."
            error={errors.company_name?.message}
            {...register('company_name')}
          />
          <TextField
            label="Copyright holder represented"
            hint="If you act for someone else."
            error={errors.copyright_holder?.message}
            {...register('copyright_holder')}
          />
        </div>
        <div className={styles.twoColumns}>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <SelectField
            label="State or province"
            placeholder="Choose a state or province"
            options={REGION_OPTIONS}
            required
            error={errors.state_or_province?.message}
            {...register('state_or_province')}
          />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>The work and where it appears</legend>
        <TextAreaField
          label="Describe the copyrighted work"
          hint="For example: the photograph, drawing or text, its title and when it was made."
          required
          error={errors.work_description?.message}
          {...register('work_description')}
        />
        <TextAreaField
          label="Authorized example URL"
          hint="A web address where an authorized copy of the work can be seen."
          rows={2}
          required
          error={errors.authorized_example_url?.message}
          {...register('authorized_example_url')}
        />
        <TextAreaField
          label="Where the material appears on our site"
          hint="The page addresses or plan numbers, and which picture or passage."
          rows={3}
          required
          error={errors.infringing_material_location?.message}
          {...register('infringing_material_location')}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Sworn statements</legend>
        {SWORN_STATEMENTS.map((statement) => (
          <CheckboxField
            key={statement.field}
            label={statement.text}
            required
            error={errors[statement.field]?.message}
            {...register(statement.field)}
          />
        ))}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Signature</legend>
        <div className={styles.twoColumns}>
          <TextField
            label="Date"
            hint="MM/DD/YYYY"
            inputMode="numeric"
            required
            error={errors.signature_date?.message}
            {...register('signature_date')}
          />
          <TextField
            label="Signature"
            hint="Type your first and last name as entered above."
            required
            error={errors.signature?.message}
            {...register('signature')}
          />
        </div>
      </fieldset>
      {state.status === 'error' ? (
        <SubmissionBanner tone="error">Your notice could not be sent: {state.detail}</SubmissionBanner>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={state.status === 'submitting'}>
          {state.status === 'submitting' ? 'Submitting…' : 'Submit'}
        </Button>
      </div>
    </form>
  );
}
