import siteFiles from 'virtual:collections/site';
import type { Site } from '../content/site-schema.ts';

/** `pages/_site.yaml` (the site collection), validated at build time by the content plugin. */
export let site = Object.values(siteFiles)[0] as Site;

/**
 * The team studio's preview of a draft renders that draft's own site settings (a changed menu)
 * in place of those built in. Only the preview frame calls it, before it renders.
 */
export function previewSiteSettings(draftSite: Site) {
  site = draftSite;
}
