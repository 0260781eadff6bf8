import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createCompressedPages, pageEncodingFor } from './compressedPages';

const page = { status: 200, html: `<!doctype html><html><body>${'<p>A plan</p>'.repeat(500)}</body></html>` };

describe('compressed pages', () => {
  it('chooses brotli, then gzip, as the client accepts them; nothing for a client that takes neither', () => {
    expect(pageEncodingFor('gzip, deflate, br')).toBe('br');
    expect(pageEncodingFor('gzip, deflate')).toBe('gzip');
    expect(pageEncodingFor('br;q=0, gzip')).toBe('gzip');
    expect(pageEncodingFor('deflate')).toBeUndefined();
    expect(pageEncodingFor('identity')).toBeUndefined();
    expect(pageEncodingFor(undefined)).toBeUndefined();
  });

  it('compresses a page once per encoding while the renderer hands back the same page', async () => {
    const compressed = createCompressedPages();
    const brotli = await compressed(page, 'br');
    expect(await compressed(page, 'br')).toBe(brotli);
    expect(brotliDecompressSync(brotli).toString()).toBe(page.html);
    expect(brotli.length).toBeLessThan(page.html.length / 10);

    const gzip = await compressed(page, 'gzip');
    expect(gunzipSync(gzip).toString()).toBe(page.html);

    // A page rendered anew is a new object: compressed anew, never the old page's bytes.
    const next = { status: 200, html: page.html.replace('A plan', 'Another plan') };
    expect(brotliDecompressSync(await compressed(next, 'br')).toString()).toBe(next.html);
  });
});
