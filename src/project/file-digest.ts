/**
 * What the checks across files read of one file, made from its parse once: its section ids,
 * declared downloads, link targets, prefilled downloads, head, and for the content review's
 * project rules its title, description and buttons. A digest is small (a few kB where the data
 * is tens) and plain JSON, so the build cache keeps it beside a file's result: after a one-page
 * edit the checks across files run on the thousand digests it reads, and no other page's data
 * is read or parsed (src/build/cache/validation-cache.ts).
 *
 * Every check across files reads a file through `digestOf`, which makes the digest from the
 * parse (the parse cache's) unless the build cache handed one in (`rememberDigest`).
 */
import { blockRegistry } from '../../blocks/index.ts';
import type { BlockDefinition } from '../content/define-block.ts';
import type { DownloadDeclaration } from '../content/fields.ts';
import { kindSchemas } from './kind-schemas.ts';
import { linkingKinds } from '../content/links.ts';
import { parseYaml } from '../content/parsed-yaml.ts';
import { redirectsIn } from '../content/redirects.ts';
import type { Position } from '../content/positions.ts';
import { actionsOf, type ActionTarget } from '../content/review/actions-in.ts';
import { readAcrossFiles } from '../content/review/index.ts';
import { IGNORE_MARK } from '../content/review/ignores.ts';
import { pageHead } from '../content/review/page-head.ts';
import { taggedFields } from '../content/schema-introspection.ts';
import { collectionOf, type FileKind } from '../content/collections.ts';

/** A download a page's block declares: the block's place, its type and the declaring field. */
export interface DigestDownload {
  name: string;
  fileName: string;
  blockIndex: number;
  blockType: string;
  field: string;
}

/** An object with a `modal:` text and a `prefill:` map, anywhere in the data. */
export interface DigestPrefill {
  path: (string | number)[];
  modal: string;
  prefill: Record<string, unknown>;
}

export interface FileDigest {
  kind: FileKind;
  /** Its data is a map (a text YAML cannot read, or a list, has none to check). */
  readable: boolean;
  /** Where a problem about the whole file goes. */
  head: Position;
  /** A page's blocks' `id`s. */
  sectionIds: string[];
  /** How many blocks a page has. */
  blocks: number;
  downloads: DigestDownload[];
  /** Every target of a linking action kind (`to`, `scrollTo`…), anywhere: the orphan check's. */
  links: [kind: string, target: string][];
  /** The download names its buttons name (a built page carries their data files' links). */
  downloadTargets: string[];
  prefills: DigestPrefill[];
  /** A page's title and description as written (review/page-head.ts). */
  title?: string;
  description?: string;
  /** The site file's brand name and address. */
  site?: { name?: string; url?: string };
  /** The site file's redirects, as `[from, to]` (redirects.ts, `redirectsIn`). */
  redirects?: [from: string, to: string][];
  /** A form's `downloadFrom:` field. */
  downloadFrom?: string;
  /** Its text has an ignore comment of the content review (review/ignores.ts). */
  ignores: boolean;
  /**
   * Where those of its buttons and links lead that a project rule reads (`readsActions` in
   * review/define-rule.ts), by its kind's schema.
   */
  actions: ActionTarget[];
}

let declaring: Map<string, string[]> | undefined;
/**
 * Block type → the fields of its schema that declare a download. Read when first needed (the
 * registry may not be loaded yet when this module is) and then kept: reading the schemas again
 * for every block of every page was most of a build's validation time.
 */
const declaringFields = () =>
  (declaring ??= new Map(
    (blockRegistry as readonly BlockDefinition[]).flatMap((block) => {
      const fields = taggedFields(block.schema, 'download-declaration');
      return fields.length ? [[block.type, fields] as const] : [];
    }),
  ));

function downloadsOf(blocks: readonly unknown[]): DigestDownload[] {
  return blocks.flatMap((raw, blockIndex) => {
    const block = (raw ?? {}) as Record<string, unknown>;
    return (declaringFields().get(String(block.type)) ?? []).flatMap((field) => {
      const value = block[field] as Partial<DownloadDeclaration> | undefined;
      if (typeof value?.name !== 'string' || typeof value.fileName !== 'string') return [];
      const { name, fileName } = value;
      return [{ name, fileName, blockIndex, blockType: String(block.type), field }];
    });
  });
}

