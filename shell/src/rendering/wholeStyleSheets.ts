/** The attribute of a style element holding part of a sheet, the rules the page's HTML may need: the sheet's href. */
export const CRITICAL_STYLE_ATTRIBUTE = 'data-critical';

/**
 * How long the sheets that have loaded wait for the others before they apply on their own: a remote hanging for the
 * browser must not leave what the page draws next unstyled.
 */
export const WHOLE_SHEETS_WAIT_MS = 3000;

/** Media that no device matches: a sheet so linked loads (at low priority) but styles nothing yet. */
const NOT_YET = 'not all';

/**
 * Links the whole style sheets of which the server inlined a part (shell/src/server/criticalStyles.ts): what the page
 * draws after its first paint (a dialog, a closed filter group, the next page) is then styled. Each link goes just
 * after its part, so the sheets keep their order in the cascade, and carries `data-href`, so a remote's style loader
 * finds it instead of asking again.
 *
 * Every sheet that applies makes the browser restyle each element its rules name, most of the page: on a phone
 * 25-40 ms each. So the links load without applying, and once all have loaded (or `waitMs` has passed) they apply
 * and their parts go together, in one restyle. A sheet that fails keeps its part.
 */
export function linkWholeStyleSheets(document: Document, waitMs = WHOLE_SHEETS_WAIT_MS): void {
  const loaded: { link: HTMLLinkElement; part: Element }[] = [];
  let waiting = 0;
  // Until all have settled or the wait is over; then each applies as it loads.
  let waitingForAll = true;
  const apply = ({ link, part }: { link: HTMLLinkElement; part: Element }) => {
    link.media = 'all';
    part.remove();
  };
  const applyLoaded = () => {
    waitingForAll = false;
    loaded.splice(0).forEach(apply);
  };

  for (const part of document.querySelectorAll(`style[${CRITICAL_STYLE_ATTRIBUTE}]`)) {
    const href = part.getAttribute(CRITICAL_STYLE_ATTRIBUTE) ?? '';
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.media = NOT_YET;
    link.href = href;
    link.setAttribute('data-href', href);
    waiting += 1;
    const settle = (ok: boolean) => {
      waiting -= 1;
      if (ok) loaded.push({ link, part });
      if (!waitingForAll || waiting === 0) applyLoaded();
    };
    link.addEventListener('load', () => settle(true), { once: true });
    link.addEventListener(
      'error',
      () => {
        // Its part stays; the link goes, so that a remote's style loader asks for the sheet again when it needs it.
        link.remove();
        settle(false);
      },
      { once: true },
    );
    part.after(link);
  }
  if (waiting > 0) document.defaultView?.setTimeout(applyLoaded, waitMs);
}
