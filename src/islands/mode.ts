/**
 * Whether pages wake island by island (every `vite build`: the prerendered site) or hydrate
 * whole (the dev server and the studio's preview, which re-render pages as their YAML changes).
 * Fixed by Vite's define (vite.config.ts), so the prerendered HTML and the browser's code agree;
 * false where the define is absent (unit tests render pages whole).
 */
declare const __ISLANDS__: boolean | undefined;

export const islandsBuild = typeof __ISLANDS__ !== 'undefined' && __ISLANDS__;
