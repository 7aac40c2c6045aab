/**
 * The builder of the download this block declares (`download:` in its data): the curriculum
 * PDF, from the block's own data. Loaded, with jsPDF, only when the button is pressed.
 */
import { defineDownloadBuilder } from '../../src/render/define-download.ts';
import { buildCurriculumPdf } from './pdf.ts';
import type { CurriculumContent } from './schema.ts';

export default defineDownloadBuilder<CurriculumContent>((curriculum, { brand, year }) =>
  buildCurriculumPdf({ curriculum, brand, year }).output('blob'),
);
