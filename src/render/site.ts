import siteFiles from 'virtual:collections/site';
import type { Site } from '../content/site-schema.ts';

/** `pages/_site.yaml` (the site collection), validated at build time by the content plugin. */
export const site = Object.values(siteFiles)[0] as Site;
