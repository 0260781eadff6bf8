import {
  DESIGNER_PROFESSIONS,
  MONTHLY_AUDIENCE_RANGES,
  PLAN_COUNT_RANGES,
  isOptionValue,
  type AffiliateApplication,
  type DesignerApplication,
} from 'contracts/src/content/applications';
import { CONTACT_REQUIRED_MESSAGE, type ContactMessage } from 'contracts/src/content/contactMessage';
import {
  COPYRIGHT_NOTICE_MESSAGES,
  SWORN_STATEMENTS,
  isDateInFuture,
  isWebAddress,
  parseSignatureDate,
  signatureMatchesName,
  type CopyrightNotice,
} from 'contracts/src/content/copyrightNotice';
import { INVALID_EMAIL_MESSAGE, isEmailAddress } from 'contracts/src/account/emailAddress';
import { isStateOrProvince } from 'contracts/src/content/statesAndProvinces';
import { badRequest } from '../errors/httpError';

/**
 * The rules the forms check in the browser, checked again here: a request can come from anywhere. Each function
 * returns the submission with its text trimmed, or throws a 400 naming the first problem.
 */

function requireFilled<T extends object>(
  body: T,
  fields: ReadonlyArray<keyof T & string>,
  labels: Record<string, string>,
): void {
  for (const field of fields) {
    if (body[field] === '') throw badRequest(`Please enter ${labels[field] ?? field}.`);
  }
}

function requireEmail(email: string): void {
  if (!isEmailAddress(email)) throw badRequest(INVALID_EMAIL_MESSAGE);
}

function requireWebAddress(value: string): void {
  if (!isWebAddress(value)) throw badRequest(COPYRIGHT_NOTICE_MESSAGES.urlInvalid);
}

export function checkContactMessage(body: ContactMessage): ContactMessage {
  const message: ContactMessage = {
    name: body.name.trim(),
    email: body.email.trim(),
    subject: body.subject.trim(),
    comment: body.comment.trim(),
  };
  if (Object.values(message).some((value) => value === '')) throw badRequest(CONTACT_REQUIRED_MESSAGE);
  requireEmail(message.email);
  return message;
}

const NOTICE_LABELS: Record<string, string> = {
  first_name: 'your first name',
  last_name: 'your last name',
  email: 'your email address',
  work_description: 'a description of the copyrighted work',
  authorized_example_url: 'the address of an authorized example of the work',
  infringing_material_location: 'where the material appears on our site',
  signature: 'your signature',
};

export function checkCopyrightNotice(body: CopyrightNotice, now: Date = new Date()): CopyrightNotice {
  const notice: CopyrightNotice = {
    ...body,
    first_name: body.first_name.trim(),
    last_name: body.last_name.trim(),
    company_name: body.company_name.trim(),
    copyright_holder: body.copyright_holder.trim(),
    email: body.email.trim(),
    work_description: body.work_description.trim(),
    authorized_example_url: body.authorized_example_url.trim(),
    infringing_material_location: body.infringing_material_location.trim(),
    signature_date: body.signature_date.trim(),
    signature: body.signature.trim(),
  };
  requireFilled(
    notice,
    ['first_name', 'last_name', 'email', 'work_description', 'authorized_example_url', 'infringing_material_location'],
    NOTICE_LABELS,
  );
  requireEmail(notice.email);
  if (!isStateOrProvince(notice.state_or_province)) throw badRequest(COPYRIGHT_NOTICE_MESSAGES.stateRequired);
  requireWebAddress(notice.authorized_example_url);
  for (const statement of SWORN_STATEMENTS) {
    if (notice[statement.field] !== true) throw badRequest(`Please confirm: ${statement.text}`);
  }
  const date = parseSignatureDate(notice.signature_date);
  if (!date) throw badRequest(COPYRIGHT_NOTICE_MESSAGES.dateFormat);
  if (isDateInFuture(date, now)) throw badRequest(COPYRIGHT_NOTICE_MESSAGES.dateInFuture);
  requireFilled(notice, ['signature'], NOTICE_LABELS);
  if (!signatureMatchesName(notice.signature, notice.first_name, notice.last_name)) {
    throw badRequest(COPYRIGHT_NOTICE_MESSAGES.signatureMismatch);
  }
  return notice;
}

const APPLICATION_LABELS: Record<string, string> = {
  name: 'your name',
  email: 'your email address',
  portfolio_url: 'the address of your portfolio',
  website_url: 'the address of your website',
  message: 'a few words about your plans',
  promotion: 'how you will promote our plans',
};

export function checkDesignerApplication(body: DesignerApplication): DesignerApplication {
  const application: DesignerApplication = {
    ...body,
    name: body.name.trim(),
    email: body.email.trim(),
    phone: body.phone.trim(),
    company: body.company.trim(),
    portfolio_url: body.portfolio_url.trim(),
    message: body.message.trim(),
  };
  requireFilled(application, ['name', 'email', 'portfolio_url', 'message'], APPLICATION_LABELS);
  requireEmail(application.email);
  requireWebAddress(application.portfolio_url);
  if (!isOptionValue(DESIGNER_PROFESSIONS, application.profession)) {
    throw badRequest('Please choose your profession.');
  }
  if (!isOptionValue(PLAN_COUNT_RANGES, application.plan_count)) {
    throw badRequest('Please choose how many plans you have.');
  }
  return application;
}

export function checkAffiliateApplication(body: AffiliateApplication): AffiliateApplication {
  const application: AffiliateApplication = {
    ...body,
    name: body.name.trim(),
    email: body.email.trim(),
    website_url: body.website_url.trim(),
    promotion: body.promotion.trim(),
  };
  requireFilled(application, ['name', 'email', 'website_url', 'promotion'], APPLICATION_LABELS);
  requireEmail(application.email);
  requireWebAddress(application.website_url);
  if (!isOptionValue(MONTHLY_AUDIENCE_RANGES, application.monthly_audience)) {
    throw badRequest('Please choose the size of your audience.');
  }
  return application;
}
