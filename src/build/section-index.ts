/**
 * The section index of a project: which page has each section id, what the layout (the site
 * file) scrolls to and which downloads it names; and what one page takes from it. The build's
 * page modules (page-modules.ts) and the dev server's (plugins/content.ts) both read it.
 */
import type { DownloadLink } from '../content/download-link.ts';
import { actionTargets, type ActionTargets } from '../content/links.ts';
import { parseYaml } from '../content/parsed-yaml.ts';
import { digestOf } from '../project/file-digest.ts';
import type { PageData } from '../project/page-schema.ts';
import { listProjectFiles, sectionRoutes, type ProjectFile } from '../project/project.ts';
import type { ValidatedBuild } from '../project/validated-project.ts';

export interface SectionIndex {
  /** Section id → the route of the first page that has it. */
  routes: Record<string, string>;
  /** The ids the site file (header, footer: every page) scrolls to. */
  layoutTargets: Set<string>;
  /** The downloads the site file's buttons name. */
  layoutDownloads: Set<string>;
}

/** The index of the project's files: the pages' from their digests, the site file's parse. */
export function sectionIndexOf(files: readonly ProjectFile[]): SectionIndex {
  const layout: ActionTargets = { scrollTo: new Set(), download: new Set() };
  for (const { source } of files.filter((file) => file.kind === 'site'))
    actionTargets(parseYaml(source).data, layout);
  return {
    routes: sectionRoutes(files),
    layoutTargets: layout.scrollTo,
    layoutDownloads: layout.download,
  };
}

/** The section index of a build, made once from the files it validated. */
export const builtSectionIndex = (validated: ValidatedBuild) =>
  validated.derived('section index', () =>
    // A build's validation holds every file and its digest: no file is read or parsed again
    // (after a one-page edit, reading the thousand others took a second).
    sectionIndexOf(validated.files ?? listProjectFiles(validated.root)),
  );

/**
 * What a built page's module takes from other pages (its `sectionRoutes` and `downloads`): the
 * routes of the sections it and the layout scroll to, the data files of the downloads they name,
 * as one text, from its digest (no page's data is read). The build keys a page by it, so a page
 * added elsewhere changes another page's key only when it moves a section that page links to.
 * The digest holds every target of the page as written, the module only those of its items
 * still offered: a few more, never fewer. No file (the 404 page): the layout's alone.
 */
export function builtPageLinks(
  validated: ValidatedBuild,
  downloadLinks: Record<string, DownloadLink>,
): (file: string | undefined) => string {
  const index = builtSectionIndex(validated);
  const files = new Map((validated.files ?? []).map((file) => [file.file, file]));
  return (file) => {
    const known = file === undefined ? undefined : files.get(file);
    if (file !== undefined && !known) throw new Error(`${file} is not a file of this build`);
    const digest = known && digestOf(known);
    const ids = new Set(index.layoutTargets);
    for (const [kind, target] of digest?.links ?? []) if (kind === 'scrollTo') ids.add(target);
    const names = new Set([...index.layoutDownloads, ...(digest?.downloadTargets ?? [])]);
    return JSON.stringify([
      [...ids].sort().map((id) => [id, index.routes[id] ?? null]),
      [...names].sort().map((name) => [name, downloadLinks[name] ?? null]),
    ]);
  };
}

/** What a page's actions name, and the layout's (the site file's: on every page). */
export const pageTargets = (page: PageData, index: SectionIndex): ActionTargets =>
  actionTargets(page, {
    scrollTo: new Set(index.layoutTargets),
    download: new Set(index.layoutDownloads),
  });

/** The index entries a page needs: its own `scrollTo` targets and the layout's. */
export function sectionRoutesFor(ids: Set<string>, index: SectionIndex): Record<string, string> {
  return Object.fromEntries(
    [...ids].sort().flatMap((id) => (index.routes[id] ? [[id, index.routes[id]]] : [])),
  );
}

/**
 * The links a built page carries to the downloads its own buttons and the layout's name
 * (src/render/page-downloads.ts); none in the dev server, which has a table of its own.
 */
export function downloadsFor(
  names: Set<string>,
  links: Record<string, DownloadLink>,
): Record<string, DownloadLink> {
  return Object.fromEntries(
    [...names].sort().flatMap((name) => (links[name] ? [[name, links[name]]] : [])),
  );
}
