/**
 * The deploy engine (docs/deploy.md): build a commit into a release, and the targets it goes to.
 * The deploy queue, API and studio UI use it through this file and types.ts only.
 */
export { buildRelease, type BuildReleaseInput } from './build-release.ts';
export { targetsFromOptions, type TargetOptions } from './targets-from-options.ts';
export { startSiteServer, type SiteServer, type SiteServerOptions } from './site-server.ts';
export { KEPT_RELEASES } from './folders.ts';
export * from './types.ts';
