/**
 * A form with `downloadFrom: <field>` downloads, after a successful send, the file under public/
 * whose path the opening button gave that field in its `prefill:`. This cross-file check makes
 * sure every such path is a file the site has, and points at the prefill value.
 */
import type { ProjectContext } from './context.ts';
import { parseYaml } from './parsed-yaml.ts';
import { formatPath } from './positions.ts';
import type { ProjectFile } from './project.ts';
import { formIdFromFile } from './route-path.ts';
import { didYouMean } from './suggest.ts';
import { problemAt, type Problem } from './validate.ts';

/** Form id → the field whose prefill names a file to download. */
function downloadFields(files: readonly ProjectFile[]): Map<string, string> {
  const fields = new Map<string, string>();
  for (const file of files) {
    if (file.kind !== 'form') continue;
    const field = (parseYaml(file.source).data as { downloadFrom?: unknown } | undefined)
      ?.downloadFrom;
    if (typeof field === 'string') fields.set(formIdFromFile(file.file), field);
  }
  return fields;
}

export function prefillFileProblems(
  files: readonly ProjectFile[],
  context: ProjectContext,
): Problem[] {
  const fields = downloadFields(files);
  if (fields.size === 0) return [];
  const problems: Problem[] = [];
  for (const file of files) {
    if (file.kind === 'form') continue;
    // The document only when a problem needs its position (parsed-yaml.ts may hold data alone).
    const parsed = parseYaml(file.source);
    // The path as a chain from the leaf, made into a list only for a problem: every value of
    // every page is visited.
    type Link = { parent: Link | null; key: string | number } | null;
    const pathOf = (link: Link): (string | number)[] =>
      link ? [...pathOf(link.parent), link.key] : [];
    const visit = (node: unknown, link: Link) => {
      if (node === null || typeof node !== 'object') return;
      if (Array.isArray(node)) {
        node.forEach((child, index) => visit(child, { parent: link, key: index }));
        return;
      }
      const value = node as Record<string, unknown>;
      const field = typeof value.modal === 'string' ? fields.get(value.modal) : undefined;
      const given = field && (value.prefill as Record<string, unknown> | undefined)?.[field];
      if (field && typeof given === 'string' && !context.publicFiles.has(given)) {
        const at = [...pathOf(link), 'prefill', field];
        problems.push(
          problemAt(
            { file: file.file, ...parsed.locate(at), path: formatPath(at) },
            'missing-file',
            `no file public${given} exists to download${didYouMean(given, [...context.publicFiles])}`,
          ),
        );
      }
      for (const key in value) visit(value[key], { parent: link, key });
    };
    visit(parsed.data, null);
  }
  return problems;
}
