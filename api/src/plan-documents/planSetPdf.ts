import type { PlanDetail } from 'contracts/src/catalog/plan';
import { formatWholeNumber } from 'contracts/src/format/wholeNumber';
import { licenceLine, type PlanLicence } from 'contracts/src/delivery/planLicence';
import { drawElevation } from '../images/elevationDrawing';
import { drawFloorPlan, roomSize, type FloorLayout } from '../images/floorPlanDrawing';
import { createColumnFlow } from './columnFlow';
import { GENERAL_NOTES } from './generalNotes';
import { checkLicence } from './licenceCheck';
import {
  CONTENT_BOTTOM,
  CONTENT_TOP,
  INK,
  MARGIN,
  MUTED,
  PAGE_WIDTH,
  RULE,
  createSheetSet,
  drawSvg,
  yieldToOtherWork,
  type SheetSet,
} from './pdfSheets';
import { planFactGroups, planSummaryLine } from './planFacts';
import { floorLayoutsOf, type PlanDocumentSource } from './planDocumentSource';
import { pdfText } from './pdfText';

/** One sheet of the set: its number as architects number sheets and its title. */
export interface PlanSheet {
  number: string;
  title: string;
}

/** The sheets of a plan set in order: cover, front elevation, one plan per floor, then lists and notes. */
export function planSetSheets(floors: readonly FloorLayout[]): PlanSheet[] {
  return [
    { number: 'A0', title: 'Cover sheet' },
    { number: 'A1', title: 'Front elevation' },
    ...floors.map((floor, index) => ({ number: `A${index + 2}`, title: `${floor.title} plan` })),
    { number: 'G1', title: 'Specifications, inclusions and general notes' },
  ];
}

const sheetLabel = (sheet: PlanSheet) => `${sheet.number}  ${sheet.title}`;

/** 'Plan #12345AB · Cedar Ridge', the top line of every sheet. */
export function planHeading(planNumber: string, name: string): string {
  return `Plan #${planNumber} · ${name}`;
}

const LEFT_WIDTH = 250;
const FACTS_X = MARGIN + LEFT_WIDTH + 24;
const FACT_COLUMN_WIDTH = (PAGE_WIDTH - MARGIN - FACTS_X - 20) / 2;
const FACT_LABEL_WIDTH = 100;

function drawCover(
  sheets: SheetSet,
  plan: PlanDetail,
  planNumber: string,
  licence: PlanLicence,
  index: readonly PlanSheet[],
) {
  const { doc } = sheets;
  let y = CONTENT_TOP + 6;
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text('PLAN SET', MARGIN, y, { characterSpacing: 1.5 });
  y += 16;
  doc.font('Helvetica-Bold').fontSize(24).fillColor(INK);
  doc.text(pdfText(plan.name), MARGIN, y, { width: LEFT_WIDTH });
  y = doc.y + 4;
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(pdfText(`Plan #${planNumber}`), MARGIN, y, { width: LEFT_WIDTH });
  y = doc.y + 6;
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(planSummaryLine(plan), MARGIN, y, { width: LEFT_WIDTH });
  y = doc.y + 18;

  // The licence, boxed: whose build this set is for.
  const licenceText = pdfText(licenceLine(licence));
  const terms =
    'This plan set is licensed for the construction of one building on one site. Copying it, lending it or building from it again needs a new licence.';
  doc.font('Helvetica-Bold').fontSize(11);
  const licenceHeight = doc.heightOfString(licenceText, { width: LEFT_WIDTH - 20 });
  doc.font('Helvetica').fontSize(8.5);
  const termsHeight = doc.heightOfString(terms, { width: LEFT_WIDTH - 20 });
  const boxHeight = 10 + 12 + licenceHeight + 6 + termsHeight + 10;
  doc.rect(MARGIN, y, LEFT_WIDTH, boxHeight).fillAndStroke('#eceff1', RULE);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text('LICENCE', MARGIN + 10, y + 10, { characterSpacing: 1.5 });
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(licenceText, MARGIN + 10, y + 22, {
      width: LEFT_WIDTH - 20,
    });
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(INK)
    .text(terms, MARGIN + 10, y + 28 + licenceHeight, {
      width: LEFT_WIDTH - 20,
    });
  y += boxHeight + 18;

  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text('Sheet index', MARGIN, y);
  y = doc.y + 4;
  doc.font('Helvetica').fontSize(9);
  for (const sheet of index) {
    doc.text(pdfText(sheetLabel(sheet)), MARGIN, y, { width: LEFT_WIDTH });
    y = doc.y + 2;
  }

  // The plan's facts, grouped as on its detail page, in two columns.
  const groups = planFactGroups(plan);
  const half = Math.ceil(groups.length / 2);
  let description = CONTENT_TOP;
  groups.forEach((group, position) => {
    const column = position < half ? 0 : 1;
    if (position === 0 || position === half) y = CONTENT_TOP + 6;
    const x = FACTS_X + column * (FACT_COLUMN_WIDTH + 20);
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(group.title, x, y, { width: FACT_COLUMN_WIDTH });
    y = doc.y + 3;
    doc.font('Helvetica').fontSize(9);
    for (const [label, value] of group.facts) {
      const valueWidth = FACT_COLUMN_WIDTH - FACT_LABEL_WIDTH;
      const height = Math.max(
        doc.heightOfString(label, { width: FACT_LABEL_WIDTH }),
        doc.heightOfString(pdfText(value), { width: valueWidth }),
      );
      doc.fillColor(MUTED).text(label, x, y, { width: FACT_LABEL_WIDTH });
      doc.fillColor(INK).text(pdfText(value), x + FACT_LABEL_WIDTH, y, { width: valueWidth });
      y += height + 2;
    }
    y += 10;
    description = Math.max(description, y);
  });

  // The description under the facts, cut short if a long one would reach the footer.
  const width = PAGE_WIDTH - MARGIN - FACTS_X;
  doc
    .moveTo(FACTS_X, description)
    .lineTo(PAGE_WIDTH - MARGIN, description)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  doc.text(pdfText(plan.description), FACTS_X, description + 10, {
    width,
    height: CONTENT_BOTTOM - description - 10,
    ellipsis: true,
  });
}

