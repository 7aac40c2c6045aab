/**
 * Named downloads a `download:` action may run, each with the content it is made from. Each
 * loads its heavy code (and its content, when not already loaded) only when pressed.
 */
import type { DownloadName } from '../content/downloads.ts';
import type { PageModule } from './page-module.ts';

export const downloads: Record<DownloadName, () => Promise<void>> = {
  // The PDF of the curriculum /curriculum shows: the same page data, so the two never differ.
  'curriculum-pdf': async () => {
    const [{ downloadCurriculumPdf }, module] = await Promise.all([
      import('../pdf/download-curriculum.ts'),
      import('../../pages/curriculum.yaml') as Promise<unknown> as Promise<PageModule>,
    ]);
    await downloadCurriculumPdf(module);
  },
};
