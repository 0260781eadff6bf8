import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { useState } from 'react';
import type { UserProfile } from 'contracts/src/account/profile';
import { Button, field, TextField, toast } from 'shared-ui';
import { EmailChangeCodeForm } from '../email-address/EmailChangeCodeForm';
import { profileFormSchema, type ProfileFormValues } from './profileFormSchema';
import { profileRequests } from './profileRequests';
import styles from './ProfileForm.module.css';

export const PROFILE_MESSAGES = {
  saved: 'Profile updated successfully!',
  saveFailed: 'Failed to update profile. Please try again.',
} as const;

/**
 * The Profile tab: full name, e-mail, phone with its country code. A new e-mail address is not taken at once: the
 * server mails a code there, and the code form below moves the account once it is entered.
 */
export function ProfileForm({ profile, onSaved }: { profile: UserProfile; onSaved: (profile: UserProfile) => void }) {
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const form = useForm<ProfileFormValues>({
    resolver: yupResolver(profileFormSchema),
    mode: 'onTouched',
    defaultValues: {
      name: profile.name,
      email: profile.email,
      country_code: profile.country_code,
      phone: profile.phone,
    },
  });

  const { isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await profileRequests.save(values);
      const addressChangeStarted = values.email.toLowerCase() !== answer.data.email.toLowerCase();
      setPendingEmail(addressChangeStarted ? values.email : null);
      onSaved(answer.data);
      // The server's own words: they say where the code went when the address is to change.
      toast.success(answer.message || PROFILE_MESSAGES.saved);
    } catch {
      toast.error(PROFILE_MESSAGES.saveFailed);
    }
  });

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label="Full name" autoComplete="name" {...field(form, 'name')} />
        <TextField label="Email" type="email" autoComplete="email" {...field(form, 'email')} />
        <div className={styles.phone}>
          <TextField
            label="Country code"
            autoComplete="tel-country-code"
            placeholder="+1"
            {...field(form, 'country_code')}
          />
          <TextField label="Phone" type="tel" autoComplete="tel-national" {...field(form, 'phone')} />
        </div>
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save'}
        </Button>
      </form>
      {pendingEmail === null ? null : (
        <EmailChangeCodeForm
          key={pendingEmail}
          email={pendingEmail}
          onChanged={(changed) => {
            setPendingEmail(null);
            onSaved(changed);
          }}
          onCancel={() => setPendingEmail(null)}
        />
      )}
    </>
  );
}
