/**
 * The words of a content page as data: each page keeps its copy in its own module and the layout renders it, so
 * the markup of headings, lists and calls to action is written once.
 */

/** A link inside the store (a route of the shell) or to another site. */
export interface CopyLink {
  label: string;
  /** A store path such as '/contact-us', or an absolute URL. */
  to: string;
}

export interface TitledText {
  title: string;
  text: string;
}

/** A programme tier or a price: a name, a headline figure and what it means. */
export interface HighlightCard {
  title: string;
  highlight: string;
  text: string;
}

export interface LinkCard extends CopyLink {
  description: string;
}

export type CopyBlock =
  | { kind: 'paragraphs'; paragraphs: readonly string[] }
  | { kind: 'list'; items: readonly string[] }
  /** Numbered steps of a process, in order. */
  | { kind: 'steps'; steps: readonly TitledText[] }
  /** Term and meaning pairs, e.g. a price and what it buys. */
  | { kind: 'facts'; facts: readonly TitledText[] }
  | { kind: 'cards'; cards: readonly HighlightCard[] }
  | { kind: 'linkCards'; links: readonly LinkCard[] }
  | { kind: 'note'; title: string; text: string }
  | { kind: 'actions'; links: readonly CopyLink[] };

export interface CopySection {
  heading: string;
  blocks: readonly CopyBlock[];
}

export interface PageCopy {
  title: string;
  /** The opening paragraphs under the heading. */
  intro: readonly string[];
  sections: readonly CopySection[];
}
