import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { compiledOnce } from '../db/compiledOnce';
import type { Database } from '../db/databaseSchema';

/** A session ends 12 hours after sign-in whatever happens, and after 30 minutes without a request. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** `last_seen_at` is written at most once a minute per session: a page of ten calls costs one write, not ten. */
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

/** Ended sessions are kept a day (to answer "why was I signed out?"), then deleted at the user's next sign-in. */
const KEEP_ENDED_MS = 24 * 60 * 60 * 1000;

/** 256 random bits, URL-safe: the only place a session token exists in clear is the sign-in answer. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Starts a session for the user and returns its token (a new one at every sign-in). */
export async function createSession(db: Kysely<Database>, userId: number, now = new Date()): Promise<string> {
  const token = newSessionToken();
  // Housekeeping where it costs nothing extra: the user's sessions that ended long ago go.
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where((eb) => {
      const longAgo = new Date(now.getTime() - KEEP_ENDED_MS);
      return eb.or([eb('expires_at', '<', longAgo), eb('revoked_at', '<', longAgo)]);
    })
    .execute();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS),
    })
    .execute();
  return token;
}

/** The live session of a token's hash: every signed-in request runs it, so it is built once (db/compiledOnce.ts). */
const liveSessionQuery = compiledOnce(
  (db, tokenHash: string, now: Date, idleSince: Date) =>
    db
      .selectFrom('sessions')
      .select(['id', 'user_id', 'last_seen_at'])
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .where('last_seen_at', '>', idleSince),
  ['compiledOnce:token_hash', new Date(0), new Date(0)],
);

/**
 * The user id of a live session (not revoked, not past its 12 hours, not idle for 30 minutes), or null.
 * Touches the session's last-seen time, which is what keeps an active shopper signed in.
 */
export async function userOfSession(db: Kysely<Database>, token: string, now = new Date()): Promise<number | null> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS);
  const {
    rows: [session],
  } = await db.executeQuery(liveSessionQuery(db, hashToken(token), now, idleSince));
  if (!session) return null;
  if (now.getTime() - new Date(session.last_seen_at).getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', session.id).execute();
  }
  return session.user_id;
}

/** Ends the session of this token; unknown or already revoked tokens are left alone. */
export async function revokeSession(db: Kysely<Database>, token: string, now = new Date()): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a user: after a password reset, a stolen session must not outlive the old password. */
export async function revokeSessionsOfUser(db: Kysely<Database>, userId: number, now = new Date()): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
