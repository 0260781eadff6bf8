import * as yup from 'yup';
import {
  APPLICATION_LIMITS,
  DESIGNER_PROFESSIONS,
  MONTHLY_AUDIENCE_RANGES,
  PLAN_COUNT_RANGES,
  isOptionValue,
  type AffiliateApplication,
  type DesignerApplication,
} from 'contracts/src/content/applications';
import { COPYRIGHT_NOTICE_MESSAGES, isWebAddress } from 'contracts/src/content/copyrightNotice';
import type { CodeOptionLike } from 'contracts/src/content/optionList';
import { requiredEmail } from '../forms/emailField';
import { tooLong } from '../forms/fieldMessages';

/* Field rules both application forms share, with contracts' checks. */

const applicantName = () =>
  yup
    .string()
    .trim()
    .required('Please enter your name.')
    .max(APPLICATION_LIMITS.name, tooLong(APPLICATION_LIMITS.name));

const webAddress = (missing: string) =>
  yup
    .string()
    .trim()
    .required(missing)
    .max(APPLICATION_LIMITS.url, tooLong(APPLICATION_LIMITS.url))
    .test('url', COPYRIGHT_NOTICE_MESSAGES.urlInvalid, (value) => isWebAddress(value));

const choiceOf = (options: readonly CodeOptionLike[], missing: string) =>
  yup
    .string()
    .required(missing)
    .test('choice', missing, (value) => isOptionValue(options, value));

/** /become-ad-designer's rules; the API checks the same (submissionRuleCases in contracts holds both to it). */
export const designerApplicationSchema: yup.ObjectSchema<DesignerApplication> = yup.object({
  name: applicantName(),
  email: requiredEmail(),
  phone: yup.string().trim().defined().max(APPLICATION_LIMITS.phone, tooLong(APPLICATION_LIMITS.phone)),
  company: yup.string().trim().defined().max(APPLICATION_LIMITS.company, tooLong(APPLICATION_LIMITS.company)),
  portfolio_url: webAddress('Please give the address of your portfolio.'),
  profession: choiceOf(DESIGNER_PROFESSIONS, 'Please choose your profession.'),
  plan_count: choiceOf(PLAN_COUNT_RANGES, 'Please choose how many plans you have.'),
  message: yup
    .string()
    .trim()
    .required('Please tell us about your plans.')
    .max(APPLICATION_LIMITS.message, tooLong(APPLICATION_LIMITS.message)),
});

/** /become-affiliate's rules, held to the API's by the same table. */
export const affiliateApplicationSchema: yup.ObjectSchema<AffiliateApplication> = yup.object({
  name: applicantName(),
  email: requiredEmail(),
  website_url: webAddress('Please give the address of your website or channel.'),
  monthly_audience: choiceOf(MONTHLY_AUDIENCE_RANGES, 'Please choose the size of your audience.'),
  promotion: yup
    .string()
    .trim()
    .required('Please tell us how you will promote our plans.')
    .max(APPLICATION_LIMITS.message, tooLong(APPLICATION_LIMITS.message)),
});
