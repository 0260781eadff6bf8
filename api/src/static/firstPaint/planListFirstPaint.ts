import { presetForPath } from 'contracts/src/catalog/listPresets';
import { escapeMarkup } from '../../markup/escapeMarkup';
import type { FirstPaint } from './firstPaintMarkup';

/** A plan list's title as catalog-remote's PlanSearchPage draws it (its `listTitle`); the filters and plans follow with the page. */
export function planListFirstPaint(pathname: string): FirstPaint {
  const title = presetForPath(pathname)?.title ?? 'House Plans';
  return {
    css: '.first-paint .list-title{margin:0;font-size:1.5rem;font-weight:700;line-height:1.5}',
    html: `<h1 class="list-title">${escapeMarkup(title)}</h1>`,
  };
}
