import { Type } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH } from '../account/emailAddress';
import { CONTACT_LIMITS } from './contactMessage';

/**
 * POST /api/user/contact-us (second spec §3: name, email, subject, comment). The shape and the length limits; what
 * the fields must say (filled, a real address) the API checks in its submission rules, the form in its yup schema.
 */
export const contactMessageBodySchema = Type.Object(
  {
    name: Type.String({ maxLength: CONTACT_LIMITS.name }),
    email: Type.String({ maxLength: EMAIL_MAX_LENGTH }),
    subject: Type.String({ maxLength: CONTACT_LIMITS.subject }),
    comment: Type.String({ maxLength: CONTACT_LIMITS.comment }),
  },
  { additionalProperties: false },
);
