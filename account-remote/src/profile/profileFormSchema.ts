import * as yup from 'yup';
import { emailAddressSchema } from '../forms/emailAddressSchema';

// The spec's profile form has no validation; these only keep what the server would refuse from being sent.
export const profileFormSchema = yup.object({
  name: yup.string().trim().defined().max(100, 'Use at most 100 characters'),
  email: emailAddressSchema('Invalid email address').required('Email is required'),
  country_code: yup
    .string()
    .trim()
    .defined()
    .matches(/^(\+[0-9]{1,4})?$/, 'A country code looks like +1 or +44'),
  phone: yup
    .string()
    .trim()
    .defined()
    .matches(/^[0-9 ()./-]{0,20}$/, 'Use digits, spaces and ( ) - . only'),
});
export type ProfileFormValues = yup.InferType<typeof profileFormSchema>;
