import type { PlanDetail } from 'contracts/src/catalog/plan';
import { escapeMarkup } from '../../markup/escapeMarkup';
import type { FirstPaint } from './firstPaintMarkup';

/** What the first paint shows of a plan. */
export type PlanTop = Pick<PlanDetail, 'name' | 'plan_number' | 'main_images' | 'floor_images'>;

const TOOLBAR = ['Print', 'Flyer', 'Compare', 'Share'];

const CSS = [
  '.first-paint .detail{display:grid;gap:1rem}',
  '.first-paint .detail-header{display:flex;align-items:flex-start;justify-content:space-between;gap:.75rem}',
  '.first-paint .detail-header h1{margin:0;font-size:2em;line-height:1.5}',
  '.first-paint .plan-number{margin:.25rem 0 0;color:#57606a}',
  '.first-paint .favorite{flex:none;width:34px;height:34px}',
  '.first-paint .toolbar{display:flex;flex-wrap:wrap;gap:.5rem;visibility:hidden}',
  '.first-paint .toolbar span{min-height:24px;padding:0 .75rem;border:1px solid}',
  '.first-paint .main-image{display:block;width:100%;max-width:60rem;height:auto;object-fit:contain;background:#f6f8fa}',
].join('');

/**
 * Names the picture for the Element Timing API: the page's loader (tooling/webpack/index.html) starts the shell once
 * the browser reports it painted, so that the picture has the network to itself.
 */
export const FIRST_PAINT_PICTURE = 'first-paint-picture';

/**
 * The top of a plan's page as catalog-remote's PlanDetailPage draws it (plan-detail/PlanDetailPage.module.css): name,
 * plan number and the main picture, the largest thing on a phone's first screen, requested with the page itself.
 * The buttons only keep their place until the page's script makes them work.
 */
export function planDetailFirstPaint(plan: PlanTop): FirstPaint {
  const [mainImage] = plan.main_images;
  const firstImage = mainImage ?? plan.floor_images[0];
  const alt =
    mainImage !== undefined ? `Main picture of the ${plan.name} plan` : `Floor plan 1 of the ${plan.name} plan`;
  const image =
    firstImage === undefined
      ? ''
      : `<img class="main-image" src="${escapeMarkup(firstImage)}" alt="${escapeMarkup(alt)}" width="1200" height="800" fetchpriority="high" decoding="async" elementtiming="${FIRST_PAINT_PICTURE}">`;
  return {
    css: CSS,
    html:
      '<article class="detail"><div class="detail-header"><div>' +
      `<h1>${escapeMarkup(plan.name)}</h1>` +
      `<p class="plan-number">${plan.plan_number === null ? 'N/A' : `#${escapeMarkup(plan.plan_number)}`}</p>` +
      '</div><span class="favorite"></span></div>' +
      `<div class="toolbar">${TOOLBAR.map((label) => `<span>${label}</span>`).join('')}</div>` +
      image +
      '</article>',
  };
}
