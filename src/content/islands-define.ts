/**
 * Whether a Vite build makes the site's pages as islands (`__ISLANDS__`, src/islands/mode.ts):
 * `vite build` of the site does; the team studio's app build (src/studio/team/server/app-build.ts)
 * renders pages whole, as the dev server does. A built site's pages carry their links to other
 * pages' sections and to their downloads, so its bundles need no table of either.
 */
import type { ResolvedConfig } from 'vite';

export const buildsIslands = (config: ResolvedConfig) =>
  config.command === 'build' && config.define?.__ISLANDS__ === 'true';
