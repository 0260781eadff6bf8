import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { EMAIL_SUBSCRIPTIONS, REWARD_PROGRAMMES, type UserSettings } from 'contracts/src/account/userSettings';
import { Button, field, TextField, toast } from 'shared-ui';
import { settingsRequests } from './settingsRequests';
import { userSettingsFormSchema } from './userSettingsFormSchema';
import styles from './UserSettingsPage.module.css';

export const SETTINGS_MESSAGES = {
  saved: 'Settings saved successfully!',
  saveFailed: 'Failed to save settings. Please try again.',
} as const;

/** Screen 12: saved per shopper and shown again on the next visit (the original's did nothing). */
export function UserSettingsForm({
  settings,
  onSaved,
}: {
  settings: UserSettings;
  onSaved: (settings: UserSettings) => void;
}) {
  const form = useForm<UserSettings>({
    resolver: yupResolver(userSettingsFormSchema),
    mode: 'onTouched',
    defaultValues: settings,
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await settingsRequests.save(values);
      onSaved(answer.data);
      toast.success(SETTINGS_MESSAGES.saved);
    } catch {
      toast.error(SETTINGS_MESSAGES.saveFailed);
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField label="First name" autoComplete="given-name" {...field(form, 'first_name')} />
      <TextField label="Email for newsletters" type="email" autoComplete="email" {...field(form, 'email')} />
      <fieldset className={styles.group}>
        <legend>Email subscriptions</legend>
        {EMAIL_SUBSCRIPTIONS.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input type="checkbox" value={option.value} {...form.register('subscriptions')} />
            {option.label}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.group} aria-describedby="reward-programme-hint">
        <legend>Reward programme</legend>
        {/* What /for-builder and /for-real-estate-agents promise; the checkout's server applies it. */}
        <p id="reward-programme-hint" className={styles.hint}>
          Builders and real estate agents save on every plan: 10% from enrolment, 15% from the 6th plan bought, 20% from
          the 11th, shown as a line of each order. <Link to="/for-builder">How the rewards work</Link>
        </p>
        {REWARD_PROGRAMMES.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input type="radio" value={option.value} {...form.register('reward_programme')} />
            {option.label}
          </label>
        ))}
      </fieldset>
      <TextField
        label="Affiliate publisher ID"
        hint="Only if you are in our affiliate programme"
        {...field(form, 'affiliate_publisher_id')}
      />
      <Button type="submit" loading={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Submit'}
      </Button>
    </form>
  );
}
