import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';
import type { Store } from '../../scripts/storeProcesses.cjs';
import { expect, mainLandmark, test } from '../fixtures/storeTest';

// Independent deployment holds on the server too (issue 18): the API renders a page with the module its remote
// serves now, read again when the remote's manifest changes, without a restart of the API. A remote that is down,
// hangs or throws on the server costs its page only: the page is sent with its frame, at once, for the browser to
// render (or to show its fallback with Retry), and says nothing of the failure.

const WORKSPACE = path.resolve(__dirname, '..', '..');
const CONTENT_DIST = path.join(WORKSPACE, 'content-remote', 'dist');
const CONTENT = 'content-remote';

/** What curl and link previewers send. */
const ANY_TYPE = { accept: '*/*' };
/** The page with its frame, when the remote cannot render it: promised within about 2 s. */
const FRAME_WITHIN_MS = 2_000;
/** The browser's promise: the fallback with Retry within 6 s of asking for the page. */
const FALLBACK_WITHIN_MS = 6_000;
/** The renderer reads a remote's manifest again when its last read is older than this (250 ms), with a margin. */
const REVALIDATION_MS = 400;

/** A copy of content-remote's build, in a folder of its own: a deployment to change and serve. */
function copyContentBuild(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'content-remote-deploy-'));
  cpSync(CONTENT_DIST, copy, { recursive: true });
  return copy;
}

/** Drops the build's precompressed siblings of `file`, which would still say the old content. */
function dropCompressedSiblings(file: string): void {
  for (const suffix of ['.br', '.gz']) rmSync(`${file}${suffix}`, { force: true });
}

/** Replaces every `pattern` in `file` (at least one, or the build is not what this test expects). */
function editBuiltFile(file: string, pattern: RegExp, replacement: string): void {
  const text = readFileSync(file, 'utf8');
  expect(text, `${path.basename(file)} has ${pattern}`).toMatch(pattern);
  writeFileSync(file, text.replace(pattern, replacement));
  dropCompressedSiblings(file);
}

/** The browser files of the build that contain `pattern`. */
function browserFilesWith(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(dir, name))
    .filter((file) => pattern.test(readFileSync(file, 'utf8')));
}

/** A new deployment's manifest: the same text, a new file (a new ETag), as a deploy writes it. */
function touchManifest(dir: string): void {
  const manifest = path.join(dir, 'mf-manifest.json');
  dropCompressedSiblings(manifest);
  const later = new Date(Date.now() + 1_000);
  utimesSync(manifest, later, later);
}

async function serverPage(request: APIRequestContext, pagePath: string) {
  const started = Date.now();
  const response = await request.get(pagePath, { headers: ANY_TYPE });
  const html = await response.text();
  return { status: response.status(), html, tookMs: Date.now() - started };
}

