import Fastify from 'fastify';
import { installErrorHandler } from './errorHandlers';
import { badRequest } from './httpError';
import { formatValidationError } from './validationMessage';

async function appWithFailingRoutes() {
  const app = Fastify({
    logger: false,
    ajv: { customOptions: { removeAdditional: false } },
    schemaErrorFormatter: formatValidationError,
  });
  installErrorHandler(app);
  app.get('/crash', async () => {
    throw new Error('connection to database lost at db.internal:5432');
  });
  app.get('/refused', async () => {
    throw badRequest('That plan cannot be compared.');
  });
  app.post(
    '/contact',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['email'],
          properties: { email: { type: 'string', minLength: 3 } },
        },
      },
    },
    async () => ({ ok: true }),
  );
  await app.ready();
  return app;
}

describe('the error envelope', () => {
  it('answers an unexpected failure with 500 and a fixed message, never the details or a stack', async () => {
    const app = await appWithFailingRoutes();
    const response = await app.inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: 500,
      message: 'Something went wrong on our side. Please try again later.',
    });
    expect(response.body).not.toMatch(/database|stack|at /);
  });

  it('answers an expected refusal with its status and message', async () => {
    const app = await appWithFailingRoutes();
    const response = await app.inject({ method: 'GET', url: '/refused' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, message: 'That plan cannot be compared.' });
  });

  it.each([
    [{ email: 'a@b.co', admin: true }, "Unknown field 'admin'."],
    [{}, "The field 'email' is required."],
    [{ email: 'a' }, "The field 'email' must NOT have fewer than 3 characters."],
  ])('names the field in a validation error: %p', async (payload, message) => {
    const app = await appWithFailingRoutes();
    const response = await app.inject({ method: 'POST', url: '/contact', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, message });
  });

  it('answers a malformed JSON body with 400', async () => {
    const app = await appWithFailingRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/contact',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, message: expect.any(String) });
  });
});
