import { CONTENT_BOTTOM, CONTENT_TOP, CONTENT_WIDTH, INK, MARGIN, MUTED, type SheetSet } from './pdfSheets';
import { pdfText } from './pdfText';

const GAP = 20;
const BULLET_INDENT = 10;
/** A heading is never left alone at the foot of a column: it needs this much room below it. */
const KEEP_WITH_NEXT = 36;

export interface ColumnFlow {
  heading(text: string): void;
  bullet(text: string): void;
  paragraph(text: string): void;
  /** Vertical space before the next block, unless a column or sheet starts there anyway. */
  space(points: number): void;
}

/**
 * Writes blocks of text down `columns` columns of the current sheet, then on to the next column and, when the
 * last column is full, onto a new sheet titled `continuedTitle`. A block is never split across columns.
 */
export function createColumnFlow(
  sheets: SheetSet,
  continuedTitle: string,
  columns: number,
  top = CONTENT_TOP,
): ColumnFlow {
  const { doc } = sheets;
  const width = (CONTENT_WIDTH - GAP * (columns - 1)) / columns;
  let columnTop = top;
  let column = 0;
  let y = top;

  const place = (height: number): number => {
    if (y + height > CONTENT_BOTTOM && y > columnTop) {
      column += 1;
      y = columnTop;
      if (column === columns) {
        sheets.addSheet(continuedTitle);
        column = 0;
        columnTop = CONTENT_TOP;
        y = CONTENT_TOP;
      }
    }
    return MARGIN + column * (width + GAP);
  };

  return {
    heading(text) {
      doc.font('Helvetica-Bold').fontSize(11).fillColor(INK);
      const printable = pdfText(text);
      const height = doc.heightOfString(printable, { width });
      const x = place(height + KEEP_WITH_NEXT);
      doc.text(printable, x, y, { width });
      y += height + 4;
    },
    bullet(text) {
      doc.font('Helvetica').fontSize(9).fillColor(INK);
      const printable = pdfText(text);
      const height = doc.heightOfString(printable, { width: width - BULLET_INDENT });
      const x = place(height);
      doc.fillColor(MUTED).text('•', x, y, { width: BULLET_INDENT });
      doc.fillColor(INK).text(printable, x + BULLET_INDENT, y, { width: width - BULLET_INDENT });
      y += height + 3;
    },
    paragraph(text) {
      doc.font('Helvetica').fontSize(9).fillColor(INK);
      const printable = pdfText(text);
      const height = doc.heightOfString(printable, { width });
      const x = place(height);
      doc.text(printable, x, y, { width });
      y += height + 4;
    },
    space(points) {
      if (y > columnTop) y += points;
    },
  };
}
