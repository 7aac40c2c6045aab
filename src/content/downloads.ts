/**
 * Downloads are declared by the block that owns their data: a block schema has a field of the
 * type `downloadDeclaration` (fields.ts; the curriculum block's `download:`), and a page that uses the
 * block names the download and its file name in data. The builder sits beside the block, by
 * convention `blocks/<type>/download.ts` (see src/render/downloads.ts). This module finds the
 * declarations of a project, for the `download:` action's check, the build's data files
 * (src/cli/download-files.ts) and the dev server's table (downloads-plugin.ts).
 */
import { blockRegistry } from '../../blocks/index.ts';
import type { BlockDefinition } from './define-block.ts';
import { parseYaml } from './parsed-yaml.ts';
import { taggedFields } from './schema-introspection.ts';
import type { DownloadDeclaration } from './fields.ts';

export type { DownloadDeclaration } from './fields.ts';

let declaring: Map<string, string[]> | undefined;

/**
 * Block type → the fields of its schema that declare a download. Read when first needed (the
 * registry may not be loaded yet when this module is) and then kept: the schemas do not change
 * in a process, and reading them again for every block of every page was most of a build's
 * validation time.
 */
const declaringFields = () =>
  (declaring ??= new Map(
    (blockRegistry as readonly BlockDefinition[]).flatMap((block) => {
      const fields = taggedFields(block.schema, 'download-declaration');
      return fields.length ? [[block.type, fields] as const] : [];
    }),
  ));

/** Where a download is declared: the page file, the block's place in it, the field. */
export interface DeclaredDownload {
  name: string;
  fileName: string;
  /** The page file, relative to the project root. */
  file: string;
  blockIndex: number;
  blockType: string;
  field: string;
}

/** Every download the pages declare, in file order. */
export function declaredDownloads(pages: { file: string; source: string }[]): DeclaredDownload[] {
  return pages.flatMap(({ file, source }) => {
    const data = parseYaml(source).data as { blocks?: unknown } | null | undefined;
    const blocks = Array.isArray(data?.blocks) ? (data.blocks as Record<string, unknown>[]) : [];
    return blocks.flatMap((block, blockIndex) =>
      (declaringFields().get(String(block?.type)) ?? []).flatMap((field) => {
        const value = block[field] as Partial<DownloadDeclaration> | undefined;
        if (typeof value?.name !== 'string' || typeof value.fileName !== 'string') return [];
        const { name, fileName } = value;
        return [{ name, fileName, file, blockIndex, blockType: String(block.type), field }];
      }),
    );
  });
}
