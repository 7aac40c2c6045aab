/**
 * What a page shows from the rest of the store: its forms (modals, inline forms) by id, and its
 * downloads by name (the declaring block's data and builder), each from a file that validates
 * (one with an error is left out, as the build refuses it), as the renderer takes it. The
 * studio's previews show these rather than what the studio's app was built with, so a form or
 * a download saved in a draft, or published since the team studio started, shows as it is now.
 */
import type { FormDefinition } from '../../content/form-schema.ts';
import { declaredDownloads } from '../../content/downloads.ts';
import { buildContext, listProjectFiles } from '../../content/project.ts';
import { formIdFromFile } from '../../content/route-path.ts';
import { validateSource } from '../../content/validate.ts';
import type { ShownDownload } from '../../render/downloads.ts';

export interface PreviewContent {
  forms: Record<string, FormDefinition>;
  downloads: Record<string, ShownDownload>;
}

export function previewContent(root: string): PreviewContent {
  const files = listProjectFiles(root);
  const context = buildContext(root, files);
  /** A file's data as JSON (what an answer carries), or undefined when it has an error. */
  const dataOf = (file: (typeof files)[number]) => {
    const result = validateSource(file.file, file.kind, file.bytes, context);
    const valid = result.data !== undefined && !result.problems.some((p) => p.severity === 'error');
    return valid ? (JSON.parse(JSON.stringify(result.data)) as Record<string, unknown>) : undefined;
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
