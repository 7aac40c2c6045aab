/**
 * The key of a prerendered page: a hash of its module data (the validated page, its dated items
 * judged, its section links and islands) and of the compiled server chunks that render it. Chunks are read from the server build's manifest: the code every page runs
 * (the entries and all they import, but for block components and forms), the chunks of each
 * block type the page holds, and those of the forms its data or the site's names. The server
 * bundle's file names carry no hash (build.ts), so a chunk's bytes change only with its code.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashOf } from './hash.ts';

type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

const BLOCK_COMPONENT = /^blocks\/([^/]+)\/Component\.tsx$/;
const FORM_FILE = /^forms\/([^/]+)\.yaml$/;

/** A page's module data as the server bundle is handed it, and its blocks' types. */
export interface PageModuleJson {
  json: string;
  blockTypes: readonly string[];
}

export interface RenderKeys {
  /** What the server bundle renders of a page (its module is null for the 404 page). */
  bodyKey(
    job: { url: string; outFile: string; status: number },
    module: PageModuleJson | null,
  ): string;
}

export function renderKeys(
  serverDir: string,
  siteJson: string,
  formIds: readonly string[],
): RenderKeys {
  const manifest = JSON.parse(
    readFileSync(join(serverDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const chunkHashes = new Map<string, string>();
  const chunkHash = (file: string) => {
    let hash = chunkHashes.get(file);
    if (!hash) chunkHashes.set(file, (hash = hashOf(readFileSync(join(serverDir, file)))));
    return hash;
  };
  /** The chunks reachable from these manifest entries, not entering the ones `stop` names. */
  const closure = (starts: string[], stop: (entry: string) => boolean): string => {
    const seen = new Set<string>();
    const visit = (entry: string) => {
      if (seen.has(entry) || !manifest[entry]) return;
      seen.add(entry);
      for (const next of [
        ...(manifest[entry].imports ?? []),
        ...(manifest[entry].dynamicImports ?? []),
      ])
        if (!stop(next)) visit(next);
    };
    starts.forEach(visit);
    return hashOf(
      ...[...seen].sort().flatMap((entry) => [entry, chunkHash(manifest[entry]!.file)]),
    );
  };
  const isForm = (entry: string) => FORM_FILE.test(entry);
  const shared = closure(
    Object.keys(manifest).filter((entry) => (manifest[entry] as { isEntry?: boolean }).isEntry),
    (entry) => BLOCK_COMPONENT.test(entry) || isForm(entry),
  );
  /** Each block's and form's chunks' hash, made once: a thousand pages name the same few. */
  const once = (make: (name: string) => string) => {
    const made = new Map<string, string>();
    return (name: string) => {
      let hash = made.get(name);
      if (hash === undefined) made.set(name, (hash = make(name)));
      return hash;
    };
  };
  const blockHash = once((type) => closure([`blocks/${type}/Component.tsx`], isForm));
  const formHash = once((id) => closure([`forms/${id}.yaml`], () => false));
  // Forms named anywhere in the site's data are on every page (a header's modal button): each
  // form id as a JSON string, all found in one pass over a page's data (a search per form id
  // was half of what keying a page cost).
  const quotedIds = new RegExp(
    formIds.map((id) => JSON.stringify(id).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    'g',
  );
  const named = (json: string): string[] =>
    formIds.length === 0
      ? []
      : [...new Set(json.match(quotedIds))].map((quoted) => JSON.parse(quoted) as string);
  const siteForms = named(siteJson);

  return {
    bodyKey(job, module) {
      const parts = [shared, JSON.stringify(job), module?.json ?? ''];
      if (module) {
        const types = [...new Set(module.blockTypes)].sort();
        const forms = [...new Set([...siteForms, ...named(module.json)])].sort();
        parts.push(...types.map(blockHash), ...forms.map(formHash));
      }
      return hashOf(...parts);
    },
  };
}
