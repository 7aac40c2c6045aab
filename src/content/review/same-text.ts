import type { ProjectFinding, ReviewedFile } from './define-rule.ts';

/** Pages whose title (or description) an earlier page already has, case and spaces aside. */
export function sameText(
  pages: readonly ReviewedFile[],
  field: 'title' | 'description',
): ProjectFinding[] {
  const first = new Map<string, string>();
  return pages.flatMap((page) => {
    const text = page.head[field];
    const key = text?.trim().replace(/\s+/g, ' ').toLowerCase();
    if (!key) return [];
    const owner = first.get(key);
    if (owner === undefined) {
      first.set(key, page.file);
      return [];
    }
    return [{ file: page.file, path: [field], message: `${owner} has the same ${field}` }];
  });
}
