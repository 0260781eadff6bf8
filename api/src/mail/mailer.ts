import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { apiErrorBodySchema, envelopeOf } from 'contracts/src/api/envelopeSchemas';
import { STORE_CONTACT } from 'contracts/src/business/storeContact';
import type { OutboxMessage } from 'contracts/src/mail/outbox';
import { outboxMessageSchema, outboxQuerySchema } from 'contracts/src/mail/outboxSchemas';
import { sendError } from '../errors/errorHandlers';
import { ok } from '../http/apiEnvelope';
import { isLoopbackAddress } from './loopbackAddress';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * The Message-ID header, `<left@right>`: the same on every attempt at one message (stableMessageId), so that a
   * mail server or client that drops a repeated Message-ID drops a message sent twice. Unset: the transport makes a
   * new one.
   */
  messageId?: string;
  /** Further header fields, e.g. `List-Unsubscribe` (RFC 8058) on a mail a shopper subscribed to. */
  headers?: Readonly<Record<string, string>>;
}

/**
 * A Message-ID made from `key` (what the message is, unique to this store: `receipt.order-12.<time>`) and the store's
 * host name (from its public URL), as RFC 5322 asks: unique in the world, and the same whenever it is made again.
 */
export function stableMessageId(key: string, siteUrl: string): string {
  const left = key.replace(/[^A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]/g, '-');
  return `<${left}@${new URL(siteUrl).hostname || 'localhost'}>`;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** A message kept in the development outbox: what the outbox lists, and to whom it went. */
type OutboxEntry = OutboxMessage & Pick<MailMessage, 'to'>;

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * How the store sends mail: always said, never assumed. A deployed store sends over SMTP; the development outbox
 * (DEV_OUTBOX=1: `npm start`, the tests) keeps messages in memory for a developer on the same machine to read.
 */
export type MailerOptions =
  | {
      transport: 'smtp';
      /** smtp(s)://user:pass@host:port */
      smtpUrl: string;
      /** The From: address of every message. */
      from?: string;
    }
  | { transport: 'dev-outbox'; from?: string };

/** The outbox keeps the newest messages only: it is a development aid, not a mail archive. */
const OUTBOX_LIMIT = 500;

export const OUTBOX_PATH = '/api/dev/outbox';

/** The messages the store forwards to its own inbox (contact, copyright notices, applications) are nobody's to read here. */
export const STORE_INBOX_REFUSED_MESSAGE = "The store's own inbox is not shown in the development outbox.";

function normalizeAddress(address: string): string {
  return address.trim().toLowerCase();
}

/**
 * Anyone but a client on this machine gets the router's own 404, before the query is even validated: from outside,
 * the outbox does not exist. `request.ip` is the client a trusted proxy (TRUST_PROXY) forwarded, not the proxy.
 */
async function loopbackClientsOnly(request: FastifyRequest, reply: FastifyReply) {
  if (!isLoopbackAddress(request.ip)) return reply.callNotFound();
}

function registerOutbox(app: FastifyInstance): void {
  const outbox: OutboxEntry[] = [];
  const storeInbox = normalizeAddress(STORE_CONTACT.email.label);
  app.decorate('mailer', {
    send: async (message: MailMessage) => {
      outbox.unshift({ ...message, sentAt: new Date().toISOString() });
      outbox.length = Math.min(outbox.length, OUTBOX_LIMIT);
    },
  });
  app.log.info(
    `Mail: DEV_OUTBOX=1, messages kept in the development outbox at GET ${OUTBOX_PATH}?to=ADDRESS (this machine only)`,
  );

  // How a developer (and the browser tests) read the codes the store sends, on their own machine.
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    OUTBOX_PATH,
    {
      onRequest: loopbackClientsOnly,
      schema: {
        querystring: outboxQuerySchema,
        response: { 200: envelopeOf(Type.Array(outboxMessageSchema)), 403: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const to = normalizeAddress(request.query.to);
      if (to === storeInbox) return sendError(reply, 403, STORE_INBOX_REFUSED_MESSAGE);
      return ok(outbox.filter((entry) => normalizeAddress(entry.to) === to));
    },
  );
}

async function mailerPlugin(app: FastifyInstance, options: MailerOptions) {
  if (options.transport === 'dev-outbox') {
    registerOutbox(app);
    return;
  }
  const from = options.from ?? 'House Plans Store <no-reply@houseplans.example>';
  const transport = nodemailer.createTransport(options.smtpUrl);
  app.decorate('mailer', {
    send: async (message: MailMessage) => {
      await transport.sendMail({ from, ...message });
    },
  });
  app.addHook('onClose', async () => transport.close());
  app.log.info('Mail: sent over SMTP (SMTP_URL)');
}

/** Decorates the app with `mailer`; with the development outbox, also the loopback-only route that lists it. */
export const mailer = fastifyPlugin(mailerPlugin, { name: 'mailer', fastify: '5.x' });
