// Replaced by the curriculum PDF work (issue 5).
export async function downloadCurriculumPdf(): Promise<void> {
  throw new Error('The curriculum PDF is not available yet');
}
