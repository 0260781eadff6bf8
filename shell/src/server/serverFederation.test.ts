/** @jest-environment node */
import { getInstance } from '@module-federation/enhanced/runtime';
import type { RemoteName } from 'contracts/src/config/runtimeConfig';
import { createServerFederation } from './serverFederation';

// The real runtime cannot run in Jest (RUNTIME-009): the instance is a stand-in recording what it is asked.
jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn() }));

const REMOTES: Record<RemoteName, string> = {
  catalog: 'http://remotes.test:3001/mf-manifest.json',
  checkout: 'http://remotes.test:3002/mf-manifest.json',
  account: 'http://remotes.test:3003/mf-manifest.json',
  content: 'http://remotes.test:3004/mf-manifest.json',
  staff: 'http://remotes.test:3005/mf-manifest.json',
};

function manifest(build: string) {
  return {
    metaData: {
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' },
    },
    exposes: [
      {
        path: './FaqPage',
        assets: { js: { sync: [`faq.${build}.js`], async: [] }, css: { sync: [`faq.${build}.css`], async: [] } },
      },
    ],
  };
}

/** The content remote as its static server answers: its manifest with an ETag, 304 when unchanged. */
function contentRemote() {
  const remote = { build: 'aaaa1111', up: true, reads: 0 };
  const fetchMock = jest.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    remote.reads += 1;
    if (!remote.up) throw new TypeError('fetch failed: connect ECONNREFUSED');
    const etag = `"${remote.build}"`;
    if (new Headers(init?.headers).get('if-none-match') === etag) return new Response(null, { status: 304 });
    return new Response(JSON.stringify(manifest(remote.build)), { status: 200, headers: { etag } });
  });
  return { remote, fetchMock };
}

function runtimeStandIn(loadRemote: (request: string) => Promise<unknown>) {
  const instance = { registerPlugins: jest.fn(), registerRemotes: jest.fn(), loadRemote: jest.fn(loadRemote) };
  jest.mocked(getInstance).mockReturnValue(instance as unknown as ReturnType<typeof getInstance>);
  return instance;
}

describe('the server side of the federation', () => {
  let clock = 0;
  const now = () => clock;
  const { remote, fetchMock } = contentRemote();

  beforeEach(() => {
    clock = 0;
    remote.build = 'aaaa1111';
    remote.up = true;
    jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock);
  });

  const federation = () =>
    createServerFederation({ remotes: REMOTES, manifestTimeoutMs: 500, revalidateAfterMs: 250, now });

  it('registers the server container the manifest names and loads the page from it', async () => {
    const instance = runtimeStandIn(async () => ({ default: 'FaqPage' }));
    const server = federation();
    await expect(server.loadModule('content', './FaqPage', 800)).resolves.toEqual({ default: 'FaqPage' });
    expect(instance.registerRemotes).toHaveBeenCalledWith([
      { name: 'content', entry: 'http://remotes.test:3004/server/remoteEntry.js', type: 'commonjs-module' },
    ]);
    expect(instance.loadRemote).toHaveBeenCalledWith('content/FaqPage');
    expect(server.browserFiles('content', './FaqPage')).toEqual({
      scripts: ['http://remotes.test:3004/remoteEntry.js', 'http://remotes.test:3004/faq.aaaa1111.js'],
      styles: ['http://remotes.test:3004/faq.aaaa1111.css'],
    });
  });

  it('trusts a fresh manifest, and picks up a redeployed remote on the first render after that', async () => {
    const instance = runtimeStandIn(async () => ({ default: 'FaqPage' }));
    const server = federation();
    await server.loadModule('content', './FaqPage', 800);
    const reads = remote.reads;
    clock = 100;
    await server.loadModule('content', './FaqPage', 800);
    expect(remote.reads).toBe(reads);

    clock = 400;
    await server.loadModule('content', './FaqPage', 800);
    // Unchanged (304): the runtime keeps what it has.
    expect(instance.registerRemotes).toHaveBeenCalledTimes(1);

    remote.build = 'bbbb2222';
    clock = 800;
    await server.loadModule('content', './FaqPage', 800);
    expect(instance.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'content', entry: 'http://remotes.test:3004/server/remoteEntry.js', type: 'commonjs-module' }],
      { force: true },
    );
    expect(server.browserFiles('content', './FaqPage').styles).toEqual(['http://remotes.test:3004/faq.bbbb2222.css']);
  });

  it('fails fast for a remote that is down, without asking it again until its manifest is stale', async () => {
    const instance = runtimeStandIn(async () => ({ default: 'FaqPage' }));
    remote.up = false;
    const server = federation();
    await expect(server.loadModule('content', './FaqPage', 800)).rejects.toThrow('ECONNREFUSED');
    const reads = remote.reads;
    clock = 100;
    await expect(server.loadModule('content', './FaqPage', 800)).rejects.toThrow('did not answer');
    expect(remote.reads).toBe(reads);
    expect(instance.loadRemote).not.toHaveBeenCalled();

    remote.up = true;
    clock = 400;
    await expect(server.loadModule('content', './FaqPage', 800)).resolves.toEqual({ default: 'FaqPage' });
  });

  it('gives up on a page past its budget, and registers the remote afresh before the next render', async () => {
    let answer: () => void = () => undefined;
    const instance = runtimeStandIn(
      (request) =>
        new Promise((resolve) => {
          answer = () => resolve({ default: request });
        }),
    );
    const server = federation();
    await expect(server.loadModule('content', './FaqPage', 50)).rejects.toThrow('within 50 ms');
    answer();
    instance.loadRemote.mockImplementation(async () => ({ default: 'FaqPage' }));
    await server.loadModule('content', './FaqPage', 800);
    expect(instance.registerRemotes).toHaveBeenLastCalledWith(expect.anything(), { force: true });
  });

  it('refuses a manifest without a server entry: an old build of the remote renders in the browser', async () => {
    runtimeStandIn(async () => ({ default: 'FaqPage' }));
    fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify({ metaData: {}, exposes: [] })));
    await expect(federation().loadModule('content', './FaqPage', 800)).rejects.toThrow(/names no server entry/);
  });
});
