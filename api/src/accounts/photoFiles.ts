import type { Multipart } from '@fastify/multipart';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ProfilePhotoType } from 'contracts/src/account/profile';
import type { Database } from '../db/databaseSchema';
import { databaseFileStore, diskFileStore, type FileStore } from '../storage/fileStore';

const SIGNATURES: ReadonlyArray<{ type: ProfilePhotoType; extension: string; matches: (bytes: Buffer) => boolean }> = [
  {
    type: 'image/jpeg',
    extension: 'jpg',
    matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    type: 'image/png',
    extension: 'png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: 'image/webp',
    extension: 'webp',
    matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/**
 * What the file is by its first bytes, whatever its name or declared type claims. Anything else (SVG, HTML,
 * a renamed script) is not a photo: the store never serves an upload a browser could run.
 */
export function sniffPhoto(bytes: Buffer): { type: ProfilePhotoType; extension: string } | null {
  const match = SIGNATURES.find((signature) => signature.matches(bytes));
  return match ? { type: match.type, extension: match.extension } : null;
}

/**
 * Server-made names only: 128 random bits, so a name is neither guessable nor chosen by the uploader (the photo
 * route's path schema, profilePhotoParamsSchema in contracts, takes no other shape).
 */
export function newPhotoName(extension: string): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

const TYPE_OF_EXTENSION: Record<string, ProfilePhotoType> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export function photoTypeOf(name: string): ProfilePhotoType | null {
  return TYPE_OF_EXTENSION[name.split('.').pop() ?? ''] ?? null;
}

/** The photos' folder in the database's stored files. */
export const PROFILE_PHOTO_FOLDER = 'profile-photos';

/**
 * Where profile photos are kept: in the database when the store runs on PostgreSQL (DATABASE_URL), so that a photo
 * uploaded through one API instance is served by every other; in `uploadDir` on the embedded store's own disk.
 */
export function profilePhotoStore(db: Kysely<Database>, where: { inDatabase: boolean; uploadDir: string }): FileStore {
  return where.inDatabase ? databaseFileStore(db, PROFILE_PHOTO_FOLDER) : diskFileStore(where.uploadDir, photoTypeOf);
}

export function photoUrl(name: string): string {
  return `/api/user/images/profile/${name}`;
}

/**
 * Kept by the shopper's browser only, and asked again each time it is shown: a shared cache (a CDN, an office
 * proxy) never holds a photo, and once a shopper replaces or removes theirs, the old address answers 404 at once
 * instead of living on. The ETag makes the asking cheap (304, no body).
 */
export const PROFILE_PHOTO_CACHE_CONTROL = 'private, no-cache';

/** A photo's bytes never change under its name (every upload gets a new one), so the name is its version. */
export function photoEtag(name: string): string {
  return `"${name}"`;
}

/** Whether an If-None-Match header names this ETag (or `*`); weak and strong forms count alike for a 304. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** What a photo upload held: its one file's bytes, or why there is nothing to store. */
export type PhotoUpload = { ok: true; bytes: Buffer } | { ok: false; problem: PhotoUploadProblem };
export type PhotoUploadProblem = 'no-file' | 'too-large' | 'malformed';

const isFileTooLarge = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Reads a multipart upload to its end: one part, a file in the field `file`. The body is read through, not only
 * up to the file, so that a second part, a cut-short body or a broken boundary is seen before anything is stored;
 * a file over the size limit is refused, never kept truncated.
 */
export async function readPhotoUpload(parts: AsyncIterable<Multipart>): Promise<PhotoUpload> {
  let bytes: Buffer | null = null;
  let unwanted: 'no-file' | 'malformed' | null = null;
  try {
    for await (const part of parts) {
      if (part.type === 'file' && part.fieldname === 'file' && bytes === null) {
        bytes = await part.toBuffer();
        continue;
      }
      // Read past, so that the parser reaches the end of the body and the request is answered, not left hanging.
      if (part.type === 'file') part.file.resume();
      unwanted ??= part.type === 'file' && bytes === null ? 'no-file' : 'malformed';
    }
  } catch (error) {
    // Anything the parser throws is the body's fault (no boundary, a part cut short, one part too many): a 4xx.
    return { ok: false, problem: isFileTooLarge(error) ? 'too-large' : 'malformed' };
  }
  if (unwanted !== null) return { ok: false, problem: unwanted };
  return bytes === null || bytes.length === 0 ? { ok: false, problem: 'no-file' } : { ok: true, bytes };
}
