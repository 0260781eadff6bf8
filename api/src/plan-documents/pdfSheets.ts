import { setImmediate as nextTurn } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { licenceLine, type PlanLicence } from 'contracts/src/delivery/planLicence';
import { pdfText } from './pdfText';

/** US Letter, landscape, in points: the drawings are wider than they are deep. */
export const PAGE_WIDTH = 792;
export const PAGE_HEIGHT = 612;
export const MARGIN = 36;
/** Where a sheet's own content goes, below its title band and above its licence footer. */
export const CONTENT_TOP = 64;
export const CONTENT_BOTTOM = 560;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

export const INK = '#263238';
export const MUTED = '#607d8b';
export const RULE = '#b0bec5';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SheetSetOptions {
  /** The document's title in the PDF's properties. */
  title: string;
  /** Printed at the top left of every sheet, e.g. 'Plan #12345AB · Cedar Ridge'. */
  heading: string;
  licence: PlanLicence;
}

/**
 * A PDF of landscape sheets with one title band and one footer on every page: the heading and the sheet's title at
 * the top, the buyer's licence and 'Page N of M' at the bottom. Pages are kept until `finish` so that the footer
 * can count them.
 */
export interface SheetSet {
  doc: PDFKit.PDFDocument;
  /** Starts a new sheet titled `title` and leaves the cursor at the top of its content. */
  addSheet(title: string): void;
  /** Stamps every page's footer, ends the document and resolves to its bytes. */
  finish(): Promise<Buffer>;
}

export function createSheetSet({ title, heading, licence }: SheetSetOptions): SheetSet {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: MARGIN,
    autoFirstPage: false,
    bufferPages: true,
    info: { Title: pdfText(title), Author: 'House Plans', Subject: pdfText(licenceLine(licence)) },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const footer = pdfText(licenceLine(licence));

  return {
    doc,
    addSheet(sheetTitle: string) {
      doc.addPage();
      doc.font('Helvetica-Bold').fontSize(11).fillColor(INK);
      doc.text(pdfText(heading), MARGIN, 30, { width: CONTENT_WIDTH * 0.62, height: 14, ellipsis: true });
      doc.font('Helvetica').fontSize(11).fillColor(MUTED);
      doc.text(pdfText(sheetTitle), MARGIN + CONTENT_WIDTH * 0.62, 30, {
        width: CONTENT_WIDTH * 0.38,
        height: 14,
        ellipsis: true,
        align: 'right',
      });
      doc
        .moveTo(MARGIN, 48)
        .lineTo(PAGE_WIDTH - MARGIN, 48)
        .lineWidth(0.75)
        .strokeColor(RULE)
        .stroke();
      doc.fillColor(INK).font('Helvetica').fontSize(10);
      doc.x = MARGIN;
      doc.y = CONTENT_TOP;
    },
    async finish() {
      const { start, count } = doc.bufferedPageRange();
      for (let index = start; index < start + count; index += 1) {
        doc.switchToPage(index);
        // The footer sits in the bottom margin: writing there must not start another page.
        const bottom = doc.page.margins.bottom;
        doc.page.margins.bottom = 0;
        doc
          .moveTo(MARGIN, 572)
          .lineTo(PAGE_WIDTH - MARGIN, 572)
          .lineWidth(0.75)
          .strokeColor(RULE)
          .stroke();
        doc.font('Helvetica-Bold').fontSize(9).fillColor(INK);
        // A long name wraps onto a second line, which still fits above the page's edge.
        doc.text(footer, MARGIN, 580, { width: CONTENT_WIDTH * 0.8 });
        doc.font('Helvetica').fontSize(9).fillColor(MUTED);
        doc.text(`Page ${index - start + 1} of ${count}`, MARGIN + CONTENT_WIDTH * 0.8, 580, {
          width: CONTENT_WIDTH * 0.2,
          align: 'right',
          lineBreak: false,
        });
        doc.page.margins.bottom = bottom;
      }
      doc.end();
      return bytes;
    },
  };
}

/** Draws an SVG document as vector paths and text, scaled to fit `box` and centred in it. */
export function drawSvg(doc: PDFKit.PDFDocument, svg: string, box: Box): void {
  SVGtoPDF(doc, svg, box.x, box.y, {
    width: box.width,
    height: box.height,
    preserveAspectRatio: 'xMidYMid meet',
    // The drawings name Helvetica first; the PDF's own Helvetica needs no font file.
    fontCallback: (_family, bold) => (bold ? 'Helvetica-Bold' : 'Helvetica'),
  });
}

/**
 * Lets other requests run between two sheets: one sheet is the longest the event loop waits for a document.
 */
export function yieldToOtherWork(): Promise<void> {
  return nextTurn();
}
