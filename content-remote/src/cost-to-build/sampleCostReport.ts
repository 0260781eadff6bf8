import { formatPrice } from 'contracts/src/catalog/plan';

/** One line of a cost-to-build estimate: a construction stage and its low and high cost in whole dollars. */
export interface CostLine {
  stage: string;
  low: number;
  high: number;
}

export interface CostReport {
  planDescription: string;
  location: string;
  heatedSquareFeet: number;
  lines: readonly CostLine[];
}

/** The worked example behind 'View Sample Cost-to-Build Report': a real breakdown of a typical plan. */
export const SAMPLE_COST_REPORT: CostReport = {
  planDescription: 'Two-storey Modern Farmhouse, 4 bedrooms, 3 bathrooms, 2-car attached garage, crawlspace foundation',
  location: 'ZIP code 28202 (Charlotte, North Carolina), builder-grade finishes',
  heatedSquareFeet: 2400,
  lines: [
    { stage: 'Site work and excavation', low: 14000, high: 22000 },
    { stage: 'Foundation', low: 24000, high: 31000 },
    { stage: 'Framing and sheathing', low: 62000, high: 74000 },
    { stage: 'Roofing', low: 17000, high: 23000 },
    { stage: 'Windows and exterior doors', low: 21000, high: 29000 },
    { stage: 'Siding, trim and exterior paint', low: 28000, high: 36000 },
    { stage: 'Plumbing', low: 24000, high: 30000 },
    { stage: 'Electrical', low: 22000, high: 28000 },
    { stage: 'Heating and air conditioning', low: 19000, high: 25000 },
    { stage: 'Insulation', low: 8000, high: 11000 },
    { stage: 'Drywall', low: 18000, high: 23000 },
    { stage: 'Interior doors and trim', low: 16000, high: 22000 },
    { stage: 'Cabinets and countertops', low: 30000, high: 42000 },
    { stage: 'Flooring', low: 20000, high: 28000 },
    { stage: 'Interior paint', low: 10000, high: 13000 },
    { stage: 'Appliances and fixtures', low: 14000, high: 22000 },
    { stage: 'Garage door and driveway', low: 9000, high: 14000 },
    { stage: 'Permits and fees', low: 8000, high: 12000 },
    { stage: 'Builder overhead and profit', low: 52000, high: 64000 },
  ],
};

export interface CostTotals {
  low: number;
  high: number;
  lowPerSquareFoot: number;
  highPerSquareFoot: number;
}

export function costTotals(report: CostReport): CostTotals {
  const low = report.lines.reduce((sum, line) => sum + line.low, 0);
  const high = report.lines.reduce((sum, line) => sum + line.high, 0);
  return {
    low,
    high,
    lowPerSquareFoot: Math.round(low / report.heatedSquareFeet),
    highPerSquareFoot: Math.round(high / report.heatedSquareFeet),
  };
}

/** Whole dollars, '$412,000', written as every price in the store is (formatPrice, no Intl). */
export function formatDollars(amount: number): string {
  return formatPrice(Math.round(amount) * 100);
}
