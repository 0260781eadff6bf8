import { createHash } from 'node:crypto';
import { inlineScriptHashes } from './inlineScriptHashes';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('the CSP sources for a page’s inline scripts', () => {
  it('hashes the exact text of each inline script, once each', () => {
    const loader = '!function(){document.head.append("é")}();';
    const html = `<head><script>${loader}</script></head><body><script type="module">go()</script><script>${loader}</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(loader), sha256('go()')]);
  });

  it('leaves out scripts fetched from a URL and JSON data blocks, which the policy does not need to allow inline', () => {
    const html =
      '<script defer src=/main.js></script><script type="application/json" id="runtime-config">{"a":1}</script>' +
      '<template><script src="/late.js"></script></template>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('gives nothing for a page without scripts', () => {
    expect(inlineScriptHashes('<html><head></head><body></body></html>')).toEqual([]);
  });
});
