/**
 * Turns the YAML content into validated JavaScript modules at dev and build time, so the
 * browser never downloads the YAML parser. A page module carries its data and imports exactly
 * the block components it uses, which makes each page its own chunk. An invalid file stops the
 * build (and shows Vite's overlay in dev) with one `file:line:col path: message` line per problem.
 */
import { relative, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { buildDate } from '../content/build-date.ts';
import { expiredItems, withoutExpired } from '../content/dated-items.ts';
import { withRuleOptions } from '../content/option-rules.ts';
import { actionTargets, type ActionTargets } from '../content/links.ts';
import { parseYaml } from '../content/parsed-yaml.ts';
import {
  buildContext,
  listProjectFiles,
  sectionRoutes,
  validateProject,
  type ProjectFile,
} from '../project/project.ts';
import {
  kindOfFile,
  hasData,
  validateSource,
  type FileKind,
  type ValidationResult,
} from '../project/validate.ts';
import { formatProblem } from '../content/problem.ts';
import { routeFromPageFile } from '../content/route-path.ts';
import { blockWake } from '../islands/block-wake.ts';
import { buildsIslands } from '../content/islands-define.ts';
import {
  derivedFromValidation,
  rememberedFiles,
  rememberedValidation,
  rememberValidation,
} from '../project/validated-project.ts';
import { pageSchema, type PageData } from '../project/page-schema.ts';
import { digestOf } from '../project/file-digest.ts';
import type { FormDefinition } from '../content/form-schema.ts';
import { renderedSite, type Site } from '../content/site-schema.ts';
import type { BlockDefinition } from '../content/define-block.ts';
import {
  DEV_ROUTES_ID,
  devRoutesCode,
  GALLERY_MODULE_ID,
  galleryModuleCode,
} from '../content/gallery-module.ts';
import { withPictures } from '../media/page-pictures.ts';
import { factsReader } from '../media/facts-store.ts';
import type { galleryPhotoVariants as GalleryPhotoVariants } from '../media/gallery-photos.ts';
import type { DownloadLink } from '../content/download-link.ts';

const SECTION_ROUTES_ID = 'virtual:section-routes';

interface SectionIndex {
  /** Section id → the route of the first page that has it. */
  routes: Record<string, string>;
  /** The ids the site file (header, footer: every page) scrolls to. */
  layoutTargets: Set<string>;
  /** The downloads the site file's buttons name. */
  layoutDownloads: Set<string>;
}

/** The index of the project's files: the pages' from their digests, the site file's parse. */
function sectionIndexOf(files: readonly ProjectFile[]): SectionIndex {
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
const builtSectionIndex = (root: string) =>
  derivedFromValidation(root, 'section index', () =>
    // A build's validation holds every file and its digest: no file is read or parsed again
    // (after a one-page edit, reading the thousand others took a second).
    sectionIndexOf(rememberedFiles(root) ?? listProjectFiles(root)),
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
  root: string,
  downloadLinks: Record<string, DownloadLink>,
): (file: string | undefined) => string {
  const index = builtSectionIndex(root);
  const files = new Map((rememberedFiles(root) ?? []).map((file) => [file.file, file]));
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
const pageTargets = (page: PageData, index: SectionIndex): ActionTargets =>
  actionTargets(page, {
    scrollTo: new Set(index.layoutTargets),
    download: new Set(index.layoutDownloads),
  });

/** The index entries a page needs: its own `scrollTo` targets and the layout's. */
function sectionRoutesFor(ids: Set<string>, index: SectionIndex): Record<string, string> {
  return Object.fromEntries(
    [...ids].sort().flatMap((id) => (index.routes[id] ? [[id, index.routes[id]]] : [])),
  );
}

/**
 * The links a built page carries to the downloads its own buttons and the layout's name
 * (src/render/page-downloads.ts); none in the dev server, which has a table of its own.
 */
function downloadsFor(
  names: Set<string>,
  links: Record<string, DownloadLink>,
): Record<string, DownloadLink> {
  return Object.fromEntries(
    [...names].sort().flatMap((name) => (links[name] ? [[name, links[name]]] : [])),
  );
}

class ContentError extends Error {
  constructor(lines: string[]) {
    super(`Invalid content:\n${lines.join('\n')}`);
    this.name = 'ContentError';
    this.stack = this.message;
  }
}

export function contentPlugin(): Plugin {
  let root = process.cwd();
  let server: ViteDevServer | undefined;
  let validated: Map<string, ValidationResult> | undefined;
  let islands = false;
  // A build's section index comes from its validation (shared by every page module it makes);
  // the dev server reads the files per change.
  const buildSections = () => builtSectionIndex(root);

  const relativeFile = (id: string) => relative(root, id.split('?')[0]!).replace(/\\/g, '/');

  return {
    name: 'yaml-content',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      islands = buildsIslands(config);
    },
    // A content file deleted: the collections' globs take it out of every page that lists
    // them (Vite updates their importers); the deleted module itself has no one to take its
    // update, so Vite would reload every open page, the studio's with it, mid-delete.
    hotUpdate({ type, file }) {
      if (type === 'delete' && kindOfFile(relativeFile(file))) return [];
    },
    configureServer(devServer) {
      server = devServer;
      // `/blocks` is the gallery's route, but also the blocks/ folder, which Vite would serve
      // as blocks/index.ts: a page request gets the app's HTML instead.
      devServer.middlewares.use((request, _response, next) => {
        const path = request.url?.split('?')[0];
        if (
          (path === '/blocks' || path === '/blocks/') &&
          request.headers.accept?.includes('text/html')
        ) {
          request.url = '/index.html';
        }
        next();
      });
    },
    buildStart() {
      // In a build, report every problem of every file at once, then stop.
      if (server) return;
      // `npm run build` validated the project before the first Vite build of this process:
      // reuse that report (and its warnings were printed then) rather than validate again.
      const remembered = rememberedValidation(root);
      const report = remembered ?? validateProject(root);
      rememberValidation(root, report);
      // Files do not change during a build: transform reuses these results (one pass, not n²).
      validated = new Map(report.results.map((result) => [result.file, result]));
      const errors = report.problems.filter((p) => p.severity === 'error');
      if (!remembered) {
        for (const warning of report.problems.filter((p) => p.severity === 'warning')) {
          this.warn(formatProblem(warning));
        }
      }
      if (errors.length === 0) return;
      // The team studio's app build (pages rendered whole, as in the dev server) edits its
      // repository's content, not this checkout's: the checkout's problems are said, and the app
      // is built without what they are in (a download of a refused page, say).
      if (!islands) {
        const count = `${errors.length} problem${errors.length === 1 ? '' : 's'}`;
        this.warn(
          `${count} in this checkout's own content, left out of the studio's app (the studio edits its repository's content):\n${errors.map(formatProblem).join('\n')}`,
        );
        return;
      }
      throw new ContentError(errors.map(formatProblem));
    },
    resolveId(id) {
      // Only pages rendered whole in the browser fetch the whole index (on a click,
      // section-routes.ts): a built site's links are prerendered knowing every page, and no
      // bundle of the site's build may change with the pages. Its code never asks for the index
      // (the branch is dead there), but the import is read before dead code goes: external, it
      // is neither loaded nor emitted.
      if (id === SECTION_ROUTES_ID)
        return islands ? { id, external: true } : '\0' + SECTION_ROUTES_ID;
      if (id === GALLERY_MODULE_ID) return '\0' + GALLERY_MODULE_ID;
      if (id === DEV_ROUTES_ID) return '\0' + DEV_ROUTES_ID;
      return null;
    },
    async load(id, options) {
      if (id === '\0' + DEV_ROUTES_ID) {
        // Only the dev server has the gallery: a build gets no route and none of its code.
        return server ? devRoutesCode() : 'export default [];';
      }
      if (id === '\0' + GALLERY_MODULE_ID) {
        // The gallery is a development tool: the production build must never contain it.
        if (!server) throw new Error(`${GALLERY_MODULE_ID} exists only in the dev server`);
        // Loaded through Vite so an edited example or a new block shows without a restart.
        const registry = (await server.ssrLoadModule('/blocks/index.ts')) as {
          blockRegistry: readonly BlockDefinition[];
        };
        for (const block of registry.blockRegistry) {
          this.addWatchFile(resolve(root, 'blocks', block.type, 'schema.ts'));
        }
        this.addWatchFile(resolve(root, 'blocks/index.ts'));
        // Through Vite too: the schemas' tags live in the registry of the modules Vite loaded.
        const { galleryPhotoVariants } = (await server.ssrLoadModule(
          '/src/media/gallery-photos.ts',
        )) as { galleryPhotoVariants: typeof GalleryPhotoVariants };
        const photos = await galleryPhotoVariants(root, registry.blockRegistry);
        return galleryModuleCode(root, registry.blockRegistry, photos);
      }
      if (id !== '\0' + SECTION_ROUTES_ID) return null;
      if (options?.ssr) return 'export default {};';
      const routes = server ? sectionRoutes(listProjectFiles(root)) : buildSections().routes;
      return `export default ${JSON.stringify(routes)};`;
    },
    transform(source, id) {
      if (id.startsWith('\0')) return null;
      const file = relativeFile(id);
      const kind = kindOfFile(file);
      if (!kind) return null;
      let result = server ? undefined : validated?.get(file);
      let files: ProjectFile[] | undefined;
      if (!result) {
        files = listProjectFiles(root);
        for (const other of files) this.addWatchFile(resolve(root, other.file));
        // The bytes on disk, so a file that is not UTF-8 is named as such (Vite decoded it).
        const bytes = files.find((other) => other.file === file)?.bytes ?? source;
        result = validateSource(file, kind, bytes, buildContext(root, files));
      }
      const errors = result.problems.filter((p) => p.severity === 'error');
      if (errors.length > 0 || result.data === undefined)
        throw new ContentError(errors.map(formatProblem));

      const data = result.data;
      const block = BLOCK_QUERY.exec(id)?.[1];
      if (kind === 'page' && block !== undefined) {
        // One block's data alone (a download's, src/build/downloads-plugin.ts): what the page
        // module holds for that block, without the page's components or its other blocks.
        const blocks = browserPage(root, data as PageData, buildDate()).blocks;
        return {
          code: `export default ${JSON.stringify(blocks[Number(block)] ?? null)};`,
          map: null,
        };
      }
      const code = server
        ? moduleCode(root, file, kind, data, () => sectionIndexOf(files ?? listProjectFiles(root)))
        : // The client and the server build of one `npm run build` get the same code: made once.
          derivedFromValidation(root, `module ${file}`, () =>
            moduleCode(root, file, kind, data, buildSections),
          );
      return { code, map: null };
    },
  };
}

/** `pages/x.yaml?block=3`: the import of one block's data (see the page branch of transform). */
const BLOCK_QUERY = /[?&]block=(\d+)(?:&|$)/;

/** The id that imports one block's data of a page file (what BLOCK_QUERY reads). */
export const blockImport = (pageFile: string, index: number) => `${pageFile}?block=${index}`;

/**
 * One block's data as a built page holds it (a download's data file, src/cli/download-files.ts),
 * from the validation of this build.
 */
export function builtBlock(root: string, file: string, index: number): unknown {
  const result = builtResult(root, file);
  if (result?.data === undefined) throw new Error(`${file} was not validated in this build`);
  return builtPage(root, file, result.data).blocks[index] ?? null;
}

/** A file's result in this build's validation. */
function builtResult(root: string, file: string): ValidationResult | undefined {
  const report = rememberedValidation(root);
  // By file, made once: a site of 10,000 pages has as many downloads to look up.
  return report
    ? derivedFromValidation(
        root,
        'results by file',
        () => new Map(report.results.map((other) => [other.file, other])),
      ).get(file)
    : undefined;
}

/** Whether this build's validation accepted the file (it has data to build from). */
export const validatedInBuild = (root: string, file: string) =>
  builtResult(root, file)?.data !== undefined;

/**
 * A page of this build's validation as the browser gets it, made once per build: the downloads'
 * data files (build.ts) and the prerenderer's page modules both read it.
 */
const builtPage = (root: string, file: string, data: unknown): PageData =>
  derivedFromValidation(root, `built page ${file}`, () =>
    browserPage(root, data as PageData, buildDate()),
  );

/**
 * A page as the browser gets it: dated items judged against the build date, pictures with what
 * the build made of them (src/media/page-pictures.ts).
 */
function browserPage(root: string, page: PageData, today: string): PageData {
  const current = withoutExpired(page, expiredItems(pageSchema, page, today));
  return withPictures(root, pageSchema, current, () => factsReader(root));
}

/** What a page's module exports besides its components: the same for the browser and the prerender. */
export interface PageModuleData {
  file: string;
  route: string | null;
  page: PageData;
  sectionRoutes: Record<string, string>;
  wakes: ReturnType<typeof blockWake>[];
  /** Only on a built page that names a download. */
  downloads?: Record<string, DownloadLink>;
}

function pageModuleData(
  root: string,
  file: string,
  data: unknown,
  sections: SectionIndex,
  downloadLinks: Record<string, DownloadLink> = {},
): PageModuleData {
  // Dated content is judged against the build date: pages lose the items whose date has
  // passed (validation warned about them).
  const page = builtPage(root, file, data);
  const targets = pageTargets(page, sections);
  const downloads = downloadsFor(targets.download, downloadLinks);
  return {
    file,
    route: routeFromPageFile(file),
    page,
    sectionRoutes: sectionRoutesFor(targets.scrollTo, sections),
    // Which blocks a built page wakes in the browser, and when (src/islands/block-wake.ts).
    wakes: page.blocks.map(blockWake),
    ...(Object.keys(downloads).length > 0 && { downloads }),
  };
}

/**
 * The valid pages of this build's validation, and each one's module data that the server bundle
 * renders (src/content/prerender-page-source.ts), as JSON, made on first use: the prerenderer's
 * input. A page whose output the build cache holds is never made.
 */
export function builtPageModules(
  root: string,
  /** Download name → its data file and builder (src/cli/download-files.ts). */
  downloadLinks: Record<string, DownloadLink> = {},
): {
  files: string[];
  moduleOf(file: string): string;
  /** The block types of a page's module, made with it (the build cache keys a page by them). */
  blockTypesOf(file: string): string[];
} {
  const report = rememberedValidation(root);
  if (!report) throw new Error('the project was not validated in this build');
  // A page's data is read when its module is made (the build cache reads it then).
  const valid = new Map(
    report.results.flatMap((result) =>
      result.kind === 'page' && hasData(result) ? [[result.file, result]] : [],
    ),
  );
  const sections = () => builtSectionIndex(root);
  const built = (file: string) =>
    derivedFromValidation(root, `page module ${file}`, () => {
      const data = valid.get(file)?.data;
      const module = pageModuleData(root, file, data, sections(), downloadLinks);
      return { json: JSON.stringify(module), types: module.page.blocks.map((block) => block.type) };
    });
  return {
    files: [...valid.keys()],
    moduleOf: (file) => built(file).json,
    blockTypesOf: (file) => built(file).types,
  };
}

/** The JavaScript module of a valid content file, for the dev server and the builds alike. */
function moduleCode(
  root: string,
  file: string,
  kind: FileKind,
  data: unknown,
  sectionsOf: () => SectionIndex,
): string {
  // Dated content is judged against the build date: forms get the options their rules
  // give today.
  if (kind !== 'page') {
    const value =
      kind === 'form'
        ? withRuleOptions(data as FormDefinition, buildDate())
        : kind === 'site'
          ? renderedSite(data as Site)
          : data;
    return `export default ${JSON.stringify(value)};`;
  }
  const module = pageModuleData(root, file, data, sectionsOf());
  const types = [...new Set(module.page.blocks.map((block) => block.type))];
  const imports = types.map(
    (type, index) =>
      `import B${index} from ${JSON.stringify(resolve(root, 'blocks', type, 'Component.tsx'))};`,
  );
  return [
    ...imports,
    ...Object.entries(module).map(
      ([name, value]) => `export const ${name} = ${JSON.stringify(value)};`,
    ),
    `export const components = { ${types.map((type, index) => `${JSON.stringify(type)}: B${index}`).join(', ')} };`,
    // Editing a page in `npm run dev` swaps its data in place instead of reloading.
    `if (import.meta.hot) { import.meta.hot.accept((next) => { if (next) window.dispatchEvent(new CustomEvent('content-update', { detail: next })); }); }`,
  ].join('\n');
}
