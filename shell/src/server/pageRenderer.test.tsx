/** @jest-environment node */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RuntimeConfig } from 'contracts/src/config/runtimeConfig';
import type { PageLoader } from 'shared-ui';
import { devRuntimeConfig } from 'shared-ui/testing';
import { createPageRenderer, PAGE_FRESH_MS, REVALIDATION_DELAY_MS } from './pageRenderer';
import { createServerFederation, type ServerFederation } from './serverFederation';

// The renderer with its remotes stood in for: each page module is what a remote's server container would expose.
jest.mock('./serverFederation', () => ({ createServerFederation: jest.fn() }));

const INDEX =
  '<!doctype html><html lang=en><head><meta charset=utf-8><script defer src=/main.1a2b3c4d.js></script>' +
  '<script type=application/json id=startup-scripts>["/bootstrap.5e6f7a8b.js"]</script></head>' +
  '<body><div id=root></div></body></html>';
const ORIGIN = 'https://plans.example';
const CONFIG: RuntimeConfig = devRuntimeConfig;

const planQuery = (id: string) =>
  queryOptions({ queryKey: ['plans', 'detail', id], queryFn: async () => ({ name: `Plan ${id} from the API` }) });

function PlanPage() {
  const { data } = useQuery(planQuery('7'));
  return <h1>{data?.name ?? 'Loading the plan'}</h1>;
}

const loadPlan: PageLoader = async ({ queryClient, params, origin }) => {
  if (params.id !== '7') return { status: 404, head: { title: 'No property found.' } };
  await queryClient.prefetchQuery({ ...planQuery('7'), queryFn: async () => ({ name: 'The Delaney Residence' }) });
  return {
    head: {
      title: 'The Delaney Residence (Plan #17919NR)',
      description: 'Four bedrooms on one floor.',
      kind: 'product',
      image: { url: `${origin}/share/7.png`, width: 1200, height: 630, alt: 'The Delaney Residence elevation' },
      structuredData: [{ '@type': 'Product', name: 'The Delaney Residence</script><script>alert(1)' }],
    },
  };
};

function FaqPage() {
  return <h1>FAQ</h1>;
}

function standInRemotes(
  modules: Record<string, unknown>,
  failing: Record<string, Error> = {},
  deployed = { build: 'build-1' },
): ServerFederation & { loads: string[] } {
  const loads: string[] = [];
  return {
    loads,
    deployment: async (remote) => `${remote}@${deployed.build}`,
    async loadModule(remote, module) {
      const key = `${remote}/${module}`;
      loads.push(key);
      if (failing[key]) throw failing[key];
      return modules[key];
    },
    browserFiles: (remote, module) => ({
      scripts: [`http://remotes.test/${remote}/remoteEntry.js`],
      styles: [`http://remotes.test/${remote}/${module.slice(2)}.css`],
    }),
  };
}

function rendererOver(federation: ServerFederation, errors: unknown[] = [], startupLoader?: string) {
  jest.mocked(createServerFederation).mockReturnValue(federation);
  return createPageRenderer({
    indexHtml: INDEX,
    startupLoader,
    runtimeConfig: CONFIG,
    apiOrigin: 'http://127.0.0.1:3000',
    publicOrigin: ORIGIN,
    onPageError: (error) => errors.push(error),
  });
}

async function render(url: string, federation: ServerFederation) {
  const errors: unknown[] = [];
  const page = await rendererOver(federation, errors).render(url);
  return { ...read(page), errors };
}

/** Lets the renderer's own work (promises, React's setImmediate) run until `done` holds, or a hundred turns. */
async function settle(done: () => Promise<boolean>) {
  for (let turn = 0; turn < 100 && !(await done()); turn++) await new Promise((resolve) => setImmediate(resolve));
}

function read({ status, html }: { status: number; html: string }) {
  const state = /<script type="application\/json" id="page-state">(.*?)<\/script>/.exec(html)?.[1];
  return { status, html, state: JSON.parse(state ?? 'null') as unknown };
}

