/** Named downloads a `download:` action may run; each loads its heavy code only when pressed. */
import type { DownloadName } from '../content/downloads.ts';

export const downloads: Record<DownloadName, () => Promise<void>> = {
  'curriculum-pdf': async () => {
    const { downloadCurriculumPdf } = await import('../pdf/download-curriculum.ts');
    await downloadCurriculumPdf();
  },
};
