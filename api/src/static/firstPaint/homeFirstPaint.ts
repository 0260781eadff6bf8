import type { FirstPaint } from './firstPaintMarkup';

const HERO_FIELDS = ['Select Bed', 'Select Bath', 'Select Sq ft', 'Select Floors'];

/**
 * The home page's hero as catalog-remote's HomeHero draws it (catalog-remote/src/home/HomePage.module.css, the
 * design tokens): its heading is the largest thing on a phone's first screen. The search controls only keep their
 * place: they work once the page's script has run, so they are not drawn before.
 */
export const HOME_FIRST_PAINT: FirstPaint = {
  css: [
    '.first-paint .hero{display:grid;gap:1rem;padding:3rem 1rem;border-radius:12px;background:#2f5d3a;color:#fff;text-align:center}',
    '.first-paint .hero h1{margin:0;font-size:2em;line-height:1.5}',
    '.first-paint .hero-form{display:flex;flex-wrap:wrap;justify-content:center;gap:.5rem;visibility:hidden}',
    '.first-paint .hero-form span{box-sizing:border-box;display:inline-flex;align-items:center;min-height:2.75rem;min-width:9rem;padding:0 .5rem;border:1px solid}',
  ].join(''),
  html:
    '<section class="hero"><h1>Your Dream Home Awaits</h1><div class="hero-form">' +
    HERO_FIELDS.map((label) => `<span>${label}</span>`).join('') +
    '<span>Search</span></div></section>',
};
