import * as yup from 'yup';
import {
  EMAIL_SUBSCRIPTIONS,
  REWARD_PROGRAMMES,
  type EmailSubscription,
  type RewardProgramme,
} from 'contracts/src/account/userSettings';
import { emailAddressSchema } from '../forms/emailAddressSchema';

const SUBSCRIPTION_VALUES = EMAIL_SUBSCRIPTIONS.map((option) => option.value);
const PROGRAMME_VALUES = REWARD_PROGRAMMES.map((option) => option.value);

/** The User Settings form's checks, the API's own (same-rules test: accountRuleCases). */
export const userSettingsFormSchema = yup.object({
  first_name: yup.string().trim().defined().max(100, 'Use at most 100 characters'),
  email: emailAddressSchema('Invalid email address').defined(),
  subscriptions: yup.array(yup.mixed<EmailSubscription>().oneOf(SUBSCRIPTION_VALUES).defined()).defined(),
  reward_programme: yup.mixed<RewardProgramme>().oneOf(PROGRAMME_VALUES).defined(),
  affiliate_publisher_id: yup
    .string()
    .trim()
    .defined()
    .matches(/^[A-Za-z0-9_-]{0,64}$/, 'Letters, digits, - and _ only (up to 64)'),
});
