/**
 * The `curriculum-pdf` download: saves the PDF of the curriculum block of a page module (which
 * page is the download registry's choice, src/render/downloads.ts). This module, and jsPDF with
 * it, loads only when the button is pressed.
 */
import type { PageData } from '../content/page-schema.ts';
import type { PageModule } from '../render/page-module.ts';
import { site } from '../render/site.ts';
import { buildCurriculumPdf, curriculumPdfFileName } from './curriculum-pdf.ts';

type Block = PageData['blocks'][number];
const isCurriculum = (block: Block): block is Extract<Block, { type: 'curriculum' }> =>
  block.type === 'curriculum';

export async function downloadCurriculumPdf({ page, file }: PageModule): Promise<void> {
  const block = page.blocks.find(isCurriculum);
  if (!block) throw new Error(`${file} has no curriculum block`);
  const doc = buildCurriculumPdf({
    curriculum: block,
    brand: site.brand.name,
    year: new Date().getFullYear(),
  });
  await doc.save(curriculumPdfFileName(site.brand.name), { returnPromise: true });
}
