/**
 * A page as it shows on a date: its dated items whose date is before `today` left off
 * (dated-items.ts). One function for the build (src/build/page-modules.ts), the studio's live preview
 * (use-preview-frame.ts) and the reviewer's preview, so no preview shows what the build leaves
 * off. Browser-safe.
 */
import { expiredItems, withoutExpired } from '../content/dated-items.ts';
import { pageSchema, type PageData } from './page-schema.ts';

export const pageOnDate = (page: PageData, today: string): PageData =>
  withoutExpired(page, expiredItems(pageSchema, page, today), pageSchema);
