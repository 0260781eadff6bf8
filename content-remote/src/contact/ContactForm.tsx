import { yupResolver } from '@hookform/resolvers/yup';
import {
  CONTACT_REQUIRED_MESSAGE,
  CONTACT_SUCCESS_MESSAGE,
  contactErrorMessage,
  type ContactMessage,
} from 'contracts/src/content/contactMessage';
import { TextAreaField, TextField, toast } from 'shared-ui';
import { SubmissionForm } from '../forms/SubmissionForm';
import { useSubmissionForm } from '../forms/useSubmissionForm';
import styles from '../forms/forms.module.css';
import { sendContactMessage } from './contactApi';
import { contactMessageSchema } from './contactMessageSchema';

const emptyMessage = (): ContactMessage => ({ name: '', email: '', subject: '', comment: '' });
const announceSent = () => toast.success(CONTACT_SUCCESS_MESSAGE);

/** The Contact Us form (second spec §4, §5, §8): every field required, success resets it, errors say why. */
export function ContactForm() {
  const { form, state, onSubmit, field } = useSubmissionForm({
    resolver: yupResolver(contactMessageSchema),
    emptyValues: emptyMessage,
    send: sendContactMessage,
    onSent: announceSent,
  });
  const missingField = Object.values(form.formState.errors).some((error) => error?.type === 'required');

  return (
    <SubmissionForm
      label="Contact form"
      state={state}
      onSubmit={onSubmit}
      success={() => CONTACT_SUCCESS_MESSAGE}
      failure={contactErrorMessage}
      fieldsProblem={missingField ? CONTACT_REQUIRED_MESSAGE : null}
      submitLabel="Send Message"
    >
      <div className={styles.twoColumns}>
        <TextField label="Name" autoComplete="name" required {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      </div>
      <TextField label="Subject" required {...field('subject')} />
      <TextAreaField label="Comment" rows={6} required {...field('comment')} />
    </SubmissionForm>
  );
}
