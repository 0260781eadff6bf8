import { CRITICAL_STYLE_ATTRIBUTE, linkWholeStyleSheets } from './wholeStyleSheets';

const SHELL_PART = `style[${CRITICAL_STYLE_ATTRIBUTE}="/shell.css"]`;
const PAGE_PART = `style[${CRITICAL_STYLE_ATTRIBUTE}="http://remote.test/page.css"]`;

function sheetLink(href: string): HTMLLinkElement {
  const link = document.head.querySelector<HTMLLinkElement>(`link[data-href="${href}"]`);
  if (!link) throw new Error(`no link to ${href}`);
  return link;
}

describe('linkWholeStyleSheets', () => {
  beforeEach(() => {
    document.head.innerHTML =
      `<style ${CRITICAL_STYLE_ATTRIBUTE}="/shell.css">.a{}</style>` +
      `<style ${CRITICAL_STYLE_ATTRIBUTE}="http://remote.test/page.css">.b{}</style>` +
      '<style data-href="/whole.css">.c{}</style>';
  });

  afterEach(() => jest.useRealTimers());

  it("links each whole sheet just after its part, named as a remote's style loader looks for it, not applying yet", () => {
    linkWholeStyleSheets(document);
    expect([...document.head.children].map((element) => element.outerHTML)).toEqual([
      `<style ${CRITICAL_STYLE_ATTRIBUTE}="/shell.css">.a{}</style>`,
      '<link rel="stylesheet" media="not all" href="/shell.css" data-href="/shell.css">',
      `<style ${CRITICAL_STYLE_ATTRIBUTE}="http://remote.test/page.css">.b{}</style>`,
      '<link rel="stylesheet" media="not all" href="http://remote.test/page.css" data-href="http://remote.test/page.css">',
      '<style data-href="/whole.css">.c{}</style>',
    ]);
  });

  it('applies the sheets together once all have loaded, their parts going in the same step', () => {
    linkWholeStyleSheets(document);
    sheetLink('/shell.css').dispatchEvent(new Event('load'));
    expect(sheetLink('/shell.css').media).toBe('not all');
    expect(document.head.querySelector(SHELL_PART)).not.toBeNull();

    sheetLink('http://remote.test/page.css').dispatchEvent(new Event('load'));
    expect(sheetLink('/shell.css').media).toBe('all');
    expect(sheetLink('http://remote.test/page.css').media).toBe('all');
    expect(document.head.querySelector(SHELL_PART)).toBeNull();
    expect(document.head.querySelector(PAGE_PART)).toBeNull();
  });

  it('keeps the part of a sheet that failed, drops its link so the sheet is asked for again, and applies the rest', () => {
    linkWholeStyleSheets(document);
    sheetLink('/shell.css').dispatchEvent(new Event('load'));
    sheetLink('http://remote.test/page.css').dispatchEvent(new Event('error'));
    expect(document.head.querySelector(SHELL_PART)).toBeNull();
    expect(sheetLink('/shell.css').media).toBe('all');
    expect(document.head.querySelector(PAGE_PART)).not.toBeNull();
    expect(document.head.querySelector('link[data-href="http://remote.test/page.css"]')).toBeNull();
  });

  it('does not hold the loaded sheets back for a slow one past the wait, which applies when it comes', () => {
    jest.useFakeTimers();
    linkWholeStyleSheets(document, 3000);
    sheetLink('/shell.css').dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(2999);
    expect(sheetLink('/shell.css').media).toBe('not all');
    jest.advanceTimersByTime(1);
    expect(sheetLink('/shell.css').media).toBe('all');
    expect(document.head.querySelector(SHELL_PART)).toBeNull();
    expect(document.head.querySelector(PAGE_PART)).not.toBeNull();

    sheetLink('http://remote.test/page.css').dispatchEvent(new Event('load'));
    expect(sheetLink('http://remote.test/page.css').media).toBe('all');
    expect(document.head.querySelector(PAGE_PART)).toBeNull();
  });
});
