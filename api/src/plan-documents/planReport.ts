import type { PlanLicence } from 'contracts/src/delivery/planLicence';
import { INK, MARGIN, createSheetSet, type SheetSet } from './pdfSheets';
import { keepRoom } from './pdfTable';
import type { PlanDocumentSource } from './planDocumentSource';
import { planHeading } from './planSetPdf';

/** A report on a plan for one buyer (the Materials List, the Cost-to-Build Report): its sheets as it is drawn. */
export interface PlanReport {
  sheets: SheetSet;
  doc: PDFKit.PDFDocument;
  /** The title of the sheets after the first. */
  continued: string;
}

/**
 * Starts the report `title` on a plan for a buyer whose licence is checked: every sheet headed with the plan and
 * footed with the licence, and the first one opened under the report's title.
 */
export function openPlanReport(source: PlanDocumentSource, buyer: PlanLicence, title: string): PlanReport {
  const heading = planHeading(source.drawing.plan_number, source.detail.name);
  const sheets = createSheetSet({ title: `${heading}: ${title}`, heading, licence: buyer });
  const { doc } = sheets;
  sheets.addSheet(title);
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(title, MARGIN, doc.y);
  return { sheets, doc, continued: `${title} (continued)` };
}

/** A section's title, moved to a new sheet when it would stand at the foot of one without what follows it. */
export function sectionTitle({ sheets, doc, continued }: PlanReport, title: string): void {
  keepRoom(sheets, 70, continued);
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(title, MARGIN, doc.y);
  doc.moveDown(0.3);
}
