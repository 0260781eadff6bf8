import { createPageCache } from './pageCache';

describe('the page cache', () => {
  let clock = 0;
  const cache = () => createPageCache({ maxPages: 2, freshMs: 5000, keptMs: 60_000, now: () => clock });
  const page = (html: string) => ({ status: 200, html });

  beforeEach(() => {
    clock = 0;
  });

  it('sends a page as it is while fresh, then as stale (to send while it renders anew), then not at all', () => {
    const pages = cache();
    pages.set('/faq', page('<h1>FAQ</h1>'));
    clock = 4999;
    expect(pages.get('/faq')).toEqual({ page: page('<h1>FAQ</h1>'), fresh: true });
    clock = 5000;
    expect(pages.get('/faq')).toEqual({ page: page('<h1>FAQ</h1>'), fresh: false });
    clock = 60_000;
    expect(pages.get('/faq')).toBeUndefined();
  });

  it('keeps the pages used last when full', () => {
    const pages = cache();
    pages.set('/a', page('a'));
    pages.set('/b', page('b'));
    pages.get('/a');
    pages.set('/c', page('c'));
    expect(pages.get('/b')).toBeUndefined();
    expect(pages.get('/a')?.page.html).toBe('a');
    expect(pages.get('/c')?.page.html).toBe('c');
  });
});
