import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface OutboxEntry extends MailMessage {
  sentAt: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailerOptions {
  /** smtp(s)://user:pass@host:port; without it messages go to the development outbox. */
  smtpUrl: string | null;
  /** The From: address of every message. */
  from?: string;
}

/** The outbox keeps the newest messages only: it is a development aid, not a mail archive. */
const OUTBOX_LIMIT = 500;

const outboxQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['to'],
  properties: { to: { type: 'string', minLength: 3, maxLength: 320 } },
} as const;

async function mailerPlugin(app: FastifyInstance, options: MailerOptions) {
  const from = options.from ?? 'House Plans Store <no-reply@houseplans.example>';
  if (options.smtpUrl !== null) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    app.decorate('mailer', {
      send: async (message: MailMessage) => {
        await transport.sendMail({ from, ...message });
      },
    });
    app.addHook('onClose', async () => transport.close());
    app.log.info('Mail: sent over SMTP (SMTP_URL)');
    return;
  }

  const outbox: OutboxEntry[] = [];
  app.decorate('mailer', {
    send: async (message: MailMessage) => {
      outbox.unshift({ ...message, sentAt: new Date().toISOString() });
      outbox.length = Math.min(outbox.length, OUTBOX_LIMIT);
    },
  });
  app.log.info('Mail: no SMTP_URL, messages kept in the development outbox at GET /api/dev/outbox?to=ADDRESS');

  // Exists only without SMTP: it is how a developer (and the browser tests) read the codes the store sends.
  app.get<{ Querystring: { to: string } }>(
    '/api/dev/outbox',
    { schema: { querystring: outboxQuerySchema } },
    async (request) => {
      const to = request.query.to.trim().toLowerCase();
      const messages = outbox
        .filter((entry) => entry.to.toLowerCase() === to)
        .map(({ subject, text, sentAt }) => ({ subject, text, sentAt }));
      return { status: 200, message: 'OK', data: messages };
    },
  );
}

/** Decorates the app with `mailer`; registers the development outbox route when no SMTP server is configured. */
export const mailer = fastifyPlugin(mailerPlugin, { name: 'mailer', fastify: '5.x' });
