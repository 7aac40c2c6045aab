/**
 * What a page shows from the rest of the store: its forms (modals, inline forms) by id, and its
 * downloads by name (the declaring block's data and builder), each from a file that validates
 * (one with an error is left out, as the build refuses it), as the renderer takes it. The
 * studio's previews show these rather than what the studio's app was built with, so a form or
 * a download saved in a draft, or published since the team studio started, shows as it is now.
 *
 * The studio asks after every save: each file's validation is the one kept since its text and
 * what it read last changed (validated-files.ts), and so is the data made of it.
 */
import type { FormDefinition } from '../../content/form-schema.ts';
import { declaredDownloads } from '../../project/downloads.ts';
import type { ProjectFile } from '../../project/project.ts';
import { formIdFromFile } from '../../content/route-path.ts';
import type { ValidationResult } from '../../project/validate.ts';
import type { ShownDownload } from '../../render/downloads.ts';
import { projectOnDisk } from './project-cache.ts';
import { validatedFile } from './validated-files.ts';

export interface PreviewContent {
  forms: Record<string, FormDefinition>;
  downloads: Record<string, ShownDownload>;
}

/** A validation's data as JSON (what an answer carries), or undefined when it has an error. */
const dataOfResult = new WeakMap<ValidationResult, Record<string, unknown> | undefined>();

export function previewContent(root: string): PreviewContent {
  const { files, context } = projectOnDisk(root);
  const dataOf = (file: ProjectFile) => {
    const result = validatedFile(file, context);
    if (!dataOfResult.has(result)) {
      const valid =
        result.data !== undefined && !result.problems.some((p) => p.severity === 'error');
      const data = valid
        ? (JSON.parse(JSON.stringify(result.data)) as Record<string, unknown>)
        : undefined;
      dataOfResult.set(result, data);
    }
    return dataOfResult.get(result);
  };
  const forms = Object.fromEntries(
    files.flatMap((file) => {
      const data = file.kind === 'form' ? dataOf(file) : undefined;
      return data ? [[formIdFromFile(file.file), data as FormDefinition]] : [];
    }),
  );
  // Only the pages that declare a download are validated, each once.
  const pages = new Map<string, Record<string, unknown> | undefined>();
  const pageData = (path: string) => {
    if (!pages.has(path)) pages.set(path, dataOf(files.find((file) => file.file === path)!));
    return pages.get(path);
  };
  const downloads: Record<string, ShownDownload> = {};
  for (const download of declaredDownloads(files.filter((file) => file.kind === 'page'))) {
    const blocks = pageData(download.file)?.blocks as unknown[] | undefined;
    if (!blocks || download.name in downloads) continue;
    downloads[download.name] = {
      type: download.blockType,
      fileName: download.fileName,
      block: blocks[download.blockIndex],
    };
  }
  return { forms, downloads };
}
