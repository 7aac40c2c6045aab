/**
 * The preview's fast path: the project's one validator, run here in the browser on the text as
 * typed, so an edit reaches the preview without waiting for the dev server. It runs without the
 * rest of the project (no context), so links to other files, forms and section ids are left to
 * the server's pass, which also brings the problem list. A page it accepts is shown at once.
 */
import type { PageData } from '../../project/page-schema.ts';
import { validateSource } from '../../project/validate.ts';

export function pageFromText(path: string, text: string): PageData | null {
  const result = validateSource(path, 'page', text, null);
  if (result.data === undefined) return null;
  if (result.problems.some((problem) => problem.severity === 'error')) return null;
  // The same plain JSON the server's answer carries (dates as strings), so both renders agree.
  return JSON.parse(JSON.stringify(result.data)) as PageData;
}
