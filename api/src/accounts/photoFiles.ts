import { randomBytes } from 'node:crypto';
import type { ProfilePhotoType } from 'contracts/src/account/profile';

const SIGNATURES: ReadonlyArray<{ type: ProfilePhotoType; extension: string; matches: (bytes: Buffer) => boolean }> = [
  { type: 'image/jpeg', extension: 'jpg', matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
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

/** Server-made names only: 128 random bits, so a name is neither guessable nor chosen by the uploader. */
export function newPhotoName(extension: string): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

export const PHOTO_NAME_PATTERN = '^[0-9a-f]{32}\\.(jpg|png|webp)$';

const TYPE_OF_EXTENSION: Record<string, ProfilePhotoType> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export function photoTypeOf(name: string): ProfilePhotoType | null {
  return TYPE_OF_EXTENSION[name.split('.').pop() ?? ''] ?? null;
}

export function photoUrl(name: string): string {
  return `/api/user/images/profile/${name}`;
}
