import { formatWholeNumber } from 'contracts/src/format/wholeNumber';
import type { PlanLicence } from 'contracts/src/delivery/planLicence';
import { checkLicence } from './licenceCheck';
import { estimateMaterials, type MaterialLine, type PlanMeasurements } from './materialsEstimate';
import { CONTENT_WIDTH, MUTED } from './pdfSheets';
import { drawTable } from './pdfTable';
import { pdfText } from './pdfText';
import type { PlanDocumentSource } from './planDocumentSource';
import { openPlanReport, sectionTitle } from './planReport';

const TITLE = 'Materials List';
const sqft = (area: number) => `${formatWholeNumber(area)} sq ft`;
const ft = (length: number) => `${formatWholeNumber(length)} ft`;

function measurementRows(measurements: PlanMeasurements): string[][] {
  const rows = measurements.floors.map((floor) => [
    `Floor ${floor.floor}`,
    sqft(floor.floorArea),
    ft(floor.exteriorWallLength),
    ft(floor.interiorWallLength),
    `${floor.wallHeight} ft`,
    String(floor.windows),
  ]);
  rows.push(['Roof', `${sqft(measurements.roofArea)} at ${measurements.roofPitch}:12`, '', '', '', '']);
  return rows;
}

/**
 * The Materials List of a plan for one buyer: what the plan measures (floor areas, wall lengths, roof area) and the
 * quantities of materials counted from it, section by section, each with the measure it was counted from.
 */
export async function renderMaterialsListPdf(source: PlanDocumentSource, licence: PlanLicence): Promise<Buffer> {
  const buyer = checkLicence(licence);
  const { measurements, lines } = estimateMaterials(source);
  const { drawing, detail } = source;
  const report = openPlanReport(source, buyer, TITLE);
  const { sheets, doc, continued } = report;
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      pdfText(
        `Quantities for ${detail.name} (Plan #${drawing.plan_number}) on a ${measurements.foundation} foundation, counted from the plan's floor plans and roof. They are estimates for budgeting and ordering: check them against the plans and your local code with your builder and supplier before you buy.`,
      ),
      { width: CONTENT_WIDTH },
    );
  doc.moveDown(0.8);

  sectionTitle(report, 'What the plan measures');
  drawTable(
    sheets,
    [
      { title: 'Part', width: 1 },
      { title: 'Area', width: 1.6, align: 'right' },
      { title: 'Exterior walls', width: 1, align: 'right' },
      { title: 'Interior walls', width: 1, align: 'right' },
      { title: 'Wall height', width: 1, align: 'right' },
      { title: 'Windows', width: 0.8, align: 'right' },
    ],
    measurementRows(measurements),
    continued,
  );

  const sections = new Map<string, MaterialLine[]>();
  for (const line of lines) sections.set(line.section, [...(sections.get(line.section) ?? []), line]);
  for (const [section, items] of sections) {
    sectionTitle(report, section);
    drawTable(
      sheets,
      [
        { title: 'Item', width: 3 },
        { title: 'Quantity', width: 0.8, align: 'right' },
        { title: 'Unit', width: 0.7 },
        { title: 'Counted from', width: 3.2 },
      ],
      items.map((item) => [item.item, formatWholeNumber(item.quantity), item.unit, item.basis]),
      continued,
    );
  }
  return sheets.finish();
}
