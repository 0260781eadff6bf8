import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { STAFF_ROLE } from 'contracts/src/account/accountRoles';
import { STAFF_MESSAGES } from 'contracts/src/staff/staffOrders';
import { LOGIN_REQUIRED_MESSAGE, sessionTokenOf } from '../auth/sessionAuth';
import { userOfSession } from '../auth/sessionTokens';
import type { Database } from '../db/databaseSchema';
import { sendError } from '../errors/errorHandlers';

/**
 * The staff API's guard, run before anything else looks at a request (even its validation, so that a visitor or a
 * shopper learns nothing of what the staff routes take): a visitor or a dead session gets 401 with the sign-in
 * message, a live shopper's session 403, a staff member's passes with `request.userId` set to theirs.
 */
export function staffGuard(db: Kysely<Database>) {
  return async function requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const token = sessionTokenOf(request);
    const userId = token === null ? null : await userOfSession(db, token);
    if (userId === null) return sendError(reply, 401, LOGIN_REQUIRED_MESSAGE);
    const account = await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
    if (account?.role !== STAFF_ROLE) return sendError(reply, 403, STAFF_MESSAGES.staffOnly);
    request.userId = userId;
    return undefined;
  };
}
