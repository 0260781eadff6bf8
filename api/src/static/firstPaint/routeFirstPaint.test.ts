import type { PlanTop } from './planDetailFirstPaint';
import { createRouteFirstPaint } from './routeFirstPaint';

const plan: PlanTop = {
  name: 'The <Bayside> & "Co"',
  main_images: ['/api/user/images/plans/7/elevation.svg', '/api/user/images/plans/7/rear.svg'],
  floor_images: ['/api/user/images/plans/7/floor-1.svg'],
  plan_number: '17919NR',
};

describe('the first paint of the page a shopper opens', () => {
  const firstPaint = createRouteFirstPaint(async (id) => (id === 7 ? plan : null));

  it("draws the home page's hero heading at / and /home", async () => {
    for (const pathname of ['/', '/home']) {
      expect((await firstPaint(pathname))?.html).toContain('<h1>Your Dream Home Awaits</h1>');
    }
  });

  it("draws a plan list's own title, aliases and trailing slashes included", async () => {
    expect((await firstPaint('/propertyList'))?.html).toBe('<h1 class="list-title">House Plans</h1>');
    expect((await firstPaint('/multi-family/'))?.html).toBe('<h1 class="list-title">Multi-Family House Plans</h1>');
  });

  it("draws a plan's name, number and main picture, escaped, the picture asked for first", async () => {
    const html = (await firstPaint('/property/7'))?.html ?? '';
    expect(html).toContain('<h1>The &lt;Bayside&gt; &amp; &quot;Co&quot;</h1>');
    expect(html).toContain('<p class="plan-number">#17919NR</p>');
    expect(html).toContain(
      '<img class="main-image" src="/api/user/images/plans/7/elevation.svg" alt="Main picture of the The &lt;Bayside&gt; &amp; &quot;Co&quot; plan" width="1200" height="800" fetchpriority="high" decoding="async" elementtiming="first-paint-picture">',
    );
    expect(html.match(/<img/g)).toHaveLength(1);
  });

  it('draws nothing for an unknown plan, a malformed id, or a page without a first paint', async () => {
    for (const pathname of ['/property/8', '/property/abc', '/property/99999999999', '/cart', '/no-such-page']) {
      expect(await firstPaint(pathname)).toBeNull();
    }
  });

  it('never holds up the shell page for a plan the database fails or is slow to read', async () => {
    const failing = createRouteFirstPaint(() => Promise.reject(new Error('connection lost')));
    expect(await failing('/property/7')).toBeNull();
    jest.useFakeTimers();
    try {
      const hanging = createRouteFirstPaint(() => new Promise(() => undefined));
      const answer = hanging('/property/7');
      await jest.advanceTimersByTimeAsync(250);
      expect(await answer).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('a plan without pictures', () => {
  it('shows its first floor plan, or no picture at all', async () => {
    const floorOnly = createRouteFirstPaint(async () => ({ ...plan, main_images: [] }));
    expect((await floorOnly('/property/7'))?.html).toContain(
      'src="/api/user/images/plans/7/floor-1.svg" alt="Floor plan 1 of the',
    );
    const none = createRouteFirstPaint(async () => ({ ...plan, main_images: [], floor_images: [], plan_number: null }));
    const html = (await none('/property/7'))?.html ?? '';
    expect(html).not.toContain('<img');
    expect(html).toContain('<p class="plan-number">N/A</p>');
  });
});