function h1Of(html: string): string | undefined {
  return /<h1\b[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
}

function sentRendered(html: string): boolean {
  const state = /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const parsed: unknown = JSON.parse(state ?? 'null');
  return typeof parsed === 'object' && parsed !== null && Reflect.get(parsed, 'rendered') === true;
}

/** The page says nothing of why the server could not render it: no message, no stack frame, no server path. */
function expectNoLeak(html: string, ...secrets: string[]): void {
  expect(html).not.toMatch(/\bat [\w.<>$]+ \(/);
  expect(html).not.toMatch(/\(?(file:\/\/)?\/[\w./-]+\.(c?js|mjs|tsx?):\d+:\d+/);
  expect(html).not.toContain(WORKSPACE);
  expect(html).not.toContain(tmpdir() + path.sep);
  for (const secret of secrets) expect(html).not.toContain(secret);
}

/** The frame is there: the header, the footer, the copyright line. */
function expectFrame(html: string): void {
  expect(html).toMatch(/<header\b/);
  expect(html).toMatch(/<footer\b/);
  expect(html).toContain('© 2025 — Copyright');
}

function recordConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Resolves once React has hydrated (or rendered) the page's heading: it keeps its fibre on the node. */
async function reactOwnsHeading(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const heading = document.querySelector('main h1');
        return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
      }),
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
}

test.describe('a remote redeployed alone', () => {
  const heading = 'FAQ (redeployed)';
  let deployment = '';

  test.afterAll(async ({ store }) => {
    await store.stopRemote(CONTENT);
    await store.startRemote(CONTENT);
    if (deployment) rmSync(deployment, { recursive: true, force: true });
  });

  test("shows its new heading in the server's HTML on the next request, and the browser hydrates it", async ({
    page,
    request,
    store,
  }) => {
    // The renderer has the current deployment loaded.
    const before = await serverPage(request, '/faq');
    expect(before.status).toBe(200);
    expect(h1Of(before.html)).toBe('FAQ');

    // The same remote with another heading, in its browser build and in its server container.
    deployment = copyContentBuild();
    const browserChunks = browserFilesWith(deployment, /title:"FAQ"/);
    expect(browserChunks, 'the browser chunk with the FAQ heading').toHaveLength(1);
    for (const chunk of browserChunks) editBuiltFile(chunk, /title:"FAQ"/g, `title:"${heading}"`);
    editBuiltFile(path.join(deployment, 'server', 'remoteEntry.js'), /title: ?"FAQ"/g, `title: "${heading}"`);
    touchManifest(deployment);
    await store.stopRemote(CONTENT);
    await store.startRemote(CONTENT, { dir: deployment });
    await new Promise((resolve) => setTimeout(resolve, REVALIDATION_MS));

    const after = await serverPage(request, '/faq');
    expect(after.status).toBe(200);
    expect(h1Of(after.html), 'the API, not restarted, renders the redeployed remote').toBe(heading);
    expect(sentRendered(after.html)).toBe(true);

    const problems = recordConsoleProblems(page);
    await page.goto('/faq');
    await reactOwnsHeading(page);
    await expect(mainLandmark(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(problems, 'the browser hydrates the same heading: no mismatch').toEqual([]);

    // Deployed back: the next request shows the heading of the remote's own build again.
    await store.stopRemote(CONTENT);
    await store.startRemote(CONTENT);
    await new Promise((resolve) => setTimeout(resolve, REVALIDATION_MS));
    expect(h1Of((await serverPage(request, '/faq')).html)).toBe('FAQ');
  });
});

/** A server on the remote's port that accepts every connection and never answers. */
async function hangingServer(port: number): Promise<{ close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const servers: Server[] = [];
  for (const host of ['127.0.0.1', '::1']) {
    const server = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    const listening = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, host, () => resolve(true));
    });
    // No IPv6 loopback here: IPv4 is what 'localhost' reaches then.
    if (listening) servers.push(server);
    else if (host === '127.0.0.1') throw new Error(`Port ${port} is taken`);
  }
  return {
    async close() {
      for (const socket of sockets) socket.destroy();
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}

interface ServerFailure {
  name: string;
  /** Breaks the content remote on the server's side; the returned function deploys its own build again. */
  breakRemote(store: Store, port: number): Promise<() => Promise<void>>;
  /** The browser reaches the remote too: it shows the page (its browser build works) or its fallback. */
  inBrowser: 'page' | 'fallback';
  /** Words of the failure that the page must not carry. */
  secrets: string[];
}

const THROWN = 'server container of a broken deployment';

const FAILURES: readonly ServerFailure[] = [
  {
    name: 'stopped',
    async breakRemote(store) {
      await store.stopRemote(CONTENT);
      return async () => undefined;
    },
    inBrowser: 'fallback',
    secrets: ['ECONNREFUSED', 'fetch failed', 'did not answer'],
  },
  {
    name: 'hanging (accepts and never answers)',
    async breakRemote(store, port) {
      await store.stopRemote(CONTENT);
      const server = await hangingServer(port);
      return () => server.close();
    },
    inBrowser: 'fallback',
    secrets: ['TimeoutError', 'AbortError', 'did not answer', 'did not deliver'],
  },
  {
    name: 'throwing when its server container loads',
    async breakRemote(store) {
      const deployment = copyContentBuild();
      const entry = path.join(deployment, 'server', 'remoteEntry.js');
      writeFileSync(entry, `throw new Error('${THROWN}');\n${readFileSync(entry, 'utf8')}`);
      dropCompressedSiblings(entry);
      touchManifest(deployment);
      await store.stopRemote(CONTENT);
      await store.startRemote(CONTENT, { dir: deployment });
      return async () => {
        await store.stopRemote(CONTENT);
        rmSync(deployment, { recursive: true, force: true });
      };
    },
    inBrowser: 'page',
    secrets: [THROWN, 'remoteEntry.js:'],
  },
];

test.describe('a remote failing on the server', () => {
  for (const failure of FAILURES) {
    test(`${failure.name}: its page is sent with the frame at once, and the browser renders it or shows Retry`, async ({
      page,
      request,
      store,
    }) => {
      const remote = store.remoteUrls[CONTENT];
      if (!remote) throw new Error(`The store has no ${CONTENT}`);
      expect(existsSync(path.join(CONTENT_DIST, 'server', 'remoteEntry.js')), 'content-remote is built').toBe(true);
      // The renderer had the remote's healthy deployment: the failure is a change, not a first load.
      expect(sentRendered((await serverPage(request, '/about-us')).html)).toBe(true);

      const repair = await failure.breakRemote(store, remote.port);
      try {
        await new Promise((resolve) => setTimeout(resolve, REVALIDATION_MS));
        const sent = await serverPage(request, '/about-us');
        expect(sent.status).toBe(200);
        expect(sent.tookMs, 'the page is not held by its remote').toBeLessThan(FRAME_WITHIN_MS);
        expectFrame(sent.html);
        expect(sentRendered(sent.html), 'the page is left to the browser').toBe(false);
        expectNoLeak(sent.html, ...failure.secrets);

        await page.goto('/about-us');
        const main = mainLandmark(page);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toContainText('© 2025 — Copyright');
        if (failure.inBrowser === 'page') {
          await expect(main.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
        } else {
          await expect(main.getByRole('heading', { level: 1, name: /temporarily unavailable/ })).toBeVisible({
            timeout: FALLBACK_WITHIN_MS,
          });
          await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible();
        }
      } finally {
        await repair();
        await store.startRemote(CONTENT);
      }

      // The remote's own build deployed again: the server renders the page again, and Retry shows it.
      await new Promise((resolve) => setTimeout(resolve, REVALIDATION_MS));
      const recovered = await serverPage(request, '/about-us');
      expect(sentRendered(recovered.html)).toBe(true);
      expect(h1Of(recovered.html)).toBe('Our Story');
      if (failure.inBrowser === 'fallback') {
        await mainLandmark(page).getByRole('button', { name: 'Retry' }).click();
        await expect(mainLandmark(page).getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
      }
    });
  }
});
