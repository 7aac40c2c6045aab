/**
 * Whether this build wakes pages island by island (`ISLANDS=1 npm run build`) or hydrates each
 * page whole (the default, and the dev server). Fixed at build time (vite.config.ts), so the
 * prerendered HTML and the browser's code agree; false where Vite's define is absent.
 */
declare const __ISLANDS__: boolean | undefined;

export const islandsBuild = typeof __ISLANDS__ !== 'undefined' && __ISLANDS__;
