/**
 * A form with `downloadFrom: <field>` downloads, after a successful send, the file under public/
 * whose path the opening button gave that field in its `prefill:`. This cross-file check makes
 * sure every such path is a file the site has, and points at the prefill value.
 */
import type { FileKind } from '../content/collections.ts';
import type { ProjectContext } from '../content/context.ts';
import { digestOf } from './file-digest.ts';
import { parseYaml } from '../content/parsed-yaml.ts';
import { formatPath } from '../content/positions.ts';
import { formIdFromFile } from '../content/route-path.ts';
import { didYouMean } from '../content/suggest.ts';
import { problemAt, type Problem } from '../content/problem.ts';

/** A project file as this check reads it: project.ts's ProjectFile, as crossFileProblems gives. */
interface SourceFile {
  file: string;
  kind: FileKind;
  source: string;
  /** Its hash, when the caller keeps one: its digest is found by it (file-digest.ts). */
  textHash?: string;
}

/** Form id → the field whose prefill names a file to download. */
function downloadFields(files: readonly SourceFile[]): Map<string, string> {
  const fields = new Map<string, string>();
  for (const file of files) {
    if (file.kind !== 'form') continue;
    const field = digestOf(file).downloadFrom;
    if (field !== undefined) fields.set(formIdFromFile(file.file), field);
  }
  return fields;
}

export function prefillFileProblems(
  files: readonly SourceFile[],
  context: ProjectContext,
): Problem[] {
  const fields = downloadFields(files);
  if (fields.size === 0) return [];
  return files.flatMap((file) => {
    if (file.kind === 'form') return [];
    // From the digest's prefilled modals; the parse only when a problem needs its position.
    return digestOf(file).prefills.flatMap(({ path, modal, prefill }) => {
      const field = fields.get(modal);
      const given = field && prefill[field];
      if (!field || typeof given !== 'string' || context.publicFiles.has(given)) return [];
      const at = [...path, 'prefill', field];
      return [
        problemAt(
          { file: file.file, ...parseYaml(file.source).locate(at), path: formatPath(at) },
          'missing-file',
          `no file public${given} exists to download${didYouMean(given, [...context.publicFiles])}`,
        ),
      ];
    });
  });
}
