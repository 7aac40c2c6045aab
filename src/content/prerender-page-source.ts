/**
 * Where the server bundle's pages come from. The server build holds the renderer's code only:
 * in it, the page collection (`virtual:collections/page`) is this module, which reads the pages
 * the prerenderer hands over (their module data as JSON, made from the build's one validation)
 * and loads each block's component as a chunk of its own. So the server bundle does not grow
 * with the site, a page edit leaves it unchanged (the incremental build reuses it), and a
 * block's code lives in one chunk whose hash says which pages it renders.
 */

/**
 * The `workerData` key that tells the server bundle's prerenderer (src/build/prerender-pages.ts)
 * it runs as a prerender worker, which is handed its pages in a message once the bundle is loaded
 * (src/build/prerender-workers.ts).
 */
export const PRERENDER_WORKER = 'tradelift.prerender-worker';

/** `/pages/x.yaml` (the glob's key, as Vite writes it) → the page module's data as JSON. */
export type ProvidedPages = Record<string, string>;

/**
 * The pages handed to this copy of the server bundle. A module-level holder, not a hand-off
 * through a global: the page collection the server build generates imports this module, as the
 * bundle's prerenderer and entry do, so in the bundle they are one module, and the pages are
 * handed to it as an argument (providePages, which the bundle exports).
 */
let provided: ProvidedPages = {};

/**
 * Hands pages to the server bundle: call (the bundle's own export) before its first render or
 * its first `failingBlock`, which load its route table (the table reads them then).
 */
export function providePages(pages: ProvidedPages) {
  provided = pages;
}

/** The pages handed over (the generated page collection reads them once). */
export const providedPages = (): ProvidedPages => provided;

/**
 * The code of the page collection in the server build; `components` maps type → file, `source`
 * is this module's file (the collection imports it to read the pages handed over).
 */
export function providedPagesModuleCode(
  components: Record<string, string>,
  source: string,
): string {
  const loaders = Object.entries(components).map(
    ([type, file]) => `  ${JSON.stringify(type)}: () => import(${JSON.stringify(file)}),`,
  );
  return `import { providedPages } from ${JSON.stringify(source)};
const provided = providedPages();
const components = {
${loaders.join('\n')}
};
async function load(json) {
  const module = JSON.parse(json);
  const types = [...new Set(module.page.blocks.map((block) => block.type))];
  const loaded = await Promise.all(
    types.map((type) => components[type]().then((component) => [type, component.default])),
  );
  return { ...module, components: Object.fromEntries(loaded) };
}
export default Object.fromEntries(
  Object.entries(provided).map(([file, json]) => {
    let module;
    return [file, () => (module ??= load(json))];
  }),
);`;
}
