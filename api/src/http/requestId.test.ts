import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/openDatabase';
import { TEST_MAIL, TEST_REMOTES } from '../testing/testApp';
import { openMigratedDatabase, PGLITE_TEST_DATABASE } from '../testing/testDatabases';
import { isSafeRequestId } from './requestId';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('take what load balancers send, and nothing that could break a log line or a header', () => {
    for (const id of [
      '0b6e1c0f-8f3e-4c1e-9d2a-2f4b5c6d7e8f',
      'a3f9c0d1e2b34567890abcdef0123456',
      '7F000001:B2C8_7F000001:0BB8_65A1B2C3_0001:2F1C',
      'Root=1-67891233-abcdef012345678912345678;Parent=53995c3f42cd8ad8',
    ]) {
      expect([id, isSafeRequestId(id)]).toEqual([id, true]);
    }
    for (const id of ['', 'a b', 'x'.repeat(129), 'id"},{"level":60', 'line\nbreak', '-starts-with-dash', 'é']) {
      expect([id, isSafeRequestId(id)]).toEqual([id, false]);
    }
  });
});

describe('the request id across instances', () => {
  const lines: Array<Record<string, unknown>> = [];
  let handle: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    handle = await openMigratedDatabase(PGLITE_TEST_DATABASE);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp({
      db: handle.db,
      shellDistDir: null,
      remotes: TEST_REMOTES,
      mail: TEST_MAIL,
      logger: { level: 'info', stream },
      requestLogging: true,
    });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  function get(headers: Record<string, string> = {}, url = '/api/user/health') {
    if (!app) throw new Error('The app is not built yet');
    return app.inject({ method: 'GET', url, headers });
  }

  it("keeps the load balancer's X-Request-Id: echoed in the answer and in every log line of the request", async () => {
    const id = 'a3f9c0d1e2b34567890abcdef0123456';
    const response = await get({ 'x-request-id': id });
    expect(response.headers['x-request-id']).toBe(id);
    const logged = lines.filter((line) => line.reqId === id);
    // Fastify's "incoming request" and "request completed", as structured JSON.
    expect(logged.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('makes a UUID of its own when none came or the one that came is not safe, and echoes it on errors too', async () => {
    const first = await get();
    const second = await get();
    const forged = await get({ 'x-request-id': 'x"} injected {"admin":true' }, '/api/user/no-such-endpoint');
    expect(forged.statusCode).toBe(404);
    const ids = [first, second, forged].map((response) => String(response.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
    expect(lines.some((line) => JSON.stringify(line).includes('injected'))).toBe(false);
  });
});
