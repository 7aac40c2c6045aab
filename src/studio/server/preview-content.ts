/**
 * What a page shows from the rest of the store: its forms (modals, inline forms) by id, and its
 * downloads by name (the declaring block's data and builder), each from a file that validates
 * (one with an error is left out, as the build refuses it), as the renderer takes it. The
 * studio's previews show these rather than what the studio's app was built with, so a form or
 * a download saved in a draft, or published since the team studio started, shows as it is now.
 *
 * The studio asks after every save, and a site of a thousand pages each declaring a download
 * took a second of the server's (single) thread to validate them all again: each file's data is
 * kept with its text and what it read of the context (context-reads.ts, as the build cache
 * keeps it), and validated again only when either changed.
 */
import { answersIn, type ContextRead } from '../../content/context-reads.ts';
import type { FormDefinition } from '../../content/form-schema.ts';
import { declaredDownloads } from '../../content/downloads.ts';
import type { ProjectFile } from '../../content/project.ts';
import { formIdFromFile } from '../../content/route-path.ts';
import { validateWithReads } from '../../content/validate-with-reads.ts';
import type { ShownDownload } from '../../render/downloads.ts';
import { projectOnDisk } from './project-cache.ts';

export interface PreviewContent {
  forms: Record<string, FormDefinition>;
  downloads: Record<string, ShownDownload>;
}

/** A file's data as last made here: good while its text and the answers to its reads are. */
interface Known {
  source: string;
  reads: readonly ContextRead[];
  answers: string;
  data: Record<string, unknown> | undefined;
}

/** By file path: one entry per content file, whichever folder (draft, commit) asked last. */
const known = new Map<string, Known>();

export function previewContent(root: string): PreviewContent {
  const { files, context } = projectOnDisk(root);
  const answers = answersIn(context);
  /** A file's data as JSON (what an answer carries), or undefined when it has an error. */
  const dataOf = (file: ProjectFile) => {
    const before = known.get(file.file);
    if (before?.source === file.source && answers(before.reads) === before.answers) {
      return before.data;
    }
    const { result, reads } = validateWithReads(file.file, file.kind, file.bytes, context);
    const valid = result.data !== undefined && !result.problems.some((p) => p.severity === 'error');
    const data = valid
      ? (JSON.parse(JSON.stringify(result.data)) as Record<string, unknown>)
      : undefined;
    known.set(file.file, { source: file.source, reads, answers: answers(reads), data });
    return data;
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
