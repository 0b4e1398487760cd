/**
 * Text and page count of a PDF that Chromium printed (page.pdf), for the print tests of the builders
 * and reference cards. pdf.js runs in Node without a canvas for text extraction.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  /** Number of pages. */
  pages: number;
  /** Each page's text, items joined by spaces, whitespace collapsed. */
  pageTexts: string[];
  /** All pages' text joined by newlines. */
  text: string;
  /** Each page's width and height in PDF points (A4 is 595 × 842, US Letter 612 × 792). */
  pageSizes: [number, number][];
}

export async function pdfText(pdf: Buffer | Uint8Array): Promise<PdfText> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pageTexts: string[] = [];
  const pageSizes: [number, number][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const [x0, y0, x1, y1] = page.view;
    pageSizes.push([Math.round(x1! - x0!), Math.round(y1! - y0!)]);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    pageTexts.push(text.replace(/\s+/g, ' ').trim());
  }
  await doc.destroy();
  return { pages: doc.numPages, pageTexts, text: pageTexts.join('\n'), pageSizes };
}
