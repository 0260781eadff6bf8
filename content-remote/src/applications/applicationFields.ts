import * as yup from 'yup';
import { APPLICATION_LIMITS, isOptionValue } from 'contracts/src/content/applications';
import type { CodeOptionLike } from 'contracts/src/content/optionList';
import { COPYRIGHT_NOTICE_MESSAGES, isWebAddress } from 'contracts/src/content/copyrightNotice';
import { tooLong } from '../forms/fieldMessages';

/** Field rules both application forms share, with contracts' checks. */
export const applicantName = () =>
  yup
    .string()
    .trim()
    .required('Please enter your name.')
    .max(APPLICATION_LIMITS.name, tooLong(APPLICATION_LIMITS.name));

export const webAddress = (missing: string) =>
  yup
    .string()
    .trim()
    .required(missing)
    .max(APPLICATION_LIMITS.url, tooLong(APPLICATION_LIMITS.url))
    .test('url', COPYRIGHT_NOTICE_MESSAGES.urlInvalid, (value) => isWebAddress(value));

export const choiceOf = (options: readonly CodeOptionLike[], missing: string) =>
  yup
    .string()
    .required(missing)
    .test('choice', missing, (value) => isOptionValue(options, value));
