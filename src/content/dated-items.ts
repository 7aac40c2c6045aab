/**
 * Items that are offered only until their date (an upcoming webinar). A schema says so with the
 * `dated` tag (`dated()` in tags.ts: tagged, never recognised by its shape); the engine then
 * finds every such item of a page whose date is before the build date, warns about it in
 * validation and leaves it out of the built page. No file of the engine knows a block.
 */
import * as z from 'zod';
import { perDocument } from './per-document.ts';
import { expiryOf, reachTest, unwrap, type Schema } from './schema-introspection.ts';
import { walkData } from './schema-walk.ts';

export interface DatedItem {
  /** Path of the item in the document, e.g. ['blocks', 1, 'groups', 0, 'items', 2]. */
  path: (string | number)[];
  date: string;
  dateField: string;
  noun: string;
}

/** Whether some part of a document under this schema may be a dated item (most blocks: no). */
const mayHoldDated = reachTest((governing) => expiryOf(unwrap(governing)) !== undefined);

/**
 * Every item of `data` whose schema expires while it is offered, with its date: what the build
 * date is compared with. The walk carries the schema down with the data (one step per level,
 * not a walk from the root per node) and leaves out a part of the document whose schema holds
 * no dated item anywhere. Once per document: the validation's warnings and the built page both
 * ask, and a page without one never reads the build date (its validation holds from day to day,
 * src/content/context-reads.ts).
 */
export function datedItems(root: Schema, data: unknown): readonly DatedItem[] {
  return datedOfDocument(data, root);
}

const datedOfDocument = perDocument((data: unknown, root: Schema) => {
  const found: DatedItem[] = [];
  walkData(
    root,
    data,
    (step) => {
      const { value } = step;
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
      const expiry = expiryOf(unwrap(step.governing));
      if (!expiry) return;
      const item = value as Record<string, unknown>;
      const date = item[expiry.dateField];
      const offered = Object.entries(expiry.while).every(([key, wanted]) => item[key] === wanted);
      if (offered && typeof date === 'string') {
        const path = step.path() as DatedItem['path'];
        found.push({ path, date, dateField: expiry.dateField, noun: expiry.noun });
      }
      // A dated item holds no other.
      return false;
    },
    mayHoldDated,
  );
  return found;
});

/** The dated items of `data` whose date is before `today`. */
export const expiredItems = (root: Schema, data: unknown, today: string): DatedItem[] =>
  datedItems(root, data).filter((item) => item.date < today);

/** Later list items first, so removing one does not shift the index of another. */
function comparePaths(a: DatedItem['path'], b: DatedItem['path']): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] === b[i]) continue;
    return typeof a[i] === 'number' && typeof b[i] === 'number'
      ? (b[i] as number) - (a[i] as number)
      : String(b[i]).localeCompare(String(a[i]));
  }
  return b.length - a.length;
}

const nodeAt = (data: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown>)?.[key], data);

/**
 * A copy of `data` without the expired items: removed from their list, or their key dropped.
 * With the document's schema (`root`), a list the removal emptied that the schema needs
 * non-empty takes the list item holding it along, and so on up: a group "Upcoming webinars"
 * whose every webinar went by leaves with them, so no heading promises what is not there.
 */
export function withoutExpired<T>(data: T, expired: readonly DatedItem[], root?: Schema): T {
  if (expired.length === 0) return data;
  const copy = structuredClone(data);
  for (const { path } of [...expired].sort((a, b) => comparePaths(a.path, b.path))) {
    const parent = nodeAt(copy, path.slice(0, -1));
    const last = path.at(-1)!;
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else Reflect.deleteProperty(parent as object, last);
  }
  if (root) removeEmptiedHolders(copy, root);
  return copy;
}

/**
 * The schema's own word on which lists may not be empty: each list the removal emptied that
 * the schema refuses empty (the document was valid before, so the removal emptied it) goes with
 * the list item that holds it, until the schema accepts the document or nothing more can go.
 */
function removeEmptiedHolders(copy: unknown, root: Schema) {
  // Each round goes up one level; a page is a few levels deep.
  for (let round = 0; round < 8; round++) {
    const result = z.safeParse(root, copy);
    if (result.success) return;
    const holders = result.error.issues
      .filter((issue) => issue.code === 'too_small' && issue.origin === 'array')
      .map((issue) => issue.path.slice(0, -1))
      .filter((holder) => typeof holder.at(-1) === 'number')
      .filter((holder) => Array.isArray(nodeAt(copy, holder.slice(0, -1))))
      .sort((a, b) => comparePaths(a as DatedItem['path'], b as DatedItem['path']));
    if (holders.length === 0) return;
    for (const holder of holders) {
      (nodeAt(copy, holder.slice(0, -1)) as unknown[]).splice(holder.at(-1) as number, 1);
    }
  }
}
