/**
 * The `curriculum-pdf` download: reads the curriculum block from the page module of
 * pages/curriculum.yaml (the very data /curriculum renders; already loaded when the visitor is
 * on that page) and saves the PDF. This module, and jsPDF with it, loads only when the button
 * is pressed (see src/render/downloads.ts).
 */
import type { PageData } from '../content/page-schema.ts';
import type { PageModule } from '../render/page-module.ts';
import { site } from '../render/site.ts';
import { buildCurriculumPdf, curriculumPdfFileName } from './curriculum-pdf.ts';

type Block = PageData['blocks'][number];
const isCurriculum = (block: Block): block is Extract<Block, { type: 'curriculum' }> =>
  block.type === 'curriculum';

export async function downloadCurriculumPdf(): Promise<void> {
  const { page } = (await import('../../pages/curriculum.yaml')) as unknown as PageModule;
  const block = page.blocks.find(isCurriculum);
  if (!block) throw new Error('pages/curriculum.yaml has no curriculum block');
  const doc = buildCurriculumPdf({
    curriculum: block,
    brand: site.brand.name,
    year: new Date().getFullYear(),
  });
  await doc.save(curriculumPdfFileName(site.brand.name), { returnPromise: true });
}
