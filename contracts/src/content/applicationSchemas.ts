import { Type } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH } from '../account/emailAddress';
import { APPLICATION_LIMITS } from './applications';

/*
 * The shape and the length limits of the two applications; what the fields must say (filled, real addresses, known
 * codes) the API checks in its submission rules, the forms in their yup schemas.
 */

/** A code of one of the applications' option lists: longer than any of them, short enough to refuse junk. */
const optionCode = () => Type.String({ maxLength: 30 });

/** POST /api/user/designer-applications (/become-ad-designer). */
export const designerApplicationBodySchema = Type.Object(
  {
    name: Type.String({ maxLength: APPLICATION_LIMITS.name }),
    email: Type.String({ maxLength: EMAIL_MAX_LENGTH }),
    /** Optional. */
    phone: Type.String({ maxLength: APPLICATION_LIMITS.phone }),
    /** Studio or firm; optional for a sole designer. */
    company: Type.String({ maxLength: APPLICATION_LIMITS.company }),
    /** Where the portfolio can be seen. */
    portfolio_url: Type.String({ maxLength: APPLICATION_LIMITS.url }),
    /** A code of DESIGNER_PROFESSIONS. */
    profession: optionCode(),
    /** A code of PLAN_COUNT_RANGES. */
    plan_count: optionCode(),
    message: Type.String({ maxLength: APPLICATION_LIMITS.message }),
  },
  { additionalProperties: false },
);

/** POST /api/user/affiliate-applications (/become-affiliate). */
export const affiliateApplicationBodySchema = Type.Object(
  {
    name: Type.String({ maxLength: APPLICATION_LIMITS.name }),
    email: Type.String({ maxLength: EMAIL_MAX_LENGTH }),
    website_url: Type.String({ maxLength: APPLICATION_LIMITS.url }),
    /** A code of MONTHLY_AUDIENCE_RANGES. */
    monthly_audience: optionCode(),
    /** How the applicant will promote the plans. */
    promotion: Type.String({ maxLength: APPLICATION_LIMITS.message }),
  },
  { additionalProperties: false },
);
