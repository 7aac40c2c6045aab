/**
 * Turns the YAML content into validated JavaScript modules at dev and build time, so the
 * browser never downloads the YAML parser. A page module carries its data and imports exactly
 * the block components it uses, which makes each page its own chunk. An invalid file stops the
 * build (and shows Vite's overlay in dev) with one `file:line:col path: message` line per problem.
 */
import { relative, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { buildDateOf } from '../../content/site-time-zone.ts';
import type { BlockDefinition } from '../../content/define-block.ts';
import {
  DEV_ROUTES_ID,
  devRoutesCode,
  GALLERY_MODULE_ID,
  galleryModuleCode,
} from '../../content/gallery-module.ts';
import { buildsIslands } from '../../content/islands-define.ts';
import { formatProblem } from '../../content/problem.ts';
import {
  buildContext,
  listProjectFiles,
  sectionRoutes,
  validateProject,
  type ProjectFile,
} from '../../project/project.ts';
import { kindOfFile, validateSource, type ValidationResult } from '../../project/validate.ts';
import { validatedBuild, type ValidatedBuild } from '../../project/validated-project.ts';
import type { PageData } from '../../project/page-schema.ts';
import type { galleryPhotoVariants as GalleryPhotoVariants } from '../images/gallery-photos.ts';
import { BLOCK_QUERY, browserPage, moduleCode } from '../page-modules.ts';
import { builtSectionIndex, sectionIndexOf } from '../section-index.ts';

const SECTION_ROUTES_ID = 'virtual:section-routes';

/** Where a build's validation is, for the plugins of one Vite config (filled at its start). */
export interface BuildValidation {
  current?: ValidatedBuild;
}

declare module 'vite' {
  interface UserConfig {
    /** The validation `npm run build` made, given to its Vite builds (bundle-configs.ts). */
    validatedBuild?: ValidatedBuild;
  }
}

class ContentError extends Error {
  constructor(lines: string[]) {
    super(`Invalid content:\n${lines.join('\n')}`);
    this.name = 'ContentError';
    this.stack = this.message;
  }
}

/**
 * `validation`: where the build's validation is, shared with the downloads plugin of the same
 * config (vite.config.ts). `npm run build` puts its own there (bundle-configs.ts gives it in the
 * Vite config as `validatedBuild`); any other build validates the project at its start.
 */
export function contentPlugin(validation: BuildValidation = {}): Plugin {
  let root = process.cwd();
  let server: ViteDevServer | undefined;
  let validated: Map<string, ValidationResult> | undefined;
  let islands = false;
  // A build's section index comes from its validation (shared by every page module it makes);
  // the dev server reads the files per change.
  const buildSections = () => builtSectionIndex(validation.current!);

  const relativeFile = (id: string) => relative(root, id.split('?')[0]!).replace(/\\/g, '/');

  return {
    name: 'yaml-content',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      islands = buildsIslands(config);
      if (config.validatedBuild) validation.current = config.validatedBuild;
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
      // `npm run build` validated the project before its Vite builds and gave them the report
      // (and its warnings were printed then): reuse it rather than validate again.
      const given = validation.current;
      validation.current ??= validatedBuild(root, validateProject(root));
      const { report } = validation.current;
      // Files do not change during a build: transform reuses these results (one pass, not n²).
      validated = new Map(report.results.map((result) => [result.file, result]));
      const errors = report.problems.filter((p) => p.severity === 'error');
      if (!given) {
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
          '/src/build/images/gallery-photos.ts',
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
        // One block's data alone (a download's, src/build/plugins/downloads.ts): what the page
        // module holds for that block, without the page's components or its other blocks.
        const blocks = browserPage(root, data as PageData, buildDateOf(root)).blocks;
        return {
          code: `export default ${JSON.stringify(blocks[Number(block)] ?? null)};`,
          map: null,
        };
      }
      const build = server ? undefined : validation.current;
      const code = build
        ? // The client and the server build of one `npm run build` get the same code: made once.
          build.derived(`module ${file}`, () =>
            moduleCode(root, build, file, kind, data, buildSections),
          )
        : moduleCode(root, undefined, file, kind, data, () =>
            sectionIndexOf(files ?? listProjectFiles(root)),
          );
      return { code, map: null };
    },
  };
}
