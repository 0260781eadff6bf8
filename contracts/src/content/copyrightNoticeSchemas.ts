import { Type } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH } from '../account/emailAddress';
import { COPYRIGHT_NOTICE_LIMITS } from './copyrightNotice';

const { name, company, text, url, signature } = COPYRIGHT_NOTICE_LIMITS;

/**
 * POST /api/user/copyright-notices: the copyright infringement notice of /photo-removal-request (screen 16). The
 * shape and the length limits; what the fields must say (a known region, a real date, a signature that matches the
 * name...) the API checks in its submission rules, the form in its yup schema.
 */
export const copyrightNoticeBodySchema = Type.Object(
  {
    first_name: Type.String({ maxLength: name }),
    last_name: Type.String({ maxLength: name }),
    /** Optional: empty when the sender writes for themselves. */
    company_name: Type.String({ maxLength: company }),
    /** Optional: the copyright holder the sender represents, when it is not the sender. */
    copyright_holder: Type.String({ maxLength: company }),
    email: Type.String({ maxLength: EMAIL_MAX_LENGTH }),
    /** A code of STATES_AND_PROVINCES. */
    state_or_province: Type.String({ maxLength: 2 }),
    work_description: Type.String({ maxLength: text }),
    /** Where an authorized copy of the work can be seen. */
    authorized_example_url: Type.String({ maxLength: url }),
    /** Where the material appears on this store: page addresses or plan numbers. */
    infringing_material_location: Type.String({ maxLength: text }),
    sworn_good_faith: Type.Boolean(),
    sworn_accuracy: Type.Boolean(),
    sworn_authority: Type.Boolean(),
    /** MM/DD/YYYY (second spec §9). */
    signature_date: Type.String({ maxLength: 10 }),
    /** The sender's name typed as a signature: must equal first and last name. */
    signature: Type.String({ maxLength: signature }),
  },
  { additionalProperties: false },
);
