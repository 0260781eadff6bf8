import { STATES_AND_PROVINCES } from '../content/statesAndProvinces';

/**
 * Regional construction-cost index for the Cost-to-Build Report: what building the same house costs in a state or
 * province relative to the U.S. national average (1.00), keyed by the codes of content/statesAndProvinces.
 *
 * Where the figures come from: an approximation written for this store, rounded to two decimals, after the
 * regional factors that construction-cost guides publish (state averages of city cost indexes of the RSMeans
 * kind, which weigh material and labour costs of residential work). They are not copied from a licensed data
 * set. Canadian factors are expressed in U.S. dollars (the report prices everything in USD) and include the
 * higher material and freight costs of the territories. A state average hides wide local spread (a metro area
 * can be 15-25 % above its state's figure), which is why the report gives a range, not a price.
 *
 * The store's staff should review the table against a current cost guide at least once a year; change a figure
 * here and every report made from then on uses it.
 */
export const COST_INDEX: Readonly<Record<string, number>> = Object.freeze({
  AL: 0.86,
  AK: 1.24,
  AZ: 0.91,
  AR: 0.85,
  CA: 1.22,
  CO: 0.97,
  CT: 1.12,
  DE: 1.02,
  DC: 1.1,
  FL: 0.9,
  GA: 0.88,
  HI: 1.3,
  ID: 0.91,
  IL: 1.1,
  IN: 0.93,
  IA: 0.93,
  KS: 0.89,
  KY: 0.9,
  LA: 0.86,
  ME: 0.94,
  MD: 0.97,
  MA: 1.17,
  MI: 0.98,
  MN: 1.07,
  MS: 0.84,
  MO: 0.98,
  MT: 0.92,
  NE: 0.9,
  NV: 1.03,
  NH: 0.97,
  NJ: 1.17,
  NM: 0.88,
  NY: 1.15,
  NC: 0.87,
  ND: 0.91,
  OH: 0.95,
  OK: 0.86,
  OR: 1.04,
  PA: 1.02,
  RI: 1.1,
  SC: 0.87,
  SD: 0.87,
  TN: 0.88,
  TX: 0.87,
  UT: 0.9,
  VT: 0.93,
  VA: 0.93,
  WA: 1.05,
  WV: 0.94,
  WI: 1.01,
  WY: 0.89,
  AB: 1.02,
  BC: 1.1,
  MB: 0.96,
  NB: 0.91,
  NL: 0.98,
  NT: 1.38,
  NS: 0.93,
  NU: 1.65,
  ON: 1.06,
  PE: 0.92,
  QC: 0.97,
  SK: 0.96,
  YT: 1.32,
});

/** The index of a state or province code ('TX'), or null for a code that is not one. */
export function costIndexOf(regionCode: string): number | null {
  if (!STATES_AND_PROVINCES.some((region) => region.code === regionCode)) return null;
  return COST_INDEX[regionCode] ?? null;
}
