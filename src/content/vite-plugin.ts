/**
 * Turns the YAML content into validated JavaScript modules at dev and build time, so the
 * browser never downloads the YAML parser. A page module carries its data and imports exactly
 * the block components it uses, which makes each page its own chunk. An invalid file stops the
 * build (and shows Vite's overlay in dev) with one `file:line:col path: message` line per problem.
 */
import { relative, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { buildContext, listProjectFiles, sectionRoutes, validateProject } from './project.ts';
import { kindOfFile, formatProblem, validateSource } from './validate.ts';
import { routeFromPageFile } from './route-path.ts';
import type { PageData } from './page-schema.ts';

const SECTION_ROUTES_ID = 'virtual:section-routes';

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

  const relativeFile = (id: string) => relative(root, id.split('?')[0]!).replace(/\\/g, '/');

  return {
    name: 'yaml-content',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    configureServer(devServer) {
      server = devServer;
    },
    buildStart() {
      // In a build, report every problem of every file at once, then stop.
      if (server) return;
      const report = validateProject(root);
      const errors = report.problems.filter((p) => p.severity === 'error');
      for (const warning of report.problems.filter((p) => p.severity === 'warning')) {
        this.warn(formatProblem(warning));
      }
      if (errors.length > 0) throw new ContentError(errors.map(formatProblem));
    },
    resolveId(id) {
      if (id === SECTION_ROUTES_ID) return '\0' + SECTION_ROUTES_ID;
      return null;
    },
    load(id) {
      if (id !== '\0' + SECTION_ROUTES_ID) return null;
      return `export default ${JSON.stringify(sectionRoutes(listProjectFiles(root)))};`;
    },
    transform(source, id) {
      if (id.startsWith('\0')) return null;
      const file = relativeFile(id);
      const kind = kindOfFile(file);
      if (!kind) return null;
      const files = listProjectFiles(root);
      for (const other of files) this.addWatchFile(resolve(root, other.file));
      const result = validateSource(file, kind, source, buildContext(root, files));
      const errors = result.problems.filter((p) => p.severity === 'error');
      if (errors.length > 0 || result.data === undefined)
        throw new ContentError(errors.map(formatProblem));

      if (kind !== 'page') {
        return { code: `export default ${JSON.stringify(result.data)};`, map: null };
      }
      const page = result.data as PageData;
      const types = [...new Set(page.blocks.map((block) => block.type))];
      const imports = types.map(
        (type, index) =>
          `import B${index} from ${JSON.stringify(resolve(root, 'blocks', type, 'Component.tsx'))};`,
      );
      const code = [
        ...imports,
        `export const file = ${JSON.stringify(file)};`,
        `export const route = ${JSON.stringify(routeFromPageFile(file))};`,
        `export const page = ${JSON.stringify(page)};`,
        `export const components = { ${types.map((type, index) => `${JSON.stringify(type)}: B${index}`).join(', ')} };`,
        // Editing a page in `npm run dev` swaps its data in place instead of reloading.
        `if (import.meta.hot) { import.meta.hot.accept((next) => { if (next) window.dispatchEvent(new CustomEvent('content-update', { detail: next })); }); }`,
      ].join('\n');
      return { code, map: null };
    },
  };
}
