/**
 * The human-readable texts of a file, found by walking its data beside its schema: a string
 * whose schema sets no form (no pattern, prefix, e-mail or URL) and is not an action's target.
 * Each text knows how it reads: one line (titles, eyebrows, labels, names, headings, badges,
 * `…Title`/`…Label`/`…Name` fields, and whatever a schema tags so with `textKind`), prose (intros, texts, descriptions, paragraphs,
 * answers, quotes, bios, excerpts, or tagged so), or neither, and the most characters it may
 * hold.
 */
import { defOf, hasStringFormat, peel, textKindOf, type Schema } from '../schema-introspection.ts';
import { walkData } from '../schema-walk.ts';

/** A one-line field's limit when its schema sets none. */
export const ONE_LINE_LIMIT = 300;

const ONE_LINE_KEYS = new Set([
  'title',
  'subtitle',
  'eyebrow',
  'label',
  'name',
  'heading',
  'badge',
]);
/** `modulesTitle`, `submitLabel`, `groupLabel`: a title, label or name of something. */
const ONE_LINE_SUFFIX = /[a-z](Title|Label|Name)$/;
const PROSE_KEYS = new Set([
  'intro',
  'text',
  'description',
  'paragraphs',
  'answer',
  'quote',
  'bio',
  'excerpt',
]);
/** Inside an action only these are text; the rest name where it leads. */
const ACTION_TEXT_KEYS = new Set(['label', 'about']);

export interface TextField {
  path: readonly PropertyKey[];
  /** The field's name (for an item of a list of texts, the list's name). */
  key: string;
  value: string;
  lines: 'one-line' | 'prose' | 'other';
  /** The most characters it may hold, when it has a limit. */
  limit?: number;
  /** The schema requires it (not optional, no default). */
  required: boolean;
}

export function textFields(schema: Schema, data: unknown): TextField[] {
  const found: TextField[] = [];
  walkData(schema, data, (step) => {
    const { raw, governing, value, key, inAction } = step;
    if (typeof value !== 'string') return;
    if (defOf(governing).type !== 'string' || hasStringFormat(governing)) return;
    if (inAction && !ACTION_TEXT_KEYS.has(key)) return;
    const declared = textKindOf(raw);
    const lines =
      declared?.lines ??
      (ONE_LINE_KEYS.has(key) || ONE_LINE_SUFFIX.test(key)
        ? 'one-line'
        : PROSE_KEYS.has(key)
          ? 'prose'
          : 'other');
    const limit = declared?.limit ?? (lines === 'one-line' ? ONE_LINE_LIMIT : undefined);
    const required = !peel(raw).optional;
    found.push({ path: step.path(), key, value, lines, required, ...(limit ? { limit } : {}) });
  });
  return found;
}
