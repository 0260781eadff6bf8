import { formatPrice } from 'contracts/src/catalog/plan';
import { formatWholeNumber } from 'contracts/src/format/wholeNumber';
import type { PlanLicence } from 'contracts/src/delivery/planLicence';
import { costToBuildInputOf, estimateCostToBuild, type CentsRange } from './costToBuildEstimate';
import { checkLicence } from './licenceCheck';
import { INK, MARGIN, MUTED, CONTENT_WIDTH } from './pdfSheets';
import { drawTable, keepRoom, type TableColumn } from './pdfTable';
import { pdfText } from './pdfText';
import type { PlanDocumentSource } from './planDocumentSource';
import { openPlanReport, sectionTitle } from './planReport';

/** Where the building is built and on which foundation: the order's shipping state or province and its choice. */
export interface CostToBuildChoice {
  region: string;
  foundation: number;
}

const TITLE = 'Cost-to-Build Report';
const range = ({ low, high }: CentsRange) => `${formatPrice(low)} – ${formatPrice(high)}`;
const sqft = (area: number) => `${formatWholeNumber(area)} sq ft`;

/** The columns of a table of estimates: what is estimated, its measure, and the low and high amounts. */
const rangeColumns = (what: string, measure: string): TableColumn[] => [
  { title: what, width: 3 },
  { title: measure, width: 1, align: 'right' },
  { title: 'Low', width: 1, align: 'right' },
  { title: 'High', width: 1, align: 'right' },
];

const NOTES = [
  'The estimate is the cost of building the plan as drawn, from builder-grade to custom finishes: labour, materials, the builder’s overhead and profit, and the stages listed above.',
  'It leaves out the land, demolition, unusual site work (rock, steep slopes, long driveways, wells and septic systems), utility connection fees, impact fees, design changes, furniture and financing.',
  'Costs per square foot are national averages for new homes in 2024-2025, adjusted by the regional cost index of the state or province. The index is a state or provincial average: a metropolitan area can cost 15-25 % more, a rural one less.',
  'All amounts are in U.S. dollars, rounded to hundreds. Prices change: ask local builders for bids before you budget.',
];

/**
 * The Cost-to-Build Report of a plan for one buyer: a low-to-high estimate for building it in the buyer's state or
 * province on the chosen foundation, by part and by construction stage, with what it includes and leaves out.
 * Refuses an unknown region or foundation and a plan without floor area (see estimateCostToBuild).
 */
export async function renderCostToBuildReportPdf(
  source: PlanDocumentSource,
  licence: PlanLicence,
  choice: CostToBuildChoice,
): Promise<Buffer> {
  const buyer = checkLicence(licence);
  const estimate = estimateCostToBuild(costToBuildInputOf(source, choice));
  const { drawing, detail } = source;
  const report = openPlanReport(source, buyer, TITLE);
  const { sheets, doc, continued } = report;
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(MUTED)
    .text(pdfText(`Estimated cost to build ${detail.name} (Plan #${drawing.plan_number}) in ${estimate.region.name}`), {
      width: CONTENT_WIDTH,
    });
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(26).fillColor(INK).text(range(estimate.total));
  const per = estimate.heatedArea > 0 ? 'per heated sq ft, garage and porches included' : 'per sq ft of the building';
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`About ${range(estimate.perSquareFoot)} ${per}, in U.S. dollars`);
  doc.moveDown(1);

  const partRows = estimate.lines.map((line) => [
    line.label,
    sqft(line.area),
    formatPrice(line.low),
    formatPrice(line.high),
  ]);
  partRows.push(['Total', '', formatPrice(estimate.total.low), formatPrice(estimate.total.high)]);
  const basis: Array<[string, string]> = [
    [
      'Location',
      `${estimate.region.name} (${estimate.region.code}): regional cost index ${estimate.costIndex.toFixed(2)} of the U.S. average`,
    ],
    ['Foundation', estimate.foundationLabel],
    ['Storeys', String(estimate.storeys)],
    ['Heated area', sqft(detail.total_heated_area)],
    ['Garage', detail.garage_sq_ft === null ? 'N/A' : sqft(detail.garage_sq_ft)],
    ['Porches', sqft((detail.porch_front ?? 0) + (detail.porch_rear ?? 0))],
  ];

  const section = (title: string) => sectionTitle(report, title);
  section('What the estimate is based on');
  drawTable(
    sheets,
    [
      { title: 'Fact', width: 1 },
      { title: 'Value', width: 3 },
    ],
    basis,
    continued,
  );
  section('Estimate by part');
  drawTable(sheets, rangeColumns('Part', 'Area'), partRows, continued);
  section('Estimate by construction stage');
  drawTable(
    sheets,
    rangeColumns('Stage', 'Share'),
    estimate.stages.map((stage) => [
      stage.stage,
      `${Math.round(stage.share * 100)} %`,
      formatPrice(stage.low),
      formatPrice(stage.high),
    ]),
    continued,
  );
  section('What the estimate includes');
  for (const note of NOTES) {
    keepRoom(sheets, 30, continued);
    doc.font('Helvetica').fontSize(9).fillColor(INK).text(pdfText(note), MARGIN, doc.y, { width: CONTENT_WIDTH });
    doc.moveDown(0.4);
  }
  return sheets.finish();
}
