import type { AffiliateApplication, DesignerApplication } from 'contracts/src/content/applications';
import { DESIGNER_PROFESSIONS, MONTHLY_AUDIENCE_RANGES, PLAN_COUNT_RANGES } from 'contracts/src/content/applications';
import type { CodeOptionLike } from 'contracts/src/content/optionList';
import type { ContactMessage } from 'contracts/src/content/contactMessage';
import { SWORN_STATEMENTS, type CopyrightNotice } from 'contracts/src/content/copyrightNotice';
import { STATES_AND_PROVINCES } from 'contracts/src/content/statesAndProvinces';
import type { MailMessage } from '../mail/mailer';

/** The e-mails that bring what visitors send to the store's inbox; plain text, one field a line. */

function labelOf(options: readonly CodeOptionLike[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

function orNone(value: string): string {
  return value === '' ? '(none)' : value;
}

export function contactMail(inbox: string, reference: string, message: ContactMessage): MailMessage {
  return {
    to: inbox,
    subject: `[${reference}] Contact form: ${message.subject}`,
    text: [
      `From: ${message.name} <${message.email}>`,
      `Subject: ${message.subject}`,
      '',
      message.comment,
      '',
      `Reply to ${message.email}. Reference ${reference}.`,
    ].join('\n'),
  };
}

export function copyrightNoticeMail(inbox: string, reference: string, notice: CopyrightNotice): MailMessage {
  const region = STATES_AND_PROVINCES.find((candidate) => candidate.code === notice.state_or_province)?.name;
  return {
    to: inbox,
    subject: `[${reference}] Copyright infringement notice from ${notice.first_name} ${notice.last_name}`,
    text: [
      `Name: ${notice.first_name} ${notice.last_name}`,
      `Company: ${orNone(notice.company_name)}`,
      `Copyright holder represented: ${orNone(notice.copyright_holder)}`,
      `Email: ${notice.email}`,
      `State or province: ${region ?? notice.state_or_province}`,
      '',
      'The copyrighted work:',
      notice.work_description,
      '',
      `Authorized example: ${notice.authorized_example_url}`,
      '',
      'Where the material appears on our site:',
      notice.infringing_material_location,
      '',
      'Sworn statements, each confirmed:',
      ...SWORN_STATEMENTS.map((statement) => `- ${statement.text}`),
      '',
      `Signed: ${notice.signature}, ${notice.signature_date}`,
    ].join('\n'),
  };
}

export function designerApplicationMail(
  inbox: string,
  reference: string,
  application: DesignerApplication,
): MailMessage {
  return {
    to: inbox,
    subject: `[${reference}] Designer application from ${application.name}`,
    text: [
      `Name: ${application.name}`,
      `Email: ${application.email}`,
      `Phone: ${orNone(application.phone)}`,
      `Studio or firm: ${orNone(application.company)}`,
      `Profession: ${labelOf(DESIGNER_PROFESSIONS, application.profession)}`,
      `Plans available: ${labelOf(PLAN_COUNT_RANGES, application.plan_count)}`,
      `Portfolio: ${application.portfolio_url}`,
      '',
      application.message,
    ].join('\n'),
  };
}

export function affiliateApplicationMail(
  inbox: string,
  reference: string,
  application: AffiliateApplication,
): MailMessage {
  return {
    to: inbox,
    subject: `[${reference}] Affiliate application from ${application.name}`,
    text: [
      `Name: ${application.name}`,
      `Email: ${application.email}`,
      `Website: ${application.website_url}`,
      `Audience: ${labelOf(MONTHLY_AUDIENCE_RANGES, application.monthly_audience)}`,
      '',
      'How they will promote our plans:',
      application.promotion,
    ].join('\n'),
  };
}
