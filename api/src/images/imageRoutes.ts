import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { idParamsSchema } from 'contracts/src/api/requestSchemas';
import { ARCHITECTURAL_STYLES } from 'contracts/src/catalog/architecturalStyles';
import { planFloorImageParamsSchema } from 'contracts/src/catalog/catalogRequestSchemas';
import { ExpiringLruCache, getOrLoad } from '../cache/expiringLruCache';
import type { Database } from '../db/databaseSchema';
import { PICTURE_VERSION_PATTERN, PICTURE_WIDTHS, isPictureWidth } from 'contracts/src/catalog/planPictures';
import { notFound } from '../errors/httpError';
import { findPlanDrawingFacts } from './drawingFacts';
import { drawPlanPicture } from './elevationDrawing';
import { drawFloorPlan, FLOOR_PLAN_WIDTH } from './floorPlanDrawing';
import { negotiatePictureFormat, rasterise, svgPicture, type Picture, type PictureFormat } from './pictureRaster';
import { RENDERING_SIZES, type RenderingVariant } from './planRendering';
import { pictureCacheControl } from './pictureVersions';
import { sendSvg } from './sendSvg';
import { drawStyleTile, STYLE_TILE_WIDTH } from './styleTileDrawing';

export interface ImageRoutesOptions {
  db: Kysely<Database>;
  /** Pictures kept in memory (least recently used pushed out first). */
  cacheSize?: number;
  /** Rasterises a drawing; sharp by default (tests count the calls). */
  raster?: typeof rasterise;
}

/** An SVG can carry script: this one may not run any, load anything or be read as another type. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";
/**
 * About 20 KB a picture: 1,000 is some 20 MB, the cards of a busy hour's pages at their usual widths. The store
 * never edits a plan's drawing facts, so a picture is kept until pushed out (a day at most).
 */
const CACHED_PICTURES = 1000;
const CACHE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A picture's query: `?w=`, one of the widths pages ask for (any other is a 400; without it, the drawing's own
 * width), and `?v=`, the version of the picture its URL was made for. Any version is answered with the current
 * picture (a page's URLs may be older than the API), but only the current one for good (pictureVersions.ts).
 */
const pictureQuerySchema = Type.Object(
  {
    w: Type.Optional(Type.Integer({ enum: [...PICTURE_WIDTHS] })),
    v: Type.Optional(Type.String({ pattern: PICTURE_VERSION_PATTERN })),
  },
  { additionalProperties: false },
);

function sendPicture(
  request: FastifyRequest,
  reply: FastifyReply,
  picture: Picture,
  cacheControl: string,
): FastifyReply {
  reply
    .header('cache-control', cacheControl)
    .header('vary', 'Accept')
    .header('etag', picture.etag)
    .header('content-security-policy', SVG_CSP)
    .header('x-content-type-options', 'nosniff')
    .type(picture.type);
  if (request.headers['if-none-match'] === picture.etag) return reply.code(304).send();
  return reply.send(picture.body);
}

/**
 * Generated pictures: every plan's rendering (the house as built) and album photo, its floor plans, and a tile
 * per architectural style. Renderings and tiles are answered as AVIF or WebP when the browser accepts them (at the
 * `w` asked, rendered once and kept in memory), SVG otherwise; floor plans are always SVG (line drawings).
 */
export const imageRoutes: FastifyPluginAsyncTypebox<ImageRoutesOptions> = async (
  app,
  { db, cacheSize = CACHED_PICTURES, raster = rasterise },
) => {
  const pictures = new ExpiringLruCache<string, Promise<Picture>>(cacheSize, CACHE_TTL_MS);

  /** The picture in the negotiated format, from the cache or drawn (`draw` throws the 404, which is not kept). */
  const answer = (
    request: FastifyRequest,
    key: string,
    svgWidth: number,
    width: number | undefined,
    draw: () => Promise<string>,
  ): Promise<Picture> => {
    const format: PictureFormat = negotiatePictureFormat(request.headers.accept);
    const rasterWidth = width !== undefined && isPictureWidth(width) ? width : svgWidth;
    const cacheKey = format === 'svg' ? `${key}:svg` : `${key}:${format}:${rasterWidth}`;
    return getOrLoad(pictures, cacheKey, async () => {
      const svg = await draw();
      return format === 'svg' ? svgPicture(svg) : raster(svg, svgWidth, rasterWidth, format);
    });
  };

  const planPicture = (variant: RenderingVariant) => async (planId: number) => {
    const plan = await findPlanDrawingFacts(db, planId);
    if (!plan) throw notFound('No property found.');
    return drawPlanPicture(plan, variant);
  };

  app.get(
    '/images/plans/:id/elevation.svg',
    { schema: { params: idParamsSchema, querystring: pictureQuerySchema } },
    async (request, reply) => {
      const { id } = request.params;
      const draw = planPicture('rendering');
      const picture = await answer(request, `plan:${id}`, RENDERING_SIZES.rendering.width, request.query.w, () =>
        draw(id),
      );
      return sendPicture(request, reply, picture, pictureCacheControl('planView', request.query.v));
    },
  );

  app.get(
    '/images/plans/:id/photo',
    { schema: { params: idParamsSchema, querystring: pictureQuerySchema } },
    async (request, reply) => {
      const { id } = request.params;
      const draw = planPicture('photo');
      const picture = await answer(request, `photo:${id}`, RENDERING_SIZES.photo.width, request.query.w, () =>
        draw(id),
      );
      return sendPicture(request, reply, picture, pictureCacheControl('planView', request.query.v));
    },
  );

  app.get(
    '/images/plans/:id/floor-:floor.svg',
    { schema: { params: planFloorImageParamsSchema, querystring: pictureQuerySchema } },
    async (request, reply) => {
      const { id, floor } = request.params;
      const cacheControl = pictureCacheControl('floorPlan', request.query.v);
      const draw = async () => {
        const plan = await findPlanDrawingFacts(db, id);
        if (!plan) throw notFound('No property found.');
        const svg = drawFloorPlan(plan, floor);
        if (svg === null) throw notFound(`This plan has no floor ${floor}.`);
        return svg;
      };
      // The drawing itself, sharp at any size; at a thumbnail's `?w=` a raster, which a phone decodes off its main
      // thread where it would paint the SVG's lines and labels on it.
      if (request.query.w === undefined) return sendSvg(request, reply, await draw(), cacheControl);
      const picture = await answer(request, `floor:${id}:${floor}`, FLOOR_PLAN_WIDTH, request.query.w, draw);
      return sendPicture(request, reply, picture, cacheControl);
    },
  );

  app.get(
    '/images/styles/:id.svg',
    { schema: { params: idParamsSchema, querystring: pictureQuerySchema } },
    async (request, reply) => {
      const style = ARCHITECTURAL_STYLES.find((candidate) => candidate.code === request.params.id);
      if (!style) throw notFound('No such plan style.');
      const picture = await answer(request, `style:${style.code}`, STYLE_TILE_WIDTH, request.query.w, () =>
        Promise.resolve(drawStyleTile(style)),
      );
      return sendPicture(request, reply, picture, pictureCacheControl('styleTile', request.query.v));
    },
  );
};
