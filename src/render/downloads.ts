/**
 * Runs a named download. A built page names the data file of each download its buttons use and
 * the type of the block that declares it (page-downloads.ts): the data is fetched and the
 * builder (`blocks/<type>/download.ts`) loaded only when the button is pressed, and the client
 * bundle holds no table of the site's downloads. The dev server and the studio's previews, which
 * render pages whole as their YAML changes, ask `virtual:downloads` instead: a table of the
 * declared downloads (src/build/plugins/downloads.ts), absent from the site's build. The
 * previews first build a download the page they show declares from its data as shown, and any
 * other from the store's table they are handed (a draft's own), not the one they were built with.
 */
import { islandsBuild } from '../islands/mode.ts';
import { loadChunk } from './chunk-reload.ts';
import type { DownloadDeclaration } from '../project/downloads.ts';
import type { DownloadBuilder } from './define-download.ts';
import type { DownloadData } from '../content/download-link.ts';
import { pageDownloadLinks } from './page-downloads.ts';
import { site } from './site.ts';

type BuilderModule = { default: DownloadBuilder<unknown> };

// Every block's builder, each a chunk of its own: code, loaded on the first press.
const builders = import.meta.glob<BuilderModule>('../../blocks/*/download.ts');
const builderOf = (type: string) => builders[`../../blocks/${type}/download.ts`];

interface Prepared extends DownloadData {
  build: DownloadBuilder<unknown>;
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** A built page's download: its data file and its block's builder, named by the page. */
async function builtDownload(name: string): Promise<Prepared> {
  const link = pageDownloadLinks()[name];
  if (!link) throw new Error(`this page carries no link to the download "${name}"`);
  const load = builderOf(link.type);
  if (!load) throw new Error(`the block type "${link.type}" has no download builder`);
  const [builder, data] = await Promise.all([loadChunk(load), fetchJson(link.data)]);
  return { build: builder.default, ...(data as DownloadData) };
}

/**
 * The blocks of the page a studio preview shows now (PreviewApp.tsx and DraftPreview.tsx say
 * which). A download one of them declares is built from its data as shown: an edit not saved
 * yet, or a draft's text, rather than the files the table was made of.
 */
let shownBlocks: readonly unknown[] = [];

export function showingBlocks(blocks: readonly unknown[]) {
  shownBlocks = blocks;
}

const declares = (value: unknown, name: string): value is DownloadDeclaration =>
  typeof value === 'object' &&
  value !== null &&
  (value as DownloadDeclaration).name === name &&
  typeof (value as DownloadDeclaration).fileName === 'string';

/** The shown page's download, when one of its blocks declares it. */
function shownDownload(name: string): Promise<Prepared> | undefined {
  for (const shown of shownBlocks) {
    const block = (shown ?? {}) as Record<string, unknown>;
    const declaration = Object.values(block).find((value) => declares(value, name));
    const load = builderOf(String(block.type));
    if (!declaration || !load) continue;
    return loadChunk(load).then((builder) => ({
      build: builder.default,
      fileName: declaration.fileName,
      block,
    }));
  }
  return undefined;
}

/**
 * A download as a studio preview is handed it (src/studio/server/preview-content.ts): its
 * block's type (the builder), file name and data.
 */
export interface ShownDownload {
  type: string;
  fileName: string;
  block: unknown;
}
let shownTable: Record<string, ShownDownload> | null = null;

/** The store's downloads, for a studio preview: in place of the table it was built with. */
export function showDownloadsOf(table: Record<string, ShownDownload>) {
  shownTable = table;
}

/** A download of the store's table a studio preview was handed. */
async function tableDownload(table: Record<string, ShownDownload>, name: string) {
  const entry = Object.hasOwn(table, name) ? table[name]! : undefined;
  if (!entry) throw new Error(`no block declares the download "${name}"`);
  const load = builderOf(entry.type);
  if (!load) throw new Error(`the block type "${entry.type}" has no download builder`);
  const builder = await loadChunk(load);
  return { build: builder.default, fileName: entry.fileName, block: entry.block };
}

/** The dev server's download: the table of the current files says where it is. */
async function servedDownload(name: string): Promise<Prepared> {
  const { default: downloads } = await loadChunk(() => import('virtual:downloads'));
  const entry = downloads[name];
  if (!entry) throw new Error(`no block declares the download "${name}"`);
  const [builder, data] = await Promise.all([entry.builder(), entry.block()]);
  const block = data as Record<string, unknown> | null;
  const declaration = block?.[entry.field] as DownloadDeclaration | undefined;
  if (declaration?.name !== name) throw new Error(`${entry.file} no longer declares "${name}"`);
  return {
    build: builder.default as DownloadBuilder<unknown>,
    fileName: declaration.fileName,
    block,
  };
}

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
  // A constant of the build (mode.ts): a build keeps one branch, and no trace of the other.
  const { build, fileName, block } = await (islandsBuild
    ? builtDownload(name)
    : (shownDownload(name) ??
      (shownTable ? tableDownload(shownTable, name) : servedDownload(name))));
  const blob = await build(block, { brand: site.brand.name, year: new Date().getFullYear() });
  save(blob, fileName);
}
