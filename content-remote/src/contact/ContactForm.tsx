import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import {
  CONTACT_LIMITS,
  CONTACT_REQUIRED_MESSAGE,
  CONTACT_SUCCESS_MESSAGE,
  contactErrorMessage,
  type ContactMessage,
} from 'contracts/src/content/contactMessage';
import { EMAIL_MAX_LENGTH, INVALID_EMAIL_MESSAGE, isEmailAddress } from 'contracts/src/content/emailAddress';
import { Button } from 'shared-ui/src/components/Button/Button';
import { TextAreaField } from 'shared-ui/src/components/TextAreaField/TextAreaField';
import { TextField } from 'shared-ui/src/components/TextField/TextField';
import { toast } from 'shared-ui/src/toasts/toast';
import { tooLong } from '../forms/fieldMessages';
import { SubmissionBanner, SuccessRegion } from '../forms/SubmissionBanner';
import { useFormSubmission } from '../forms/useFormSubmission';
import styles from '../forms/forms.module.css';
import { sendContactMessage } from './contactApi';

const schema = yup.object({
  name: yup
    .string()
    .trim()
    .required('Please enter your name.')
    .max(CONTACT_LIMITS.name, tooLong(CONTACT_LIMITS.name)),
  email: yup
    .string()
    .trim()
    .required('Please enter your email address.')
    .max(EMAIL_MAX_LENGTH, tooLong(EMAIL_MAX_LENGTH))
    .test('email', INVALID_EMAIL_MESSAGE, (value) => isEmailAddress(value)),
  subject: yup
    .string()
    .trim()
    .required('Please enter a subject.')
    .max(CONTACT_LIMITS.subject, tooLong(CONTACT_LIMITS.subject)),
  comment: yup
    .string()
    .trim()
    .required('Please enter your message.')
    .max(CONTACT_LIMITS.comment, tooLong(CONTACT_LIMITS.comment)),
});

const EMPTY: ContactMessage = { name: '', email: '', subject: '', comment: '' };

/** The Contact Us form (second spec §4, §5, §8): every field required, success resets it, errors say why. */
export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactMessage>({ resolver: yupResolver(schema), defaultValues: EMPTY });
  const { state, submit } = useFormSubmission(sendContactMessage);
  const missingField = Object.values(errors).some((error) => error?.type === 'required');

  const onSubmit = handleSubmit(async (values) => {
    if (await submit(values)) {
      toast.success(CONTACT_SUCCESS_MESSAGE);
      reset(EMPTY);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Contact form">
      <SuccessRegion>{state.status === 'success' ? CONTACT_SUCCESS_MESSAGE : null}</SuccessRegion>
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
      </div>
      <TextField label="Subject" required error={errors.subject?.message} {...register('subject')} />
      <TextAreaField label="Comment" rows={6} required error={errors.comment?.message} {...register('comment')} />
      {missingField ? <SubmissionBanner tone="error">{CONTACT_REQUIRED_MESSAGE}</SubmissionBanner> : null}
      {state.status === 'error' ? (
        <SubmissionBanner tone="error">{contactErrorMessage(state.detail)}</SubmissionBanner>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={state.status === 'submitting'}>
          {state.status === 'submitting' ? 'Sending…' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
