import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const STANDARD_FONTS = `${join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** A PDF read back as a viewer reads it: its page count, each page's text and its document properties. */
export interface ReadPdf {
  pageCount: number;
  /** One string per page: the page's text runs joined by spaces, whitespace collapsed. */
  pages: string[];
  info: Record<string, unknown>;
}

export async function readPdf(bytes: Buffer): Promise<ReadPdf> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    isEvalSupported: false,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const runs = content.items.map((item) => ('str' in item ? item.str : ''));
      pages.push(runs.join(' ').replace(/\s+/g, ' ').trim());
    }
    const metadata = await document.getMetadata();
    const info: Record<string, unknown> = { ...metadata.info };
    return { pageCount: document.numPages, pages, info };
  } finally {
    await document.destroy();
  }
}
