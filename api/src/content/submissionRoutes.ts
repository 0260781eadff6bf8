import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { envelopeOf } from 'contracts/src/api/envelopeSchemas';
import { nothingSchema } from 'contracts/src/api/requestSchemas';
import {
  affiliateApplicationBodySchema,
  designerApplicationBodySchema,
} from 'contracts/src/content/applicationSchemas';
import { contactMessageBodySchema } from 'contracts/src/content/contactMessageSchemas';
import { copyrightNoticeBodySchema } from 'contracts/src/content/copyrightNoticeSchemas';
import type { SubmissionReceipt } from 'contracts/src/content/submissionReceipt';
import { submissionReceiptSchema } from 'contracts/src/content/submissionReceiptSchemas';
import type { RateLimit } from '../auth/rateLimits';
import type { Database } from '../db/databaseSchema';
import { ok } from '../http/apiEnvelope';
import type { MailMessage } from '../mail/mailer';
import { affiliateApplicationMail, contactMail, copyrightNoticeMail, designerApplicationMail } from './submissionMails';
import {
  checkAffiliateApplication,
  checkContactMessage,
  checkCopyrightNotice,
  checkDesignerApplication,
} from './submissionRules';

/** Allowances per client address: plenty for a person, too few to flood the inbox or the tables. */
export interface ContentRateLimits {
  contact: RateLimit;
  copyrightNotice: RateLimit;
  application: RateLimit;
}

export const DEFAULT_CONTENT_RATE_LIMITS: ContentRateLimits = {
  contact: { max: 5, timeWindow: '1 minute' },
  copyrightNotice: { max: 5, timeWindow: '1 minute' },
  application: { max: 5, timeWindow: '1 minute' },
};

export interface SubmissionRoutesOptions {
  db: Kysely<Database>;
  rateLimits: ContentRateLimits;
  /** The store's inbox, which receives every submission. */
  inbox: string;
}

type SubmissionTable = 'contact_messages' | 'copyright_notices' | 'designer_applications' | 'affiliate_applications';

function reference(prefix: string, id: number): string {
  return `${prefix}-${String(id).padStart(6, '0')}`;
}

/**
 * The submission is stored first, so nothing is lost if mail fails; the visitor's request still succeeds then,
 * and `forwarded_at` stays null so the message can be sent again. The log names the reference, never the content.
 */
async function forward(
  app: Pick<FastifyInstance, 'mailer' | 'log'>,
  db: Kysely<Database>,
  table: SubmissionTable,
  id: number,
  mail: MailMessage,
): Promise<void> {
  try {
    await app.mailer.send(mail);
    await db.updateTable(table).set({ forwarded_at: new Date() }).where('id', '=', id).execute();
  } catch (error) {
    app.log.error({ err: error, table, id }, 'could not forward a submission to the store inbox');
  }
}

function routeSchema<Body extends TSchema>(body: Body) {
  return { body, querystring: nothingSchema, response: { 200: envelopeOf(submissionReceiptSchema) } };
}

/** What visitors send from the content pages: contact messages, copyright notices, designer and affiliate forms. */
export const submissionRoutes: FastifyPluginAsyncTypebox<SubmissionRoutesOptions> = async (
  app,
  { db, rateLimits, inbox },
) => {
  app.post(
    '/contact-us',
    { schema: routeSchema(contactMessageBodySchema), config: { rateLimit: rateLimits.contact } },
    async (request) => {
      const message = checkContactMessage(request.body);
      const { id } = await db.insertInto('contact_messages').values(message).returning('id').executeTakeFirstOrThrow();
      const receipt: SubmissionReceipt = { reference: reference('CM', id) };
      await forward(app, db, 'contact_messages', id, contactMail(inbox, receipt.reference, message));
      return ok(receipt, 'Your message was sent successfully!');
    },
  );

  app.post(
    '/copyright-notices',
    { schema: routeSchema(copyrightNoticeBodySchema), config: { rateLimit: rateLimits.copyrightNotice } },
    async (request) => {
      const notice = checkCopyrightNotice(request.body);
      // The statements are required to be true, so they are not stored: the stored notice says they were sworn.
      const { sworn_good_faith: _faith, sworn_accuracy: _accuracy, sworn_authority: _authority, ...fields } = notice;
      const { id } = await db
        .insertInto('copyright_notices')
        .values({ ...fields, signature_date: toIsoDate(notice.signature_date) })
        .returning('id')
        .executeTakeFirstOrThrow();
      const receipt: SubmissionReceipt = { reference: reference('CN', id) };
      await forward(app, db, 'copyright_notices', id, copyrightNoticeMail(inbox, receipt.reference, notice));
      return ok(receipt, 'Your notice has been received. We will review it and reply by email.');
    },
  );

  app.post(
    '/designer-applications',
    { schema: routeSchema(designerApplicationBodySchema), config: { rateLimit: rateLimits.application } },
    async (request) => {
      const application = checkDesignerApplication(request.body);
      const { id } = await db
        .insertInto('designer_applications')
        .values(application)
        .returning('id')
        .executeTakeFirstOrThrow();
      const receipt: SubmissionReceipt = { reference: reference('DA', id) };
      const mail = designerApplicationMail(inbox, receipt.reference, application);
      await forward(app, db, 'designer_applications', id, mail);
      return ok(receipt, 'Thank you! Your application has been received.');
    },
  );

  app.post(
    '/affiliate-applications',
    { schema: routeSchema(affiliateApplicationBodySchema), config: { rateLimit: rateLimits.application } },
    async (request) => {
      const application = checkAffiliateApplication(request.body);
      const { id } = await db
        .insertInto('affiliate_applications')
        .values(application)
        .returning('id')
        .executeTakeFirstOrThrow();
      const receipt: SubmissionReceipt = { reference: reference('AA', id) };
      await forward(
        app,
        db,
        'affiliate_applications',
        id,
        affiliateApplicationMail(inbox, receipt.reference, application),
      );
      return ok(receipt, 'Thank you! Your application has been received.');
    },
  );
};

/** MM/DD/YYYY (already checked) to the database's YYYY-MM-DD. */
function toIsoDate(usDate: string): string {
  const [month, day, year] = usDate.split('/');
  return `${year}-${month}-${day}`;
}
