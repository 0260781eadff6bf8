import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import type { ApiErrorBody } from 'contracts/src/api/envelope';
import { idParamsSchema } from 'contracts/src/api/requestSchemas';
import { installErrorHandler } from '../errors/errorHandlers';
import { formatValidationError } from '../errors/validationMessage';
import { inputGuards } from './inputGuards';

/** An app configured as the store's (strict schemas, the error envelope) with routes that count the calls they get. */
async function guardedApp() {
  const app = Fastify({
    logger: false,
    ajv: { customOptions: { removeAdditional: false } },
    schemaErrorFormatter: formatValidationError,
  });
  installErrorHandler(app);
  await app.register(inputGuards);
  const reached: string[] = [];
  app.get(
    '/plans/:id',
    {
      schema: {
        params: idParamsSchema,
        querystring: Type.Object(
          { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })), keyword: Type.Optional(Type.String()) },
          { additionalProperties: false },
        ),
      },
    },
    async () => {
      reached.push('plans');
      return { ok: true };
    },
  );
  app.post(
    '/notes',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            text: { type: 'string' },
            count: { type: 'integer', minimum: 0, maximum: 10 },
            ratio: { type: 'number', maximum: 1 },
            address: {
              type: 'object',
              additionalProperties: false,
              properties: { lines: { type: 'array', items: { type: 'string' } } },
            },
          },
        },
      },
    },
    async () => {
      reached.push('notes');
      return { ok: true };
    },
  );
  // Like the payment webhook: raw bytes, no schema (a 0 byte is data there, not text).
  app.register(async (raw) => {
    raw.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    raw.post('/raw', async () => {
      reached.push('raw');
      return { ok: true };
    });
  });
  await app.ready();
  return { app, reached };
}

describe('NUL characters in a request', () => {
  it.each([
    [
      'a path parameter',
      { method: 'GET', url: '/plans/1%00' },
      "The path parameter 'id' must not contain a NUL character.",
    ],
    [
      'a query value',
      { method: 'GET', url: '/plans/1?keyword=ranch%00' },
      "The query parameter 'keyword' must not contain a NUL character.",
    ],
    [
      'a query name',
      { method: 'GET', url: '/plans/1?key%00word=ranch' },
      "The query parameter 'key\\u0000word' must not contain a NUL character.",
    ],
    [
      'a body field',
      { method: 'POST', url: '/notes', payload: { text: 'hello\u0000' } },
      "The field 'text' must not contain a NUL character.",
    ],
    [
      'a field nested in the body',
      { method: 'POST', url: '/notes', payload: { address: { lines: ['1 Main St', 'Apt\u00002'] } } },
      "The field 'address.lines.1' must not contain a NUL character.",
    ],
    [
      'a body key',
      { method: 'POST', url: '/notes', payload: { 'te\u0000xt': 'hello' } },
      "The field 'te\\u0000xt' must not contain a NUL character.",
    ],
    [
      'a text body',
      { method: 'POST', url: '/notes', payload: 'hello\u0000', headers: { 'content-type': 'text/plain' } },
      'The body must not contain a NUL character.',
    ],
  ] as const)('are refused with 400 in %s, before the route runs', async (_where, request, message) => {
    const { app, reached } = await guardedApp();
    const response = await app.inject(request);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>()).toEqual({ status: 400, message });
    expect(reached).toEqual([]);
  });

  it('are found under a body nested a hundred thousand levels deep, with a short message', async () => {
    const { app, reached } = await guardedApp();
    const depth = 100_000;
    const payload = `{"address":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`;
    const response = await app.inject({
      method: 'POST',
      url: '/notes',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().message).toBe(
      "The field 'address.0.0.0.0.0.0.0.…' must not contain a NUL character.",
    );
    expect(reached).toEqual([]);
  });

  it('leave text without them and raw bytes with a 0 byte alone', async () => {
    const { app, reached } = await guardedApp();
    expect((await app.inject({ method: 'GET', url: '/plans/1?keyword=ranch%20house' })).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'POST', url: '/notes', payload: { text: 'Infinity', address: { lines: ['NaN'] } } }))
        .statusCode,
    ).toBe(200);
    const bytes = Buffer.from([0x7b, 0x00, 0x7d]);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/raw',
          payload: bytes,
          headers: { 'content-type': 'application/octet-stream' },
        })
      ).statusCode,
    ).toBe(200);
    expect(reached).toEqual(['plans', 'notes', 'raw']);
  });
});

describe('numbers that are not finite', () => {
  it.each([
    ['/plans/Infinity', "The path parameter 'id' must be a finite number."],
    ['/plans/-Infinity', "The path parameter 'id' must be a finite number."],
    ['/plans/1e400', "The path parameter 'id' must be a finite number."],
    ['/plans/NaN', "The path parameter 'id' must be integer."],
    ['/plans/1?limit=Infinity', "The query parameter 'limit' must be a finite number."],
    ['/plans/1?limit=-1e400', "The query parameter 'limit' must be a finite number."],
    ['/plans/1?limit=NaN', "The query parameter 'limit' must be integer."],
  ])('are refused with 400 as an id or a limit: %s', async (url, message) => {
    const { app, reached } = await guardedApp();
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>()).toEqual({ status: 400, message });
    expect(reached).toEqual([]);
  });

  it.each([
    ['{"count":1e400}', "The field 'count' must be integer."],
    ['{"ratio":-1e400}', "The field 'ratio' must be number."],
    ['{"count":"Infinity"}', "The field 'count' must be a finite number."],
    ['{"ratio":"-1e400"}', "The field 'ratio' must be a finite number."],
  ])('are refused with 400 in a JSON body: %s', async (payload, message) => {
    const { app, reached } = await guardedApp();
    const response = await app.inject({
      method: 'POST',
      url: '/notes',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>()).toEqual({ status: 400, message });
    expect(reached).toEqual([]);
  });

  it('leave the largest id and limit the schemas allow through', async () => {
    const { app, reached } = await guardedApp();
    expect((await app.inject({ method: 'GET', url: '/plans/2147483647?limit=100' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/plans/2147483648' })).statusCode).toBe(400);
    expect(reached).toEqual(['plans']);
  });
});
