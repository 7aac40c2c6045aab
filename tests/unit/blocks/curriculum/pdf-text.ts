/**
 * Reads a PDF back with pdfjs-dist (as a reader would) and returns every text run with its
 * position in the generator's own units: millimetres from the top-left corner.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const MM_PER_PT = 25.4 / 72;
const fontsDir =
  join(
    dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  ) + '/';

export interface TextRun {
  text: string;
  /** Left edge and baseline, in mm from the top-left corner of the page. */
  x: number;
  y: number;
  width: number;
  /** Font size in points. */
  size: number;
}

export interface PdfPage {
  width: number;
  height: number;
  runs: TextRun[];
}

export async function readPdf(bytes: ArrayBuffer): Promise<PdfPage[]> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: fontsDir,
    isEvalSupported: false,
  }).promise;
  const pages: PdfPage[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const [, , widthPt, heightPt] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    const runs: TextRun[] = [];
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [scaleX, , , , x, y] = item.transform as number[];
      runs.push({
        text: item.str,
        x: x! * MM_PER_PT,
        y: (heightPt - y!) * MM_PER_PT,
        width: item.width * MM_PER_PT,
        size: Math.round(scaleX! * 100) / 100,
      });
    }
    pages.push({ width: widthPt * MM_PER_PT, height: heightPt * MM_PER_PT, runs });
  }
  await pdf.destroy();
  return pages;
}