const REMOTES = standInRemotes({
  'catalog/./PlanDetailPage': { default: PlanPage, load: loadPlan },
  'content/./FaqPage': { default: FaqPage },
});

describe('the server renderer', () => {
  it("renders a page with its data, its head and the shell's frame around it", async () => {
    const { status, html, state } = await render('/property/7', REMOTES);
    expect(status).toBe(200);
    expect(html).toContain('<h1>The Delaney Residence</h1>');
    expect(html).toContain('<title>The Delaney Residence (Plan #17919NR) | House Plans</title>');
    expect(html).toContain('<meta name="description" content="Four bedrooms on one floor.">');
    expect(html).toContain('<link rel="canonical" href="https://plans.example/property/7">');
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta property="og:image" content="https://plans.example/share/7.png">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    // Structured data cannot end its script element, whatever a plan's name holds.
    expect(html).toContain('The Delaney Residence\\u003c/script>\\u003cscript>alert(1)');
    expect(html).not.toContain('<script>alert(1)');
    // The frame: header and footer, the page's style sheet linked; no script asked for before the page shows.
    expect(html).toMatch(/<header[^>]*>/);
    expect(html).toMatch(/<footer[^>]*>/);
    expect(html).toContain('<link rel="stylesheet" href="http://remotes.test/catalog/PlanDetailPage.css">');
    expect(html).not.toContain('rel="preload"');
    // The browser gets the answer the page read, and renders nothing afresh; and the page's scripts, to fetch once
    // the page is on screen.
    expect(state).toEqual({
      rendered: true,
      queries: expect.objectContaining({
        queries: [
          expect.objectContaining({ state: expect.objectContaining({ data: { name: 'The Delaney Residence' } }) }),
        ],
      }),
      scripts: expect.arrayContaining(['http://remotes.test/catalog/remoteEntry.js']),
    });
  });

  it('answers 404 for a plan that does not exist, and keeps it out of search results', async () => {
    const { status, html } = await render('/property/999', REMOTES);
    expect(status).toBe(404);
    expect(html).toContain('<title>No property found. | House Plans</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('answers 404 with the not-found page for a path no route serves', async () => {
    const { status, html, state } = await render('/no-such-page', REMOTES);
    expect(status).toBe(404);
    expect(html).toContain('Page not found');
    expect(state).toEqual({ rendered: true, queries: null, scripts: [] });
  });

  it('names the one spelling of an alias as the canonical URL', async () => {
    const { html } = await render('/contactus', standInRemotes({ 'content/./ContactPage': { default: FaqPage } }));
    expect(html).toContain('<link rel="canonical" href="https://plans.example/contact-us">');
  });

  it("sends the frame for the browser to render when the page's remote fails, and leaks nothing of why", async () => {
    const failing = standInRemotes({}, { 'content/./FaqPage': new Error('connect ECONNREFUSED /srv/remotes/content') });
    const { status, html, state, errors } = await render('/faq', failing);
    expect(status).toBe(200);
    expect(html).toMatch(/<header[^>]*>/);
    expect(html).toMatch(/<footer[^>]*>/);
    expect(html).not.toContain('ECONNREFUSED');
    expect(html).not.toContain('/srv/remotes');
    expect(state).toEqual({ rendered: false, queries: null, scripts: [] });
    expect(errors).toHaveLength(1);
  });

  it('names no script a rendered page would fetch before its first paint: the start-up loader is inline', async () => {
    const loader = 'startAfterPaint()';
    const renderer = rendererOver(REMOTES, [], loader);
    const { html } = read(await renderer.render('/property/7'));
    expect(html).toContain('<script data-entry="/main.1a2b3c4d.js">startAfterPaint()</script>');
    expect(html).not.toMatch(/<script[^>]* src=/);
    // A frame page shows nothing until the scripts run: it names the entry as built.
    const frame = read(await renderer.render('/cart'));
    expect(frame.html).toContain('<script defer src=/main.1a2b3c4d.js></script>');
    expect(frame.html).not.toContain(loader);
  });

  it('refuses a start-up loader that would end its inline script element', () => {
    expect(() => rendererOver(REMOTES, [], 'a("</script><script>b()")')).toThrow(/cannot be inlined/);
  });

  it("sends only the frame of a signed-in shopper's page, asking at once for the scripts that draw it", async () => {
    const cart = standInRemotes({ 'checkout/./CartPage': { default: () => <h1>Your cart</h1> } });
    const { status, html, state } = await render('/cart', cart);
    expect(status).toBe(200);
    // The session is in the browser.
    expect(html).not.toContain('Your cart');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(state).toEqual({ rendered: false, queries: null, scripts: ['http://remotes.test/checkout/remoteEntry.js'] });
    // Nothing shows until the scripts run: the shell's and the cart remote's are asked for with the page.
    expect(html).toContain('<link rel="preload" as="script" href="/bootstrap.5e6f7a8b.js">');
    expect(html).toContain('<link rel="preload" as="script" href="http://remotes.test/checkout/remoteEntry.js">');
    expect(html).toContain('<link rel="stylesheet" href="http://remotes.test/checkout/CartPage.css">');
  });

  it('sends a page again for a few seconds, and renders it anew once its remote is redeployed', async () => {
    const deployed = { build: 'build-1' };
    const remotes = standInRemotes({ 'content/./FaqPage': { default: FaqPage } }, {}, deployed);
    const renderer = rendererOver(remotes);
    const firstPage = await renderer.render('/faq');
    const againPage = await renderer.render('/faq');
    // The same object: the API keeps the page's compressed bytes by it.
    expect(againPage).toBe(firstPage);
    expect(read(againPage).html).toBe(read(firstPage).html);
    expect(remotes.loads).toEqual(['content/./FaqPage']);

    deployed.build = 'build-2';
    read(await renderer.render('/faq'));
    expect(remotes.loads).toEqual(['content/./FaqPage', 'content/./FaqPage']);
  });

  it("sends a page a little old at once, and renders its next version after the visitor's first requests", async () => {
    // React's renderer and the promises run as usual; the clock and the delay are the test's.
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      const faq = { edition: 1 };
      const remotes = standInRemotes({
        'content/./FaqPage': { default: () => <h1>{`FAQ, edition ${faq.edition}`}</h1> },
      });
      const renderer = rendererOver(remotes);
      expect(read(await renderer.render('/faq')).html).toContain('FAQ, edition 1');

      faq.edition = 2;
      jest.advanceTimersByTime(PAGE_FRESH_MS + 1);
      expect(read(await renderer.render('/faq')).html).toContain('FAQ, edition 1');
      // Nothing renders while that visitor's pictures and scripts are asked for.
      await jest.advanceTimersByTimeAsync(REVALIDATION_DELAY_MS - 1);
      expect(remotes.loads).toHaveLength(1);
      // Asked again meanwhile, the page is still sent as it is, and renders once.
      expect(read(await renderer.render('/faq')).html).toContain('FAQ, edition 1');

      await jest.advanceTimersByTimeAsync(1);
      const latest = async () => read(await renderer.render('/faq')).html;
      await settle(async () => (await latest()).includes('FAQ, edition 2'));
      expect(await latest()).toContain('FAQ, edition 2');
      expect(remotes.loads).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('never keeps a page sent without its remote: the next request tries the remote again', async () => {
    const remotes = standInRemotes({}, { 'content/./FaqPage': new Error('down') });
    const renderer = rendererOver(remotes);
    read(await renderer.render('/faq'));
    read(await renderer.render('/faq'));
    expect(remotes.loads).toEqual(['content/./FaqPage', 'content/./FaqPage']);
  });

  it("writes the page's style sheet into the page where it could read it, so no other origin holds the first paint", async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (url) =>
        url === 'http://remotes.test/content/FaqPage.css'
          ? new Response('.faq{color:green}</style><script>')
          : new Response(null, { status: 404 }),
      );
    const { html } = await render('/faq', standInRemotes({ 'content/./FaqPage': { default: FaqPage } }));
    expect(html).toContain(
      '<style data-href="http://remotes.test/content/FaqPage.css">.faq{color:green}<\\/style><script></style>',
    );
    expect(html).not.toContain('<link rel="stylesheet" href="http://remotes.test/content/FaqPage.css">');
  });

  it('inlines, in a page the start-up loader starts, only the rules its HTML may need, and names the whole sheet', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (url) =>
        url === 'http://remotes.test/content/FaqPage.css'
          ? new Response('.question{font-weight:700}.answer{margin:0}.dialog{position:fixed}')
          : new Response(null, { status: 404 }),
      );
    const faq = standInRemotes({
      'content/./FaqPage': {
        default: () => (
          <dl>
            <dt className="question">Can I modify a plan?</dt>
            <dd className="answer">Yes.</dd>
          </dl>
        ),
      },
    });
    const { html } = read(await rendererOver(faq, [], 'startAfterPaint()').render('/faq'));
    expect(html).toContain(
      '<style data-critical="http://remotes.test/content/FaqPage.css">.question{font-weight:700}.answer{margin:0}</style>',
    );
    expect(html).not.toContain('.dialog{');
  });

  it("writes the shell's own style sheets into the page, read where the API serves them", async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (url) =>
        url === 'http://127.0.0.1:3000/bootstrap.1a2b3c4d.css'
          ? new Response('.layout{display:grid}')
          : new Response(null, { status: 404 }),
      );
    jest.mocked(createServerFederation).mockReturnValue(standInRemotes({ 'content/./FaqPage': { default: FaqPage } }));
    const renderer = createPageRenderer({
      indexHtml: INDEX.replace('</head>', '<link rel=stylesheet href=/bootstrap.1a2b3c4d.css></head>'),
      runtimeConfig: CONFIG,
      apiOrigin: 'http://127.0.0.1:3000',
      publicOrigin: ORIGIN,
    });
    const { html } = await renderer.render('/faq');
    expect(html).toContain('<style data-href="/bootstrap.1a2b3c4d.css">.layout{display:grid}</style>');
    expect(html).not.toContain('<link rel=stylesheet');
  });

  it('inlines the sheet the build marks whole (the design tokens) whole, where the others are parts', async () => {
    const sheets: Record<string, string> = {
      'http://127.0.0.1:3000/design.1a2b3c4d.css': ':root{--gap:1rem}body{margin:0}.visually-hidden{position:absolute}',
      'http://127.0.0.1:3000/bootstrap.1a2b3c4d.css': '.layout{display:grid}.dialog{position:fixed}',
    };
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (url) =>
        typeof url === 'string' && url in sheets ? new Response(sheets[url]) : new Response(null, { status: 404 }),
      );
    jest
      .mocked(createServerFederation)
      .mockReturnValue(
        standInRemotes({ 'content/./FaqPage': { default: () => <div className="layout">Questions</div> } }),
      );
    const renderer = createPageRenderer({
      indexHtml: INDEX.replace(
        '</head>',
        '<link rel=stylesheet href=/bootstrap.1a2b3c4d.css><link rel=stylesheet href=/design.1a2b3c4d.css data-whole></head>',
      ),
      startupLoader: 'startAfterPaint()',
      runtimeConfig: CONFIG,
      apiOrigin: 'http://127.0.0.1:3000',
      publicOrigin: ORIGIN,
    });
    const { html } = await renderer.render('/faq');
    expect(html).toContain(
      '<style data-href="/design.1a2b3c4d.css">:root{--gap:1rem}body{margin:0}.visually-hidden{position:absolute}</style>',
    );
    expect(html).toContain('<style data-critical="/bootstrap.1a2b3c4d.css">.layout{display:grid}</style>');
    expect(html).not.toContain('<link rel=stylesheet');
  });
});
