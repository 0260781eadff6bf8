import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from 'contracts/src/api/envelope';
import { redactUrl } from '../http/requestLogFields';
import { HttpError } from './httpError';

const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

export function sendError(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  const body: ApiErrorBody = { status: statusCode, message };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/** Names the path asked for, never a download link's token in it. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(reply, 404, `No such endpoint: ${request.method} ${redactUrl(request.url).split('?')[0] ?? ''}`);
}

/**
 * Fastify's `frameworkErrors`: the router's own refusals (a malformed percent-encoding, an over-long path
 * parameter) leave in the same envelope as every other error, without echoing the address back.
 */
export function sendFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  if (!tooLong && !isClientError(error)) return sendError(reply, 500, INTERNAL_ERROR_MESSAGE);
  return sendError(
    reply,
    tooLong ? 414 : (error.statusCode ?? 400),
    tooLong ? 'The address of this request is too long.' : 'The address of this request is not valid.',
  );
}

function isClientError(error: FastifyError): boolean {
  return typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500;
}

/**
 * Every failure leaves as the one error envelope {status, message}: validation and other client errors with their
 * own status and message, anything unexpected as a 500 with a fixed message (the details go to the log only).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(Math.ceil(error.retryAfterSeconds)));
      return sendError(reply, error.statusCode, error.message);
    }
    if (error.validation) return sendError(reply, 400, error.message);
    if (isClientError(error) && error.statusCode !== undefined) {
      return sendError(reply, error.statusCode, error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, INTERNAL_ERROR_MESSAGE);
  });
}
