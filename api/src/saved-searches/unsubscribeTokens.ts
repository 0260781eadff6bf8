import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe link's token: the saved search's id and an HMAC-SHA256 of it under the search's own key (kept in
 * its row, never sent). It names one search and can do one thing, switch its alert off; it is not a session and
 * signs nobody in. Deleting the search (or a new key) kills every link to it.
 */
const PURPOSE = 'saved-search-unsubscribe';
const TOKEN = /^([1-9][0-9]{0,8})\.([A-Za-z0-9_-]{43})$/;

export function newUnsubscribeKey(): Buffer {
  return randomBytes(32);
}

function signatureOf(searchId: number, key: Buffer): Buffer {
  return createHmac('sha256', key).update(`${PURPOSE}:${searchId}`).digest();
}

export function unsubscribeToken(searchId: number, key: Buffer): string {
  return `${searchId}.${signatureOf(searchId, key).toString('base64url')}`;
}

/** The search id a well-formed token names (its signature still to be checked against the search's key); else null. */
export function searchIdOfToken(token: string): number | null {
  const match = TOKEN.exec(token);
  return match?.[1] === undefined ? null : Number(match[1]);
}

export function tokenSignedBy(token: string, searchId: number, key: Buffer): boolean {
  const match = TOKEN.exec(token);
  if (match?.[2] === undefined || Number(match[1]) !== searchId) return false;
  const given = Buffer.from(match[2], 'base64url');
  const expected = signatureOf(searchId, key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
