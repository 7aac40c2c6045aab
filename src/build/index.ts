/**
 * The build engine's entry: what `npm run build` (src/cli/build.ts) calls. The rest of
 * src/build/ is the engine's own: its steps (validation with the cache, bundles, pictures,
 * downloads' data, prerender), the build cache (cache/) and the Vite plugins (plugins/).
 */
export { buildSite, type BuildOptions } from './build-site.ts';
