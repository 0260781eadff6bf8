import { yupResolver } from '@hookform/resolvers/yup';
import { DESIGNER_PROFESSIONS, PLAN_COUNT_RANGES, type DesignerApplication } from 'contracts/src/content/applications';
import { SelectField, TextAreaField, TextField } from 'shared-ui';
import { useSubmissionForm } from '../forms/useSubmissionForm';
import styles from '../forms/forms.module.css';
import { ApplicationForm } from './ApplicationForm';
import { designerApplicationSchema } from './applicationSchemas';
import { sendDesignerApplication } from './applicationsApi';

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
    resolver: yupResolver(designerApplicationSchema),
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
