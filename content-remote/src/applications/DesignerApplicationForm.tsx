import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import {
  APPLICATION_LIMITS,
  DESIGNER_PROFESSIONS,
  PLAN_COUNT_RANGES,
  type DesignerApplication,
} from 'contracts/src/content/applications';
import { SelectField } from 'shared-ui/src/components/SelectField/SelectField';
import { TextAreaField } from 'shared-ui/src/components/TextAreaField/TextAreaField';
import { TextField } from 'shared-ui/src/components/TextField/TextField';
import { tooLong } from '../forms/fieldMessages';
import { useSubmissionForm } from '../forms/useSubmissionForm';
import styles from '../forms/forms.module.css';
import { requiredEmail } from '../forms/emailField';
import { ApplicationForm } from './ApplicationForm';
import { applicantName, choiceOf, webAddress } from './applicationFields';
import { sendDesignerApplication } from './applicationsApi';

const schema: yup.ObjectSchema<DesignerApplication> = yup.object({
  name: applicantName(),
  email: requiredEmail(),
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

const emptyApplication = (): DesignerApplication => ({
  name: '',
  email: '',
  phone: '',
  company: '',
  portfolio_url: '',
  profession: '',
  plan_count: '',
  message: '',
});

/** The designers' application (/become-ad-designer): the original's form did nothing; this one is stored. */
export function DesignerApplicationForm() {
  const { state, onSubmit, field } = useSubmissionForm({
    resolver: yupResolver(schema),
    emptyValues: emptyApplication,
    send: sendDesignerApplication,
  });

  return (
    <ApplicationForm
      label="Designer application"
      reply="Our plan review team will e-mail you within two weeks."
      state={state}
      onSubmit={onSubmit}
    >
      <div className={styles.twoColumns}>
        <TextField label="Name" autoComplete="name" required {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
        <TextField label="Studio or firm" autoComplete="organization" {...field('company')} />
        <SelectField
          label="Profession"
          placeholder="Choose one"
          options={DESIGNER_PROFESSIONS}
          required
          {...field('profession')}
        />
        <SelectField
          label="Plans you could list"
          placeholder="Choose one"
          options={PLAN_COUNT_RANGES}
          required
          {...field('plan_count')}
        />
      </div>
      <TextField
        label="Portfolio URL"
        type="url"
        hint="Your website or an online folder with two or three plan sets."
        required
        {...field('portfolio_url')}
      />
      <TextAreaField
        label="About your plans"
        hint="Styles, sizes, where they have been built, and the formats you have (PDF, CAD)."
        required
        {...field('message')}
      />
    </ApplicationForm>
  );
}
