import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import {
  APPLICATION_LIMITS,
  MONTHLY_AUDIENCE_RANGES,
  type AffiliateApplication,
} from 'contracts/src/content/applications';
import { Button } from 'shared-ui/src/components/Button/Button';
import { SelectField } from 'shared-ui/src/components/SelectField/SelectField';
import { TextAreaField } from 'shared-ui/src/components/TextAreaField/TextAreaField';
import { TextField } from 'shared-ui/src/components/TextField/TextField';
import { tooLong } from '../forms/fieldMessages';
import { SubmissionBanner, SuccessRegion } from '../forms/SubmissionBanner';
import { useFormSubmission } from '../forms/useFormSubmission';
import styles from '../forms/forms.module.css';
import { applicantEmail, applicantName, choiceOf, webAddress } from './applicationFields';
import { sendAffiliateApplication } from './applicationsApi';

const schema: yup.ObjectSchema<AffiliateApplication> = yup.object({
  name: applicantName(),
  email: applicantEmail(),
  website_url: webAddress('Please give the address of your website or channel.'),
  monthly_audience: choiceOf(MONTHLY_AUDIENCE_RANGES, 'Please choose the size of your audience.'),
  promotion: yup
    .string()
    .trim()
    .required('Please tell us how you will promote our plans.')
    .max(APPLICATION_LIMITS.message, tooLong(APPLICATION_LIMITS.message)),
});

const EMPTY: AffiliateApplication = { name: '', email: '', website_url: '', monthly_audience: '', promotion: '' };

/** The affiliate application (/become-affiliate): stored, and answered within 5-7 days. */
export function AffiliateApplicationForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AffiliateApplication>({ resolver: yupResolver(schema), defaultValues: EMPTY });
  const { state, submit } = useFormSubmission(sendAffiliateApplication);
  const onSubmit = handleSubmit(async (values) => {
    if (await submit(values)) reset(EMPTY);
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Affiliate application">
      <SuccessRegion>
        {state.status === 'success' ? (
          <>
            Thank you! Your application has been received (reference {state.receipt.reference}). We will reply by e-mail
            within 5-7 days.
          </>
        ) : null}
      </SuccessRegion>
      <div className={styles.twoColumns}>
        <TextField label="Name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Website or channel URL"
          type="url"
          required
          error={errors.website_url?.message}
          {...register('website_url')}
        />
        <SelectField
          label="Monthly audience"
          placeholder="Choose one"
          options={MONTHLY_AUDIENCE_RANGES}
          required
          error={errors.monthly_audience?.message}
          {...register('monthly_audience')}
        />
      </div>
      <TextAreaField
        label="How will you promote our plans?"
        required
        error={errors.promotion?.message}
        {...register('promotion')}
      />
      {state.status === 'error' ? (
        <SubmissionBanner tone="error">Your application could not be sent: {state.detail}</SubmissionBanner>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={state.status === 'submitting'}>
          {state.status === 'submitting' ? 'Sending…' : 'Apply'}
        </Button>
      </div>
    </form>
  );
}
