import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { BLOG_LIST_LIMIT, BLOG_NOT_FOUND } from 'contracts/src/content/blog';
import type { Database } from '../db/databaseSchema';
import { notFound } from '../errors/httpError';
import { envelopeSchema, ok } from '../http/apiEnvelope';
import { noQuerySchema, recordIdSchema } from '../http/commonSchemas';
import { sendSvg } from '../images/sendSvg';
import { drawBlogCover, isBlogCoverTheme } from './blogCoverDrawing';
import {
  blogPostSchema,
  blogPostSummarySchema,
  faqEntrySchema,
  reviewSchema,
  testimonialSchema,
} from './contentSchemas';
import { findBlogCover, findBlogPost, listBlogPosts, listFaq, listReviews, listTestimonials } from './contentQueries';

const idParams = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: recordIdSchema } };
const listOf = (items: object) => ({ 200: envelopeSchema({ type: 'array', items }) });
/** Editorial content changes rarely: browsers may reuse it for five minutes. */
const CONTENT_CACHE = 'public, max-age=300';

/**
 * The content pages' reads, public and without any token (the original embedded an admin token in the client):
 * FAQ, blog posts and their covers, testimonials and reviews.
 */
export const publicContentRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  const listSchema = (items: object) => ({ schema: { querystring: noQuerySchema, response: listOf(items) } });

  app.get('/faq', listSchema(faqEntrySchema), async (_request, reply) => {
    reply.header('cache-control', CONTENT_CACHE);
    return ok(await listFaq(db));
  });

  app.get<{ Querystring: { limit?: number } }>(
    '/blogs',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { limit: { type: 'integer', minimum: 1, maximum: BLOG_LIST_LIMIT } },
        },
        response: listOf(blogPostSummarySchema),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CONTENT_CACHE);
      return ok(await listBlogPosts(db, request.query.limit ?? BLOG_LIST_LIMIT));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/blogs/:id',
    { schema: { params: idParams, querystring: noQuerySchema, response: { 200: envelopeSchema(blogPostSchema) } } },
    async (request, reply) => {
      const post = await findBlogPost(db, request.params.id);
      if (!post) throw notFound(BLOG_NOT_FOUND);
      reply.header('cache-control', CONTENT_CACHE);
      return ok(post);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/images/blog/:id.svg',
    { schema: { params: idParams, querystring: noQuerySchema } },
    async (request, reply) => {
      const cover = await findBlogCover(db, request.params.id);
      if (!cover || !isBlogCoverTheme(cover.cover_theme)) throw notFound(BLOG_NOT_FOUND);
      return sendSvg(request, reply, drawBlogCover(cover.cover_theme, cover.title));
    },
  );

  app.get('/testimonials', listSchema(testimonialSchema), async (_request, reply) => {
    reply.header('cache-control', CONTENT_CACHE);
    return ok(await listTestimonials(db));
  });

  app.get('/reviews', listSchema(reviewSchema), async (_request, reply) => {
    reply.header('cache-control', CONTENT_CACHE);
    return ok(await listReviews(db));
  });
};
