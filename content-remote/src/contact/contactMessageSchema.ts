import * as yup from 'yup';
import { CONTACT_LIMITS, type ContactMessage } from 'contracts/src/content/contactMessage';
import { requiredEmail } from '../forms/emailField';
import { tooLong } from '../forms/fieldMessages';

/** Contact Us's rules; the API checks the same (submissionRuleCases in contracts holds both to it). */
export const contactMessageSchema: yup.ObjectSchema<ContactMessage> = yup.object({
  name: yup.string().trim().required('Please enter your name.').max(CONTACT_LIMITS.name, tooLong(CONTACT_LIMITS.name)),
  email: requiredEmail(),
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
