import { yupResolver } from '@hookform/resolvers/yup';
import { MONTHLY_AUDIENCE_RANGES, type AffiliateApplication } from 'contracts/src/content/applications';
import { SelectField, TextAreaField, TextField } from 'shared-ui';
import { useSubmissionForm } from '../forms/useSubmissionForm';
import styles from '../forms/forms.module.css';
import { ApplicationForm } from './ApplicationForm';
import { affiliateApplicationSchema } from './applicationSchemas';
import { sendAffiliateApplication } from './applicationsApi';

const emptyApplication = (): AffiliateApplication => ({
  name: '',
  email: '',
  website_url: '',
  monthly_audience: '',
  promotion: '',
});

/** The affiliate application (/become-affiliate): stored, and answered within 5-7 days. */
export function AffiliateApplicationForm() {
  const { state, onSubmit, field } = useSubmissionForm({
    resolver: yupResolver(affiliateApplicationSchema),
    emptyValues: emptyApplication,
    send: sendAffiliateApplication,
  });

  return (
    <ApplicationForm
      label="Affiliate application"
      reply="We will reply by e-mail within 5-7 days."
      state={state}
      onSubmit={onSubmit}
    >
      <div className={styles.twoColumns}>
        <TextField label="Name" autoComplete="name" required {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <TextField label="Website or channel URL" type="url" required {...field('website_url')} />
        <SelectField
          label="Monthly audience"
          placeholder="Choose one"
          options={MONTHLY_AUDIENCE_RANGES}
          required
          {...field('monthly_audience')}
        />
      </div>
      <TextAreaField label="How will you promote our plans?" required {...field('promotion')} />
    </ApplicationForm>
  );
}
