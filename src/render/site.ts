import { createContext, useContext } from 'react';
import siteFiles from 'virtual:collections/site';
import type { RenderedSite } from '../content/site-schema.ts';

/**
 * `pages/_site.yaml` (the site collection), validated at build time by the content plugin: what
 * the built site renders, and what code outside React reads (the prerenderer's URLs, downloads).
 */
export const site = Object.values(siteFiles)[0] as RenderedSite;

/**
 * The site settings a component renders with: the built ones, except in the studio's previews,
 * which render a draft's own `_site.yaml` (a changed menu, a new phone number) in their place.
 */
export const SiteSettings = createContext<RenderedSite>(site);

export const useSite = () => useContext(SiteSettings);
