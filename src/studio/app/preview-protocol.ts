/**
 * Messages between the studio and its preview frame (same origin, checked on both sides).
 * The studio sends the validated page object; the frame renders it with the site's renderer
 * and reports clicks on blocks and when each render is on screen.
 */
import type { PageData } from '../../project/page-schema.ts';
import type { Site } from '../../content/site-schema.ts';
import type { PreviewContent } from '../server/preview-content.ts';

export type ToPreview =
  | { type: 'render'; file: string; route: string; page: PageData; seq: number }
  | { type: 'highlight'; index: number | null; scroll: boolean }
  /**
   * The site settings to render with: the store's `_site.yaml` (a draft's own in the team
   * studio) as last validated, edits included, in place of those the frame was built with.
   */
  | { type: 'site'; site: Site }
  /**
   * The store's forms and downloads, validated, in place of those the frame was built with
   * (src/studio/server/preview-content.ts).
   */
  | ({ type: 'content' } & PreviewContent);

export type FromPreview =
  | { type: 'ready' }
  | { type: 'rendered'; seq: number }
  | { type: 'render-error'; seq: number; message: string }
  | { type: 'select-block'; index: number };

export const isFromPreview = (data: unknown): data is FromPreview =>
  typeof data === 'object' && data !== null && 'type' in data;
