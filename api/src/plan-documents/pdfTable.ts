import { CONTENT_BOTTOM, CONTENT_TOP, INK, MARGIN, MUTED, PAGE_WIDTH, RULE, type SheetSet } from './pdfSheets';
import { pdfText } from './pdfText';

export interface TableColumn {
  title: string;
  /** Share of the table's width. */
  width: number;
  align?: 'left' | 'right';
}

const ROW_GAP = 4;

/**
 * Writes a table from the sheet's cursor down, with its header row repeated at the top of each new sheet when it
 * runs past the foot of one (the sheet is titled `continuedTitle`). Leaves the cursor under the last row.
 */
export function drawTable(
  sheets: SheetSet,
  columns: readonly TableColumn[],
  rows: ReadonlyArray<readonly string[]>,
  continuedTitle: string,
): void {
  const { doc } = sheets;
  const totalWidth = PAGE_WIDTH - 2 * MARGIN;
  const shares = columns.reduce((sum, column) => sum + column.width, 0);
  const widths = columns.map((column) => (totalWidth * column.width) / shares - 8);
  const lefts = columns.map(
    (_, index) =>
      MARGIN + columns.slice(0, index).reduce((sum, column) => sum + (totalWidth * column.width) / shares, 0),
  );
  let y = doc.y;

  const row = (cells: readonly string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const printable = cells.map(pdfText);
    const height = Math.max(...printable.map((cell, index) => doc.heightOfString(cell, { width: widths[index] })));
    return { printable, height };
  };
  const write = (cells: readonly string[], bold: boolean, color: string) => {
    const { printable, height } = row(cells, bold);
    doc.fillColor(color);
    printable.forEach((cell, index) => {
      doc.text(cell, lefts[index], y, { width: widths[index], align: columns[index]?.align ?? 'left' });
    });
    y += height + ROW_GAP;
    doc
      .moveTo(MARGIN, y - ROW_GAP / 2)
      .lineTo(PAGE_WIDTH - MARGIN, y - ROW_GAP / 2)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
  };
  const header = () =>
    write(
      columns.map((column) => column.title),
      true,
      MUTED,
    );

  header();
  for (const cells of rows) {
    if (y + row(cells, false).height > CONTENT_BOTTOM) {
      sheets.addSheet(continuedTitle);
      y = CONTENT_TOP;
      header();
    }
    write(cells, false, INK);
  }
  doc.x = MARGIN;
  doc.y = y + 6;
}

/** Starts a new sheet unless `height` points fit above the foot of this one (a heading with its first rows). */
export function keepRoom(sheets: SheetSet, height: number, continuedTitle: string): void {
  if (sheets.doc.y + height > CONTENT_BOTTOM) {
    sheets.addSheet(continuedTitle);
    sheets.doc.y = CONTENT_TOP;
  }
}
