import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import {
  APPLICATION_LIMITS,
  DESIGNER_PROFESSIONS,
  PLAN_COUNT_RANGES,
  type DesignerApplication,
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
import { sendDesignerApplication } from './applicationsApi';

const schema: yup.ObjectSchema<DesignerApplication> = yup.object({
  name: applicantName(),
  email: applicantEmail(),
  phone: yup.string().trim().defined().max(APPLICATION_LIMITS.phone, tooLong(APPLICATION_LIMITS.phone)),
  company: yup.string().trim().defined().max(APPLICATION_LIMITS.company, tooLong(APPLICATION_LIMITS.company)),
  portfolio_url: webAddress('Please give the address of your portfolio.'),
  profession: choiceOf(DESIGNER_PROFESSIONS, 'Please choose your profession.'),
  plan_count: choiceOf(PLAN_COUNT_RANGES, 'Please choose how many plans you have.'),
  message: yup
    .string()
    .trim()
    .required('Please tell us about your plans.')
    .max(APPLICATION_LIMITS.message, tooLong(APPLICATION_LIMITS.message)),
});

const EMPTY: DesignerApplication = {
  name: '',
  email: '',
  phone: '',
  company: '',
  portfolio_url: '',
  profession: '',
  plan_count: '',
  message: '',
};

/** The designers' application (/become-ad-designer): the original's form did nothing; this one is stored. */
export function DesignerApplicationForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<DesignerApplication>({ resolver: yupResolver(schema), defaultValues: EMPTY });
  const { state, submit } = useFormSubmission(sendDesignerApplication);
  const onSubmit = handleSubmit(async (values) => {
    if (await submit(values)) reset(EMPTY);
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Designer application">
      <SuccessRegion>
        {state.status === 'success' ? (
          <>
            Thank you! Your application has been received (reference {state.receipt.reference}). Our plan review team
            will e-mail you within two weeks.
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
        <TextField label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        <TextField
          label="Studio or firm"
          autoComplete="organization"
          error={errors.company?.message}
          {...register('company')}
        />
        <SelectField
          label="Profession"
          placeholder="Choose one"
          options={DESIGNER_PROFESSIONS}
          required
          error={errors.profession?.message}
          {...register('profession')}
        />
        <SelectField
          label="Plans you could list"
          placeholder="Choose one"
          options={PLAN_COUNT_RANGES}
          required
          error={errors.plan_count?.message}
          {...register('plan_count')}
        />
      </div>
      <TextField
        label="Portfolio URL"
        type="url"
        hint="Your website or an online folder with two or three plan sets."
        required
        error={errors.portfolio_url?.message}
        {...register('portfolio_url')}
      />
      <TextAreaField
        label="About your plans"
        hint="Styles, sizes, where they have been built, and the formats you have (PDF, CAD)."
        required
        error={errors.message?.message}
        {...register('message')}
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
