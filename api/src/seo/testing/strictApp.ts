import Fastify, { type FastifyInstance } from 'fastify';
import { installErrorHandler } from '../../errors/errorHandlers';
import { formatValidationError } from '../../errors/validationMessage';

/**
 * A Fastify app configured as the store's (strict schemas, the error envelope) for one plugin under test with
 * options the store would not use (a tiny sitemap limit, a counting renderer).
 */
export function strictApp(): FastifyInstance {
  const app = Fastify({
    logger: false,
    ajv: { customOptions: { removeAdditional: false } },
    schemaErrorFormatter: formatValidationError,
  });
  installErrorHandler(app);
  return app;
}
