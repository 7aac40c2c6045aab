/**
 * Downloads are declared by the block that owns their data: a block schema has a field of the
 * type `downloadDeclaration` (fields.ts; the curriculum block's `download:`), and a page that uses the
 * block names the download and its file name in data. The builder sits beside the block, by
 * convention `blocks/<type>/download.ts` (see src/render/downloads.ts). This module finds the
 * declarations of a project, for the `download:` action's check, the build's data files
 * (src/build/download-files.ts) and the dev server's table (src/build/plugins/downloads.ts), from each page's
 * digest (file-digest.ts, which reads the declaring fields of the block schemas).
 */
import { digestOf, type DigestDownload } from './file-digest.ts';

export type { DownloadDeclaration } from '../content/fields.ts';

/** Where a download is declared: the page file, the block's place in it, the field. */
export interface DeclaredDownload extends DigestDownload {
  /** The page file, relative to the project root. */
  file: string;
}

/** Every download the pages declare, in file order. */
export function declaredDownloads(
  pages: { file: string; source: string; textHash?: string }[],
): DeclaredDownload[] {
  return pages.flatMap((page) =>
    digestOf(page, 'page').downloads.map(({ name, fileName, blockIndex, blockType, field }) => ({
      name,
      fileName,
      file: page.file,
      blockIndex,
      blockType,
      field,
    })),
  );
}
