import { PICTURE_VERSIONS, type PictureKind } from 'contracts/src/catalog/planPictures';
import { CACHE_CONTROL, IMMUTABLE_CACHE_CONTROL } from './sendSvg';

/**
 * A stored picture URL as it is answered: the store's own drawing at its current version (`current`, from contracts'
 * URL builders), whatever version the database was seeded with or none, so that a bump reaches every page and no
 * browser keeps a picture it was told was immutable; any other picture (an upload, a CDN's) as it is stored.
 */
export function currentPictureUrl(stored: string, current: string): string {
  const path = (url: string) => url.split('?')[0];
  return path(stored) === path(current) ? current : stored;
}

/**
 * How long an answer asked for at `asked` (its URL's `?v=`) may be kept: for good at the `current` version of what
 * it shows, a week otherwise (a page made before a bump still gets the current answer, but not for good).
 */
export function versionedCacheControl(current: string, asked: string | undefined): string {
  return asked === current ? IMMUTABLE_CACHE_CONTROL : CACHE_CONTROL;
}

/** How long a picture asked for at `version` may be kept: for good at its kind's current version, a week otherwise. */
export function pictureCacheControl(kind: PictureKind, version: string | undefined): string {
  return versionedCacheControl(PICTURE_VERSIONS[kind], version);
}
