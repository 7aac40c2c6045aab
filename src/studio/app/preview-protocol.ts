/**
 * Messages between the studio and its preview frame (same origin, checked on both sides).
 * The studio sends the validated page object; the frame renders it with the site's renderer
 * and reports clicks on blocks and when each render is on screen. With editing on, the frame
 * marks each text with its field (src/render/editable-text.tsx) and sends what is typed over
 * one as an edit of that field; the studio writes it into the YAML like any edit and renders
 * the page again.
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
  | ({ type: 'content' } & PreviewContent)
  /** Texts marked and typed over on a click (off for a reader who cannot save). */
  | { type: 'editing'; on: boolean }
  /**
   * Every landmark named after this prefix ("This version: Main"): two frames of one page side
   * by side (the history) are heard apart (src/render/landmark-names.tsx).
   */
  | { type: 'landmarks'; prefix: string }
  /** What the field being typed in allows, said beside it ("Up to 60 characters"). */
  | { type: 'field-hint'; path: FieldPath; hint: string; multiline: boolean; label: string };

/** A field's path from the file's root: `['blocks', 0, 'title']`. */
export type FieldPath = (string | number)[];

export type FromPreview =
  | { type: 'ready' }
  | { type: 'rendered'; seq: number }
  | { type: 'render-error'; seq: number; message: string }
  /** `focusSource`: move the keyboard to the YAML (not when the click began typing on the page). */
  | { type: 'select-block'; index: number; focusSource: boolean }
  /** Typing on the page began in a field: the studio answers with its `field-hint`. */
  | { type: 'edit-start'; path: FieldPath }
  /**
   * The field's text as typed (a number for a value shown computed). `typedAt`: when the key
   * was pressed, as `performance.timeOrigin + event.timeStamp` (both windows' clocks agree).
   */
  | { type: 'edit-text'; path: FieldPath; value: string | number; typedAt: number }
  /** Ctrl+Z or Ctrl+Shift+Z pressed in the frame: the studio's history answers. */
  | { type: 'history'; direction: 'undo' | 'redo' };

export const isFromPreview = (data: unknown): data is FromPreview =>
  typeof data === 'object' && data !== null && 'type' in data;
