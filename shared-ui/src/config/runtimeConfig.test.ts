/** @jest-environment node */
// Node's fetch API (Response, AbortSignal.timeout) is what a browser gives; jsdom has no Response.
import { devRuntimeConfig as validConfig } from '../testing/devRuntimeConfig';
import { loadRuntimeConfig, parseRuntimeConfig } from './runtimeConfig';

function fetchAnswering(body: string, status = 200) {
  return jest.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body, { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

describe('loadRuntimeConfig', () => {
  it('fetches the default URL and returns the validated config', async () => {
    const fetchImpl = fetchAnswering(JSON.stringify({ ...validConfig, stripePublishableKey: 'pk_test_1' }));

    const config = await loadRuntimeConfig(undefined, fetchImpl);

    expect(fetchImpl).toHaveBeenCalledWith(
      '/runtime-config.json',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(config).toEqual({ ...validConfig, stripePublishableKey: 'pk_test_1' });
  });

  it('names the field when a remote URL is missing', async () => {
    const { content: _content, ...threeRemotes } = validConfig.remotes;
    const fetchImpl = fetchAnswering(JSON.stringify({ ...validConfig, remotes: threeRemotes }));

    await expect(loadRuntimeConfig('/config.json', fetchImpl)).rejects.toThrow(
      'Runtime config /config.json is malformed: "remotes.content" must be the URL of that remote\'s mf-manifest.json.',
    );
  });

  it('reports an HTTP error status', async () => {
    await expect(loadRuntimeConfig('/runtime-config.json', fetchAnswering('Not found', 404))).rejects.toThrow(
      'Runtime config /runtime-config.json answered HTTP 404.',
    );
  });

  it('reports a body that is not JSON', async () => {
    const fetchImpl = fetchAnswering('<!doctype html><title>Store</title>');
    await expect(loadRuntimeConfig('/runtime-config.json', fetchImpl)).rejects.toThrow('is not valid JSON');
  });

  it('gives up when the server does not answer in time', async () => {
    const hanging = jest.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    await expect(loadRuntimeConfig('/runtime-config.json', hanging, 30)).rejects.toThrow(
      'Runtime config /runtime-config.json did not arrive within 30 ms.',
    );
  });

  it('reports a network failure', async () => {
    const failing = jest.fn(async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    });
    await expect(loadRuntimeConfig('/runtime-config.json', failing)).rejects.toThrow(
      'Runtime config /runtime-config.json could not be fetched: Failed to fetch',
    );
  });
});

describe('parseRuntimeConfig', () => {
  it.each([
    ['a non-object', 'nope', 'expected a JSON object.'],
    ['an array', [], 'expected a JSON object.'],
    ['a missing apiBaseUrl', { remotes: validConfig.remotes }, '"apiBaseUrl" must be a non-empty string'],
    ['a blank apiBaseUrl', { ...validConfig, apiBaseUrl: '  ' }, '"apiBaseUrl" must be a non-empty string'],
    ['missing remotes', { apiBaseUrl: '/api/user/' }, '"remotes" must be an object'],
    [
      'a numeric remote URL',
      { ...validConfig, remotes: { ...validConfig.remotes, catalog: 3001 } },
      '"remotes.catalog"',
    ],
    [
      'a non-string optional key',
      { ...validConfig, googleClientId: 42 },
      '"googleClientId" must be a string when present.',
    ],
  ])('rejects %s', (_case, value, message) => {
    expect(() => parseRuntimeConfig(value)).toThrow(message);
  });

  it('keeps only the known fields and drops empty optional ones', () => {
    const parsed = parseRuntimeConfig({ ...validConfig, facebookAppId: '', extra: 'ignored', googleClientId: 'g-1' });
    expect(parsed).toEqual({ ...validConfig, googleClientId: 'g-1' });
  });
});
