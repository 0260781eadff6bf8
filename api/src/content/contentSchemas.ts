import { CONTACT_LIMITS } from 'contracts/src/content/contactMessage';
import { APPLICATION_LIMITS } from 'contracts/src/content/applications';
import { COPYRIGHT_NOTICE_LIMITS } from 'contracts/src/content/copyrightNotice';
import { EMAIL_MAX_LENGTH } from 'contracts/src/account/emailAddress';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** An object whose listed fields are all required and nothing else is accepted. */
function strictObject(properties: Record<string, object>): object {
  return { type: 'object', additionalProperties: false, required: Object.keys(properties), properties };
}

export const faqEntrySchema = strictObject({
  id: { type: 'integer' },
  question: { type: 'string' },
  answer: { type: 'string' },
});

const blogSummaryProperties = {
  id: { type: 'integer' },
  title: { type: 'string' },
  description: { type: ['string', 'null'] },
  author: { type: 'string' },
  image: { type: 'string' },
  createdAt: { type: 'string' },
};

export const blogPostSummarySchema = strictObject(blogSummaryProperties);

export const blogPostSchema = strictObject({
  ...blogSummaryProperties,
  sections: {
    type: 'array',
    items: strictObject({
      heading: { type: ['string', 'null'] },
      paragraphs: { type: 'array', items: { type: 'string' } },
    }),
  },
});

export const testimonialSchema = strictObject({
  id: { type: 'integer' },
  name: { type: 'string' },
  location: { type: 'string' },
  project: { type: 'string' },
  quote: { type: 'string' },
});

export const reviewSchema = strictObject({
  id: { type: 'integer' },
  name: { type: 'string' },
  location: { type: 'string' },
  rating: { type: 'integer' },
  title: { type: 'string' },
  body: { type: 'string' },
  reviewedOn: { type: 'string' },
});

export const receiptSchema = strictObject({ reference: { type: 'string' } });

/* Bodies: the shape and the length limits here; what the fields must say is checked in submissionRules.ts. */

export const contactMessageBodySchema = strictObject({
  name: text(CONTACT_LIMITS.name),
  email: text(EMAIL_MAX_LENGTH),
  subject: text(CONTACT_LIMITS.subject),
  comment: text(CONTACT_LIMITS.comment),
});

export const copyrightNoticeBodySchema = strictObject({
  first_name: text(COPYRIGHT_NOTICE_LIMITS.name),
  last_name: text(COPYRIGHT_NOTICE_LIMITS.name),
  company_name: text(COPYRIGHT_NOTICE_LIMITS.company),
  copyright_holder: text(COPYRIGHT_NOTICE_LIMITS.company),
  email: text(EMAIL_MAX_LENGTH),
  state_or_province: text(2),
  work_description: text(COPYRIGHT_NOTICE_LIMITS.text),
  authorized_example_url: text(COPYRIGHT_NOTICE_LIMITS.url),
  infringing_material_location: text(COPYRIGHT_NOTICE_LIMITS.text),
  sworn_good_faith: { type: 'boolean' },
  sworn_accuracy: { type: 'boolean' },
  sworn_authority: { type: 'boolean' },
  signature_date: text(10),
  signature: text(COPYRIGHT_NOTICE_LIMITS.signature),
});

export const designerApplicationBodySchema = strictObject({
  name: text(APPLICATION_LIMITS.name),
  email: text(EMAIL_MAX_LENGTH),
  phone: text(APPLICATION_LIMITS.phone),
  company: text(APPLICATION_LIMITS.company),
  portfolio_url: text(APPLICATION_LIMITS.url),
  profession: text(30),
  plan_count: text(30),
  message: text(APPLICATION_LIMITS.message),
});

export const affiliateApplicationBodySchema = strictObject({
  name: text(APPLICATION_LIMITS.name),
  email: text(EMAIL_MAX_LENGTH),
  website_url: text(APPLICATION_LIMITS.url),
  monthly_audience: text(30),
  promotion: text(APPLICATION_LIMITS.message),
});
