import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import sharp from 'sharp';

export type PictureFormat = 'avif' | 'webp' | 'svg';

export const PICTURE_TYPES: Readonly<Record<PictureFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  svg: 'image/svg+xml; charset=utf-8',
};

/**
 * The format to answer by the request's Accept header: AVIF (the smallest) or WebP when the client names it with a
 * quality above zero, the better quality first (AVIF on a tie); otherwise the SVG, which every browser draws.
 * Wildcards (`image/*`, `*\/*`) do not count as asking for a raster: a client that names neither gets the vector.
 */
export function negotiatePictureFormat(accept: string | undefined): PictureFormat {
  if (!accept) return 'svg';
  const quality: Partial<Record<'avif' | 'webp', number>> = {};
  for (const part of accept.split(',')) {
    const [type = '', ...parameters] = part.trim().toLowerCase().split(';');
    const format = type.trim() === 'image/avif' ? 'avif' : type.trim() === 'image/webp' ? 'webp' : null;
    if (!format) continue;
    const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    quality[format] = q === undefined ? 1 : Number.parseFloat(q);
  }
  const avif = quality.avif ?? 0;
  const webp = quality.webp ?? 0;
  if (avif > 0 && avif >= webp) return 'avif';
  if (webp > 0) return 'webp';
  return 'svg';
}

export interface Picture {
  body: Buffer;
  type: string;
  etag: string;
}

/**
 * Pictures rasterised at once, at most. sharp encodes in libuv's thread pool, off the event loop; the limit keeps
 * a cold page of 24 cards from filling that pool (files and DNS use it too) and both of the machine's cores.
 */
const rasterising = pLimit(2);

/**
 * Encoder settings, chosen by size and eye on plans of 40-48 styles (figures in docs/decisions/plan-pictures.md).
 * AVIF: 4:2:0 chroma (the drawings' colours are flat; luma carries the lines) and aom's SSIM tune (its default
 * spends bits on sub-pixel siding and roof texture a card cannot show). The cards' widths (320, 640) at quality 43,
 * effort 2: half the bytes of the former quality 52, effort 1, 4:4:4, for no more CPU (a cold 640 px picture
 * ~130 ms). Wider pictures (the plan page's 800, 960, 1280) at quality 50, effort 1: effort 2 there would save a
 * quarter of their bytes but double a first visitor's wait.
 * WebP (browsers without AVIF): quality 50, effort 5, a third fewer bytes than quality 80 and alike at 1:1.
 */
const AVIF_CARD = { quality: 43, effort: 2, chromaSubsampling: '4:2:0', tune: 'ssim' } as const;
const AVIF_LARGE = { quality: 50, effort: 1, chromaSubsampling: '4:2:0', tune: 'ssim' } as const;
const AVIF_CARD_MAX_WIDTH = 640;
const WEBP_OPTIONS = { quality: 50, effort: 5 } as const;

/**
 * An SVG drawn at `svgWidth` as AVIF or WebP `width` pixels wide: librsvg (in libvips) renders it at the density
 * that gives that width, so lines stay sharp at every size, then it is encoded. The drawings cover their canvas
 * (sky, lawn), so the picture is flattened: no alpha plane to encode.
 */
export function rasterise(svg: string, svgWidth: number, width: number, format: 'avif' | 'webp'): Promise<Picture> {
  return rasterising(async () => {
    const image = sharp(Buffer.from(svg), { density: (72 * width) / svgWidth })
      .resize({ width })
      .flatten({ background: '#ffffff' });
    const encoded =
      format === 'avif' ? image.avif(width <= AVIF_CARD_MAX_WIDTH ? AVIF_CARD : AVIF_LARGE) : image.webp(WEBP_OPTIONS);
    const body = await encoded.toBuffer();
    return { body, type: PICTURE_TYPES[format], etag: etagOf(body) };
  });
}

export function svgPicture(svg: string): Picture {
  const body = Buffer.from(svg);
  return { body, type: PICTURE_TYPES.svg, etag: etagOf(body) };
}

function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}
