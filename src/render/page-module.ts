import type { ComponentType } from 'react';
import type { PageData } from '../project/page-schema.ts';
import type { Wake } from '../islands/block-wake.ts';
import type { DownloadLink } from '../content/download-link.ts';

/** What the content plugin makes of a page file (see src/build/plugins/content.ts). */
export interface PageModule {
  file: string;
  route: string;
  page: PageData;
  components: Record<string, ComponentType<never>>;
  /** Per block: when a built page wakes it in the browser, or null for HTML only (islands). */
  wakes?: (Wake | null)[];
  /** Section id → route, for the `scrollTo` links of this page and of the layout (built pages). */
  sectionRoutes?: Record<string, string>;
  /** Download name → its data file and builder, for the `download` buttons of this page and of
   * the layout (built pages only: the dev server has a table of its own, render/downloads.ts). */
  downloads?: Record<string, DownloadLink>;
}
