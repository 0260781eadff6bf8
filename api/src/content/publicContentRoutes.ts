import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { envelopeOf } from 'contracts/src/api/envelopeSchemas';
import { idParamsSchema, nothingSchema } from 'contracts/src/api/requestSchemas';
import { BLOG_LIST_LIMIT, BLOG_NOT_FOUND } from 'contracts/src/content/blog';
import { blogListQuerySchema, blogPostSchema, blogPostSummarySchema } from 'contracts/src/content/blogSchemas';
import { reviewSchema, testimonialSchema } from 'contracts/src/content/customerStorySchemas';
import { faqEntrySchema } from 'contracts/src/content/faqSchemas';
import type { Database } from '../db/databaseSchema';
import { notFound } from '../errors/httpError';
import { ok } from '../http/apiEnvelope';
import { sendSvg } from '../images/sendSvg';
import { drawBlogCover, isBlogCoverTheme } from './blogCoverDrawing';
import { findBlogCover, findBlogPost, listBlogPosts, listFaq, listReviews, listTestimonials } from './contentQueries';

/** Editorial content changes rarely: browsers may reuse it for five minutes. */
const CONTENT_CACHE = 'public, max-age=300';

/** A list without parameters: every item, in the page's order. */
const listOf = <Item extends TSchema>(item: Item) => ({
  schema: { querystring: nothingSchema, response: { 200: envelopeOf(Type.Array(item)) } },
});

/**
 * The content pages' reads, public and without any token (the original embedded an admin token in the client):
 * FAQ, blog posts and their covers, testimonials and reviews.
 */
export const publicContentRoutes: FastifyPluginAsyncTypebox<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get('/faq', listOf(faqEntrySchema), async (_request, reply) => {
    reply.header('cache-control', CONTENT_CACHE);
    return ok(await listFaq(db));
  });

  app.get(
    '/blogs',
    {
      schema: { querystring: blogListQuerySchema, response: { 200: envelopeOf(Type.Array(blogPostSummarySchema)) } },
    },
    async (request, reply) => {
      reply.header('cache-control', CONTENT_CACHE);
      return ok(await listBlogPosts(db, request.query.limit ?? BLOG_LIST_LIMIT));
    },
  );

  app.get(
    '/blogs/:id',
    { schema: { params: idParamsSchema, querystring: nothingSchema, response: { 200: envelopeOf(blogPostSchema) } } },
    async (request, reply) => {
      const post = await findBlogPost(db, request.params.id);
      if (!post) throw notFound(BLOG_NOT_FOUND);
      reply.header('cache-control', CONTENT_CACHE);
      return ok(post);
    },
  );

  // A drawing, not JSON: no answer schema.
  app.get(
    '/images/blog/:id.svg',
    { schema: { params: idParamsSchema, querystring: nothingSchema } },
    async (request, reply) => {
      const cover = await findBlogCover(db, request.params.id);
      if (!cover || !isBlogCoverTheme(cover.cover_theme)) throw notFound(BLOG_NOT_FOUND);
      return sendSvg(request, reply, drawBlogCover(cover.cover_theme, cover.title));
    },
  );

  app.get('/testimonials', listOf(testimonialSchema), async (_request, reply) => {
    reply.header('cache-control', CONTENT_CACHE);
    return ok(await listTestimonials(db));
  });

  app.get('/reviews', listOf(reviewSchema), async (_request, reply) => {
    reply.header('cache-control', CONTENT_CACHE);
    return ok(await listReviews(db));
  });
};
