import type { Static } from '@sinclair/typebox';
import type { contactMessageBodySchema } from './contactMessageSchemas';

/** POST /api/user/contact-us (second spec §3: name, email, subject, comment). */
export type ContactMessage = Static<typeof contactMessageBodySchema>;

export const CONTACT_LIMITS = { name: 100, subject: 150, comment: 5000 } as const;

/** The spec's texts (second spec §5, §8). */
export const CONTACT_REQUIRED_MESSAGE = 'All fields are required!';
export const CONTACT_SUCCESS_MESSAGE = 'Your message was sent successfully!';
export function contactErrorMessage(detail: string): string {
  return `There was an error: ${detail}`;
}
