/**
 * Runs a named download: the table of declared downloads (virtual:downloads, generated from the
 * blocks that declare them, see src/content/downloads.ts) says which page's block holds the
 * data and where its builder is (`blocks/<type>/download.ts`). The builder, its libraries and the
 * block's data load only when the button is pressed; so does the table itself, which grows with
 * the site's downloads and so stays out of every first load.
 */
import { loadChunk } from './chunk-reload.ts';
import type { DownloadDeclaration } from '../content/downloads.ts';
import type { DownloadBuilder } from './define-download.ts';
import { site } from './site.ts';

/** Hands a file to the browser to save. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Builds and saves a download; rejects with a readable error. */
export async function runDownload(name: string): Promise<void> {
  const { default: downloads } = await loadChunk(() => import('virtual:downloads'));
  const entry = downloads[name];
  if (!entry) throw new Error(`no block declares the download "${name}"`);
  const [builder, data] = await Promise.all([entry.builder(), entry.block()]);
  const block = data as Record<string, unknown> | null;
  const declaration = block?.[entry.field] as DownloadDeclaration | undefined;
  if (declaration?.name !== name) throw new Error(`${entry.file} no longer declares "${name}"`);
  const blob = await (builder.default as DownloadBuilder<unknown>)(block, {
    brand: site.brand.name,
    year: new Date().getFullYear(),
  });
  save(blob, declaration.fileName);
}
