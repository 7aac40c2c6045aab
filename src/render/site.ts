import type { Site } from '../content/site-schema.ts';
import siteData from '../../pages/_site.yaml';

/** `pages/_site.yaml`, validated at build time by the content plugin. */
export const site = siteData as Site;