/** The section ids of a page's blocks: their `id`s. */
export const blockIdsOf = (blocks: readonly unknown[]): string[] =>
  blocks.flatMap((block) => {
    const id = (block as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? [id] : [];
  });

/** The link targets and prefilled modals of the data, in one walk of every value. */
function walk(data: unknown, digest: Pick<FileDigest, 'links' | 'downloadTargets' | 'prefills'>) {
  // The path as a chain from the leaf, made into a list only for a prefill: every value of
  // every page is visited.
  type Link = { parent: Link; key: string | number } | null;
  const pathOf = (link: Link): (string | number)[] =>
    link ? [...pathOf(link.parent), link.key] : [];
  const visit = (node: unknown, link: Link) => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach((child, index) => visit(child, { parent: link, key: index }));
      return;
    }
    const record = node as Record<string, unknown>;
    for (const kind of linkingKinds) {
      const target = record[kind.key];
      if (typeof target === 'string') digest.links.push([kind.key, target]);
    }
    // A text, as actionTargets reads one (a declaration, `download: { name }`, is an object).
    if (typeof record.download === 'string') digest.downloadTargets.push(record.download);
    const prefill = record.prefill;
    if (typeof record.modal === 'string' && typeof prefill === 'object' && prefill !== null) {
      const given = prefill as Record<string, unknown>;
      digest.prefills.push({ path: pathOf(link), modal: record.modal, prefill: given });
    }
    for (const key in record) visit(record[key], { parent: link, key });
  };
  visit(data, null);
}

/** The digest of a file's parse. */
export function makeDigest(kind: FileKind, source: string): FileDigest {
  const parsed = parseYaml(source);
  const data = parsed.data;
  const readable = typeof data === 'object' && data !== null && !Array.isArray(data);
  const digest: FileDigest = {
    kind,
    readable,
    head: parsed.head,
    sectionIds: [],
    blocks: 0,
    downloads: [],
    links: [],
    downloadTargets: [],
    prefills: [],
    actions: [],
    ignores: source.includes(IGNORE_MARK),
  };
  if (!readable) return digest;
  const record = data as Record<string, unknown>;
  if (kind === 'page') {
    const blocks = Array.isArray(record.blocks) ? (record.blocks as unknown[]) : [];
    digest.blocks = blocks.length;
    digest.sectionIds = blockIdsOf(blocks);
    digest.downloads = downloadsOf(blocks);
    Object.assign(digest, pageHead(data));
  }
  if (kind === 'site') {
    const name = (record.brand as { name?: unknown } | undefined)?.name;
    const url = record.url;
    digest.site = {
      ...(typeof name === 'string' ? { name } : {}),
      ...(typeof url === 'string' ? { url } : {}),
    };
    digest.redirects = [...redirectsIn(record)];
  }
  if (kind === 'form' && typeof record.downloadFrom === 'string')
    digest.downloadFrom = record.downloadFrom;
  // An old address's redirect is no way through the site: a page it leads to is still an orphan.
  walk(kind === 'site' ? { ...record, redirects: undefined } : data, digest);
  digest.actions = actionsOf(kindSchemas[kind], data)
    .filter(readAcrossFiles)
    .map(({ path, kind, target }) => ({ path, kind, target }));
  return digest;
}

/**
 * The last digest of each file, with the text and kind it was made of: a long-running studio
 * holds one a file. Keyed by path, not text: a text is compared to the one held by identity
 * first, where hashing a thousand long texts as keys took tens of milliseconds. A file whose
 * text's hash is known (the build cache's) is compared by it: its text is not even read.
 */
const digests = new Map<string, { source?: string; textHash?: string; digest: FileDigest }>();

interface DigestedFile {
  file: string;
  kind?: FileKind;
  source: string;
  textHash?: string;
}

const sameText = (known: { source?: string; textHash?: string }, file: DigestedFile) =>
  known.textHash !== undefined && file.textHash !== undefined
    ? known.textHash === file.textHash
    : known.source !== undefined && known.source === file.source;

/** The digest of a project file: the one handed in for its text, else made from its parse. */
export function digestOf(
  file: DigestedFile,
  kind: FileKind = file.kind ?? collectionOf(file.file) ?? 'page',
): FileDigest {
  const known = digests.get(file.file);
  if (known && known.digest.kind === kind && sameText(known, file)) return known.digest;
  const digest = makeDigest(kind, file.source);
  digests.set(file.file, { source: file.source, textHash: file.textHash, digest });
  return digest;
}

/** Keeps the digest of a file's text made elsewhere (the build cache): by its text's hash. */
export const rememberDigest = (file: string, textHash: string, digest: FileDigest) =>
  void digests.set(file, { textHash, digest });
