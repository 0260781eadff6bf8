/** The attribute of a style element holding part of a sheet, the rules the page's HTML may need: the sheet's href. */
export const CRITICAL_STYLE_ATTRIBUTE = 'data-critical';

/**
 * Links the whole style sheets of which the server inlined a part (shell/src/server/criticalStyles.ts): what the page
 * draws after its first paint (a dialog, a closed filter group, the next page) is then styled. Each link goes just
 * after its part, so the sheets keep their order in the cascade, and carries `data-href`, so a remote's style loader
 * finds it instead of asking again. A part goes once its sheet has loaded (its rules are in the sheet); one whose
 * sheet fails stays.
 */
export function linkWholeStyleSheets(document: Document): void {
  for (const part of document.querySelectorAll(`style[${CRITICAL_STYLE_ATTRIBUTE}]`)) {
    const href = part.getAttribute(CRITICAL_STYLE_ATTRIBUTE) ?? '';
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.setAttribute('data-href', href);
    link.addEventListener('load', () => part.remove());
    part.after(link);
  }
}
