import { CRITICAL_STYLE_ATTRIBUTE, linkWholeStyleSheets } from './wholeStyleSheets';

describe('linkWholeStyleSheets', () => {
  beforeEach(() => {
    document.head.innerHTML =
      `<style ${CRITICAL_STYLE_ATTRIBUTE}="/shell.css">.a{}</style>` +
      `<style ${CRITICAL_STYLE_ATTRIBUTE}="http://remote.test/page.css">.b{}</style>` +
      '<style data-href="/whole.css">.c{}</style>';
  });

  it("links each whole sheet just after its part, named as a remote's style loader looks for it", () => {
    linkWholeStyleSheets(document);
    expect([...document.head.children].map((element) => element.outerHTML)).toEqual([
      `<style ${CRITICAL_STYLE_ATTRIBUTE}="/shell.css">.a{}</style>`,
      '<link rel="stylesheet" href="/shell.css" data-href="/shell.css">',
      `<style ${CRITICAL_STYLE_ATTRIBUTE}="http://remote.test/page.css">.b{}</style>`,
      '<link rel="stylesheet" href="http://remote.test/page.css" data-href="http://remote.test/page.css">',
      '<style data-href="/whole.css">.c{}</style>',
    ]);
  });

  it('drops a part once its sheet has loaded, and keeps one whose sheet failed', () => {
    linkWholeStyleSheets(document);
    const [shellSheet, pageSheet] = document.head.querySelectorAll('link');
    shellSheet?.dispatchEvent(new Event('load'));
    pageSheet?.dispatchEvent(new Event('error'));
    expect(document.head.querySelector(`style[${CRITICAL_STYLE_ATTRIBUTE}="/shell.css"]`)).toBeNull();
    expect(
      document.head.querySelector(`style[${CRITICAL_STYLE_ATTRIBUTE}="http://remote.test/page.css"]`),
    ).not.toBeNull();
  });
});
