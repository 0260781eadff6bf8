import { FOUNDATIONS } from 'contracts/src/catalog/codeTables';
import { formatPrice } from 'contracts/src/catalog/plan';
import { COST_INDEX } from 'contracts/src/delivery/costIndex';
import { codeOf } from '../catalog/codeOf';
import { COST_STAGES, costToBuildInputOf, estimateCostToBuild, type CostToBuildInput } from './costToBuildEstimate';
import { renderCostToBuildReportPdf } from './costToBuildReport';
import { seededPlanWith } from './planDocumentFixture';
import { readPdf } from './testing/readPdf';
import { refusalOf } from './testing/refusalOf';

const SLAB = codeOf(FOUNDATIONS, 'Slab');
const BASEMENT = codeOf(FOUNDATIONS, 'Basement');
const HOUSE: CostToBuildInput = {
  heatedArea: 2_000,
  footprintArea: 1_400,
  unheatedArea: 440,
  unheatedKind: 'garage',
  porchArea: 120,
  storeys: 2,
  foundation: SLAB,
  region: 'TX',
};
const LICENCE = { buyerName: 'Ada Lovelace', orderNumber: 512 };

describe('the cost-to-build estimate', () => {
  it('is a range, low below high, whose stages add up to it', () => {
    const estimate = estimateCostToBuild(HOUSE);
    expect(estimate.total.low).toBeGreaterThan(0);
    expect(estimate.total.high).toBeGreaterThan(estimate.total.low);
    expect(estimate.total.low).toBe(estimate.lines.reduce((sum, line) => sum + line.low, 0));
    const stages = estimate.stages.reduce((sum, stage) => sum + stage.high, 0);
    expect(Math.abs(stages - estimate.total.high)).toBeLessThanOrEqual(COST_STAGES.length * 5_000);
    expect(COST_STAGES.reduce((sum, [, share]) => sum + share, 0)).toBeCloseTo(1, 9);
  });

  it('grows with the area', () => {
    const small = estimateCostToBuild(HOUSE);
    const large = estimateCostToBuild({ ...HOUSE, heatedArea: 3_000, footprintArea: 2_000 });
    expect(large.total.low).toBeGreaterThan(small.total.low);
    expect(large.total.high).toBeGreaterThan(small.total.high);
  });

  it('follows the regional cost index', () => {
    const texas = estimateCostToBuild(HOUSE);
    const california = estimateCostToBuild({ ...HOUSE, region: 'CA' });
    const nunavut = estimateCostToBuild({ ...HOUSE, region: 'NU' });
    expect(COST_INDEX.CA).toBeGreaterThan(COST_INDEX.TX ?? Infinity);
    expect(california.total.high).toBeGreaterThan(texas.total.high);
    expect(nunavut.total.high).toBeGreaterThan(california.total.high);
    expect(california.total.high / texas.total.high).toBeCloseTo((COST_INDEX.CA ?? 0) / (COST_INDEX.TX ?? 1), 2);
    expect(california.region).toEqual({ code: 'CA', name: 'California' });
    expect(california.costIndex).toBe(COST_INDEX.CA);
  });

  it('costs more on a basement than on a slab, the more so under a larger footprint', () => {
    expect(estimateCostToBuild({ ...HOUSE, foundation: BASEMENT }).total.low).toBeGreaterThan(
      estimateCostToBuild(HOUSE).total.low,
    );
    const ranch = estimateCostToBuild({ ...HOUSE, storeys: 1, footprintArea: 2_000 });
    const twoStorey = estimateCostToBuild({ ...HOUSE, foundation: BASEMENT });
    const ranchOnBasement = estimateCostToBuild({ ...HOUSE, storeys: 1, footprintArea: 2_000, foundation: BASEMENT });
    expect(ranchOnBasement.total.low - ranch.total.low).toBeGreaterThan(
      twoStorey.total.low - estimateCostToBuild(HOUSE).total.low,
    );
  });

  it('prices a building without heated space by its own area', () => {
    const garage = estimateCostToBuild({
      ...HOUSE,
      heatedArea: 0,
      unheatedArea: 576,
      unheatedKind: 'building',
      storeys: 1,
    });
    expect(garage.lines.map((line) => line.label)).toEqual(['Unheated building', 'Porches']);
    expect(garage.perSquareFoot.low).toBeGreaterThan(0);
  });

  it.each([
    [{ region: 'XX' }, "'XX' is not a U.S. state or Canadian province or territory code."],
    [{ region: 'tx' }, "'tx' is not a U.S. state or Canadian province or territory code."],
    [{ region: 'toString' }, "'toString' is not a U.S. state or Canadian province or territory code."],
    [{ foundation: 99 }, 'Unknown foundation.'],
    [{ heatedArea: 0, unheatedArea: 0 }, 'The plan has no floor area to estimate.'],
    [{ porchArea: -5 }, 'Floor areas cannot be negative.'],
    [{ storeys: 0 }, 'The plan has no storeys to estimate.'],
  ])('refuses %j: %s', async (change, message) => {
    expect(await refusalOf(() => estimateCostToBuild({ ...HOUSE, ...change }))).toEqual({ statusCode: 400, message });
  });
});

describe('the Cost-to-Build Report', () => {
  const plan = seededPlanWith(
    (candidate) => candidate.story === 2 && candidate.total_heated_area > 0 && candidate.units === 1,
  );

  it('states the range for the plan in the buyer’s state, with the licence on every page', async () => {
    const choice = { region: 'WA', foundation: plan.detail.different_foundation };
    const estimate = estimateCostToBuild(costToBuildInputOf(plan, choice));
    const pdf = await readPdf(await renderCostToBuildReportPdf(plan, LICENCE, choice));
    const text = pdf.pages.join(' ');
    expect(text).toContain('Cost-to-Build Report');
    expect(text).toContain(`Plan #${plan.drawing.plan_number}`);
    expect(text).toContain(`in Washington`);
    expect(text).toContain(`${formatPrice(estimate.total.low)} – ${formatPrice(estimate.total.high)}`);
    expect(text).toContain(`Washington (WA): regional cost index ${COST_INDEX.WA?.toFixed(2)} of the U.S. average`);
    for (const [stage] of COST_STAGES) expect(text).toContain(stage);
    for (const page of pdf.pages) expect(page).toContain('Licensed to Ada Lovelace for one build, order #512');
  });

  it('refuses an unknown state before making anything', async () => {
    expect(
      await refusalOf(() => renderCostToBuildReportPdf(plan, LICENCE, { region: 'ZZ', foundation: SLAB })),
    ).toEqual({
      statusCode: 400,
      message: "'ZZ' is not a U.S. state or Canadian province or territory code.",
    });
  });
});
