import * as yup from 'yup';
import {
  COPYRIGHT_NOTICE_LIMITS,
  COPYRIGHT_NOTICE_MESSAGES,
  isDateInFuture,
  isWebAddress,
  parseSignatureDate,
  signatureMatchesName,
  type CopyrightNotice,
} from 'contracts/src/content/copyrightNotice';
import { isStateOrProvince } from 'contracts/src/content/statesAndProvinces';
import { requiredEmail } from '../forms/emailField';
import { tooLong } from '../forms/fieldMessages';

const { name, company, text, url, signature } = COPYRIGHT_NOTICE_LIMITS;

/** A sibling field's text, read from yup's untyped parent object. */
function textField(form: unknown, field: string): string {
  if (typeof form !== 'object' || form === null || !(field in form)) return '';
  const value: unknown = Reflect.get(form, field);
  return typeof value === 'string' ? value : '';
}
const sworn = () => yup.boolean().required().oneOf([true], COPYRIGHT_NOTICE_MESSAGES.swornRequired);

/** The notice's rules in the browser: the same contracts functions the API checks them with. */
export const copyrightNoticeSchema: yup.ObjectSchema<CopyrightNotice> = yup.object({
  first_name: yup.string().trim().required('Please enter your first name.').max(name, tooLong(name)),
  last_name: yup.string().trim().required('Please enter your last name.').max(name, tooLong(name)),
  company_name: yup.string().trim().defined().max(company, tooLong(company)),
  copyright_holder: yup.string().trim().defined().max(company, tooLong(company)),
  email: requiredEmail(),
  state_or_province: yup
    .string()
    .required(COPYRIGHT_NOTICE_MESSAGES.stateRequired)
    .test('region', COPYRIGHT_NOTICE_MESSAGES.stateRequired, (value) => isStateOrProvince(value)),
  work_description: yup.string().trim().required('Please describe the copyrighted work.').max(text, tooLong(text)),
  authorized_example_url: yup
    .string()
    .trim()
    .required('Please give the address of an authorized example of the work.')
    .max(url, tooLong(url))
    .test('url', COPYRIGHT_NOTICE_MESSAGES.urlInvalid, (value) => isWebAddress(value)),
  infringing_material_location: yup
    .string()
    .trim()
    .required('Please tell us where the material appears on our site.')
    .max(text, tooLong(text)),
  sworn_good_faith: sworn(),
  sworn_accuracy: sworn(),
  sworn_authority: sworn(),
  signature_date: yup
    .string()
    .trim()
    .required(COPYRIGHT_NOTICE_MESSAGES.dateFormat)
    .test('format', COPYRIGHT_NOTICE_MESSAGES.dateFormat, (value) => parseSignatureDate(value) !== null)
    .test('past', COPYRIGHT_NOTICE_MESSAGES.dateInFuture, (value) => {
      const date = parseSignatureDate(value);
      return date === null || !isDateInFuture(date);
    }),
  signature: yup
    .string()
    .trim()
    .required('Please type your full name as your signature.')
    .max(signature, tooLong(signature))
    .test('matches', COPYRIGHT_NOTICE_MESSAGES.signatureMismatch, (value, context) => {
      const form: unknown = context.parent;
      return signatureMatchesName(value, textField(form, 'first_name'), textField(form, 'last_name'));
    }),
});

const pad = (value: number) => String(value).padStart(2, '0');

/** MM/DD/YYYY (the form's value) as a date input's YYYY-MM-DD; '' for anything that is not a real date. */
export function isoDateOf(signatureDate: string): string {
  const date = parseSignatureDate(signatureDate);
  return date === null ? '' : `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** A date input's YYYY-MM-DD as MM/DD/YYYY (the spec's format, sent to the API); '' when the input is empty. */
export function signatureDateOf(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}

/** Today, in the signer's own time zone, as a date input's YYYY-MM-DD (the latest date the picker offers). */
export function todayAsIsoDate(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Today as MM/DD/YYYY, the date a signer usually means. */
export function todayAsSignatureDate(now: Date = new Date()): string {
  return `${pad(now.getMonth() + 1)}/${pad(now.getDate())}/${now.getFullYear()}`;
}

export function emptyNotice(now?: Date): CopyrightNotice {
  return {
    first_name: '',
    last_name: '',
    company_name: '',
    copyright_holder: '',
    email: '',
    state_or_province: '',
    work_description: '',
    authorized_example_url: '',
    infringing_material_location: '',
    sworn_good_faith: false,
    sworn_accuracy: false,
    sworn_authority: false,
    signature_date: todayAsSignatureDate(now),
    signature: '',
  };
}
