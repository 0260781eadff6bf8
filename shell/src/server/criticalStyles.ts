import postcss, { type ChildNode } from 'postcss';
import selectorParser from 'postcss-selector-parser';

/**
 * A style sheet split into what a page can leave out: each rule with the classes it needs on the page. A rule whose
 * every selector names a class the page has not drawn styles nothing on it yet (a dialog's, a toast's, another
 * page's), so the page's first round trip need not carry it: the whole sheet follows after the first paint.
 */
export type CriticalSheet = readonly SheetPart[];

type SheetPart =
  /** A rule; `needs`: per selector of its list, the classes an element of the page must have for it to apply. */
  | { kind: 'rule'; text: string; needs: readonly (readonly string[])[] }
  /** A conditional group (@media, @supports...) around rules. */
  | { kind: 'group'; open: string; parts: CriticalSheet }
  /** Kept as it is (@keyframes, @font-face, @property, @import...). */
  | { kind: 'kept'; text: string };

/** At-rules holding rules that apply to the page's elements, whose rules are sifted like the sheet's own. */
const GROUPS = new Set(['media', 'supports', 'container', 'layer', 'scope']);

/**
 * The classes an element must have for the selector to match it: those of its compounds, not those inside a
 * pseudo-class's own selectors (`.a:not(.b)` matches where `.b` is absent, `:is(.a, .b)` needs one of them).
 */
function requiredClasses(selector: string): string[] {
  const classes: string[] = [];
  selectorParser((root) => {
    root.walkClasses((node) => {
      for (let parent = node.parent; parent; parent = parent.parent) {
        if (parent.type === 'pseudo') return;
      }
      classes.push(node.value);
    });
  }).processSync(selector);
  return classes;
}

function partOf(node: ChildNode): SheetPart | null {
  if (node.type === 'rule') {
    try {
      return { kind: 'rule', text: node.toString(), needs: node.selectors.map(requiredClasses) };
    } catch {
      // A selector the parser does not know: kept, as the browser may understand it.
      return { kind: 'kept', text: node.toString() };
    }
  }
  if (node.type === 'atrule') {
    if (node.nodes && GROUPS.has(node.name.toLowerCase())) {
      const parts = node.nodes.map(partOf).filter((part): part is SheetPart => part !== null);
      return { kind: 'group', open: `@${node.name}${node.raws.afterName ?? ' '}${node.params}`, parts };
    }
    return { kind: 'kept', text: node.toString() };
  }
  // Comments and declarations outside rules style nothing.
  return null;
}

/** Splits a style sheet once; what it keeps for a page is then a walk over its parts. */
export function criticalSheetOf(css: string): CriticalSheet {
  try {
    return postcss
      .parse(css)
      .nodes.map(partOf)
      .filter((part): part is SheetPart => part !== null);
  } catch {
    // Not CSS the parser can read: kept whole, as the browser may read it.
    return [{ kind: 'kept', text: css }];
  }
}

/** The sheet's rules that may style an element drawn with these classes, in the sheet's order. */
export function criticalCss(sheet: CriticalSheet, classes: ReadonlySet<string>): string {
  let css = '';
  for (const part of sheet) {
    if (part.kind === 'kept') css += part.text;
    else if (part.kind === 'rule') {
      if (part.needs.some((needed) => needed.every((name) => classes.has(name)))) css += part.text;
    } else {
      const inside = criticalCss(part.parts, classes);
      if (inside !== '') css += `${part.open}{${inside}}`;
    }
  }
  return css;
}

/** Every class named in the HTML's `class` attributes (as React writes them). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, names = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of names.split(/\s+/)) if (name !== '') classes.add(name);
  }
  return classes;
}