const SCHEDULE_X = 612;
const SCHEDULE_WIDTH = PAGE_WIDTH - MARGIN - SCHEDULE_X;

/** A floor's drawing, with the schedule of all its rooms (small ones are too small to label in the drawing). */
function drawFloorSheet(sheets: SheetSet, svg: string, floor: FloorLayout) {
  const { doc } = sheets;
  drawSvg(doc, svg, {
    x: MARGIN,
    y: CONTENT_TOP,
    width: SCHEDULE_X - 16 - MARGIN,
    height: CONTENT_BOTTOM - CONTENT_TOP,
  });
  let y = CONTENT_TOP + 6;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(INK)
    .text('Room schedule', SCHEDULE_X, y, { width: SCHEDULE_WIDTH });
  y = doc.y + 2;
  doc.font('Helvetica').fontSize(8).fillColor(MUTED);
  const facts = [`Footprint ${floor.width}' x ${floor.depth}'`];
  if (floor.heatedArea > 0) facts.push(`${formatWholeNumber(floor.heatedArea)} sq ft heated`);
  doc.text(facts.join(' · '), SCHEDULE_X, y, { width: SCHEDULE_WIDTH });
  y = doc.y + 6;
  doc
    .moveTo(SCHEDULE_X, y)
    .lineTo(PAGE_WIDTH - MARGIN, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  y += 5;
  for (const room of floor.rooms) {
    doc.fillColor(INK).text(pdfText(room.name), SCHEDULE_X, y, { width: SCHEDULE_WIDTH * 0.55, lineBreak: false });
    doc.fillColor(MUTED).text(roomSize(room), SCHEDULE_X + SCHEDULE_WIDTH * 0.55, y, {
      width: SCHEDULE_WIDTH * 0.45,
      align: 'right',
      lineBreak: false,
    });
    y += 11;
  }
}

function drawListsSheet(sheets: SheetSet, plan: PlanDetail, title: string) {
  const flow = createColumnFlow(sheets, `${title} (continued)`, 3);
  const list = (heading: string, items: readonly string[]) => {
    flow.heading(heading);
    if (items.length === 0) flow.paragraph('N/A');
    for (const item of items) flow.bullet(item);
    flow.space(12);
  };
  list("What's Included", plan.included);
  list('Not Included', plan.not_included);
  list('Plan Details', plan.plan_details);
  flow.heading('General Notes');
  GENERAL_NOTES.forEach((note, index) => flow.paragraph(`${index + 1}. ${note}`));
}

/**
 * The PDF Set of a plan for one buyer: a cover sheet with the plan's facts and the licence, the front elevation,
 * every floor plan (vector drawings, the same as the store's pictures) and the inclusions and general notes; the
 * licence line at the foot of every page. Yields to other work between sheets.
 */
export async function renderPlanSetPdf(source: PlanDocumentSource, licence: PlanLicence): Promise<Buffer> {
  const buyer = checkLicence(licence);
  const floors = floorLayoutsOf(source);
  const { drawing, detail } = source;
  const index = planSetSheets(floors);
  const heading = planHeading(drawing.plan_number, detail.name);
  const sheets = createSheetSet({ title: `${heading}: plan set`, heading, licence: buyer });
  const sheet = (position: number): PlanSheet => {
    const found = index[position];
    if (!found) throw new Error(`The plan set has no sheet ${position}.`);
    return found;
  };

  sheets.addSheet(sheetLabel(sheet(0)));
  drawCover(sheets, detail, drawing.plan_number, buyer, index);
  await yieldToOtherWork();

  sheets.addSheet(sheetLabel(sheet(1)));
  drawSvg(sheets.doc, drawElevation(drawing), {
    x: MARGIN,
    y: CONTENT_TOP,
    width: PAGE_WIDTH - 2 * MARGIN,
    height: CONTENT_BOTTOM - CONTENT_TOP,
  });
  await yieldToOtherWork();

  for (const [position, floor] of floors.entries()) {
    const svg = drawFloorPlan(drawing, floor.floor);
    if (svg === null) throw new Error(`Floor ${floor.floor} of a laid-out plan has no drawing.`);
    sheets.addSheet(sheetLabel(sheet(position + 2)));
    drawFloorSheet(sheets, svg, floor);
    await yieldToOtherWork();
  }

  const lists = sheet(index.length - 1);
  sheets.addSheet(sheetLabel(lists));
  drawListsSheet(sheets, detail, sheetLabel(lists));
  return sheets.finish();
}
