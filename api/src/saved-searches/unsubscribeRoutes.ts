import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { STORE_NAME } from 'contracts/src/business/storeName';
import {
  unsubscribeBodySchema,
  unsubscribePageSchema,
  unsubscribeParamsSchema,
} from 'contracts/src/saved-searches/savedSearchSchemas';
import { nothingSchema } from 'contracts/src/api/requestSchemas';
import type { Database } from '../db/databaseSchema';
import { notFound } from '../errors/httpError';
import { searchIdOfToken, tokenSignedBy } from './unsubscribeTokens';

export interface UnsubscribeRoutesOptions {
  db: Kysely<Database>;
}

const STYLE = [
  'body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1f2a24;line-height:1.5}',
  'h1{font-size:1.5rem}',
  'button{font:inherit;padding:.6rem 1.2rem;min-height:44px;border:0;border-radius:6px;background:#1d5c3a;color:#fff;cursor:pointer}',
  'button:focus-visible{outline:3px solid #0b3d22;outline-offset:2px}',
  'a{color:#1d5c3a}',
].join('');
// The page's one inline style, allowed by its hash: nothing else may run or load on it.
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');
// img-src 'self': the browser's own request for /favicon.ico.
const POLICY = `default-src 'none'; img-src 'self'; style-src 'sha256-${STYLE_HASH}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function page(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', POLICY)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)} | ${escapeHtml(STORE_NAME)}</title><style>${STYLE}</style></head>` +
        `<body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/myaccount?tab=searches">Your saved searches</a></p></main></body></html>`,
    );
}

/**
 * A person's browser asks for HTML and gets a page; anything else (a mail client's POST, a script) gets the API's
 * error envelope, as from every other route.
 */
function wantsPage(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

const INVALID_LINK_MESSAGE = 'This unsubscribe link is not valid.';
const INVALID_LINK =
  '<p>This unsubscribe link is not valid: it may be incomplete, or its saved search was deleted (a deleted search sends no e-mail).</p>';

/**
 * The alert mail's unsubscribe link, without signing in. GET shows a confirmation page and changes nothing (mail
 * scanners and link previews open links); its button, or a mail client's one-click POST (RFC 8058:
 * `List-Unsubscribe=One-Click`, no cookies, no page), switches the search's alerts off. The token is signed for this
 * one search and purpose, and is no session.
 */
export const unsubscribeRoutes: FastifyPluginAsyncTypebox<UnsubscribeRoutesOptions> = async (app, options) => {
  const { db } = options;
  // RFC 8058's POST is form data (multipart or form-encoded); only the token in the URL matters, so the body is
  // read as text, within this plugin only.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 2048 },
    async (_request: FastifyRequest, body: string | Buffer) => body.toString(),
  );

  async function searchOf(token: string) {
    const id = searchIdOfToken(token);
    if (id === null) return null;
    const search = await db
      .selectFrom('saved_searches')
      .select(['id', 'name', 'alerts', 'unsubscribe_key'])
      .where('id', '=', id)
      .executeTakeFirst();
    return search && tokenSignedBy(token, search.id, search.unsubscribe_key) ? search : null;
  }

  app.get(
    '/saved-searches/unsubscribe/:token',
    {
      schema: { params: unsubscribeParamsSchema, querystring: nothingSchema, response: { 200: unsubscribePageSchema } },
    },
    async (request, reply) => {
      const search = await searchOf(request.params.token);
      if (!search) {
        if (!wantsPage(request)) throw notFound(INVALID_LINK_MESSAGE);
        return page(reply, 404, 'Link not valid', INVALID_LINK);
      }
      const name = escapeHtml(search.name);
      if (!search.alerts)
        return page(reply, 200, 'Already unsubscribed', `<p>Your saved search '${name}' sends no e-mail.</p>`);
      return page(
        reply,
        200,
        'Stop these e-mails?',
        `<p>You get an e-mail, at most once a day, when new plans match your saved search '${name}'.</p>` +
          `<form method="post" action=""><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
          `<button type="submit">Unsubscribe</button></form>` +
          '<p>The search itself stays in My Account.</p>',
      );
    },
  );

  app.post(
    '/saved-searches/unsubscribe/:token',
    {
      schema: {
        params: unsubscribeParamsSchema,
        querystring: nothingSchema,
        body: unsubscribeBodySchema,
        response: { 200: unsubscribePageSchema },
      },
    },
    async (request, reply) => {
      const search = await searchOf(request.params.token);
      if (!search) {
        if (!wantsPage(request)) throw notFound(INVALID_LINK_MESSAGE);
        return page(reply, 404, 'Link not valid', INVALID_LINK);
      }
      await db.updateTable('saved_searches').set({ alerts: false }).where('id', '=', search.id).execute();
      return page(
        reply,
        200,
        'Unsubscribed',
        `<p>You will get no more e-mails about your saved search '${escapeHtml(search.name)}'. You can switch them on again in My Account.</p>`,
      );
    },
  );
};
