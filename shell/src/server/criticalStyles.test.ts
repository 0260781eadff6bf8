import { classesIn, criticalCss, criticalSheetOf } from './criticalStyles';

const SHEET =
  ':root{--green:#2f5d3a}body{margin:0}.card{display:grid}.dialog{position:fixed}' +
  '.card .price,.toast{font-weight:700}.card:not(.chosen){opacity:.9}.drawer.open{left:0}' +
  '@media (max-width:600px){.card{gap:4px}.dialog{inset:0}}@media print{.toast{display:none}}' +
  '@keyframes spin{to{transform:rotate(1turn)}}';

const critical = (classes: string[]) => criticalCss(criticalSheetOf(SHEET), new Set(classes));

describe('critical styles', () => {
  it("keeps, in the sheet's order, the rules that may style the page's classes and those that need no class", () => {
    expect(critical(['card', 'price'])).toBe(
      ':root{--green:#2f5d3a}body{margin:0}.card{display:grid}.card .price,.toast{font-weight:700}' +
        '.card:not(.chosen){opacity:.9}@media (max-width:600px){.card{gap:4px}}' +
        '@keyframes spin{to{transform:rotate(1turn)}}',
    );
  });

  it('leaves out a rule until every class of one of its selectors is on the page, and an emptied @media', () => {
    expect(critical(['drawer'])).not.toContain('.drawer.open');
    expect(critical(['drawer', 'open'])).toContain('.drawer.open{left:0}');
    expect(critical(['card'])).not.toContain('@media print');
    expect(critical(['toast'])).toContain('@media print{.toast{display:none}}');
  });

  it('keeps a sheet it cannot read whole', () => {
    const unreadable = '.faq{color:green}</style><script>';
    expect(criticalCss(criticalSheetOf(unreadable), new Set())).toBe(unreadable);
  });

  it("reads the classes of React's HTML", () => {
    expect(classesIn('<div class="card price"><p class="">x</p><a class=" chosen  ">y</a></div>')).toEqual(
      new Set(['card', 'price', 'chosen']),
    );
  });
});
