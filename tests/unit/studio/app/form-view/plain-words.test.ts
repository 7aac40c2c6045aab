/**
 * Words, not code: every label, help text and option the form view shows for any field of any
 * block is plain words. The walk reads each block's schema with the form view's own functions
 * (schema-kinds.ts, field-words.ts), so a field added with a developer's word in its name or
 * help fails here, not in front of a marketer.
 */
import type { JSONSchema7 } from 'json-schema';
import { describe, expect, it } from 'vitest';
import { blockCatalogue, blockSchema } from '../../../../../src/studio/app/block-catalogue.ts';
import {
  fieldLabel,
  isDateField,
  optionLabel,
} from '../../../../../src/studio/app/form-view/field-words.ts';
import {
  asSchema,
  fieldKind,
  unwrap,
} from '../../../../../src/studio/app/form-view/schema-kinds.ts';

/** English words written with hyphens, which are not code. */
const ENGLISH = new Set([
  'add-ons',
  'one-time',
  'month-to-month',
  'case-study',
  'call-to-action',
  'mock-up',
  'e-mail',
  'long-term',
  'five-star',
  'follow-up',
  'full-time',
  'part-time',
  'co-founder',
  'up-to-date',
  'sign-up',
  'step-by-step',
  'well-known',
]);

/** What reads as code to a person: its reason, or null when the text is plain. */
function codeIn(text: string): string | null {
  if (/`/.test(text)) return 'a backtick';
  const camel = /\b[a-z]+[A-Z]\w*\b/.exec(text);
  if (camel) return `the camelCase word "${camel[0]}"`;
  const jargon =
    /\b(kebab|camel|URL|YAML|JSON|registry|slug|enum|boolean|id|href|src)\b|\.yaml\b|\bforms\/|\bsrc\//i.exec(
      text,
    );
  if (jargon) return `"${jargon[0]}"`;
  for (const [word] of text.matchAll(/\b[a-z0-9]+(?:-[a-z0-9]+)+\b/gi)) {
    if (/^\d/.test(word)) continue;
    if (!ENGLISH.has(word.toLowerCase())) return `the dashed name "${word}"`;
  }
  // A field's path (`speaker.name`); a file name with its ending (Curriculum.pdf) is words.
  if (/\b[a-z]+\.[a-z]+\b/.test(text.replace(/\b(e\.g|i\.e)\./g, ''))) return 'a dotted name';
  return null;
}

interface Shown {
  where: string;
  text: string;
}

/** Every text the form shows for the field `name` (label, help, options), as fields.tsx does. */
function shownFor(where: string, name: string, definition: JSONSchema7): Shown[] {
  const field = unwrap(definition);
  const kind = fieldKind(field);
  const shown: Shown[] = [{ where: `${where} (label)`, text: fieldLabel(name, field) }];
  // The icon and image editors write their own words for their parts (an icon's help is
  // replaced by a sentence of the picker's); an image's help shows under it.
  if (kind === 'image' && field.description)
    shown.push({ where: `${where} (help)`, text: field.description });
  if (kind === 'icon' || kind === 'image') return shown;
  if (kind === 'action') {
    const variant = asSchema(field.properties?.variant);
    for (const option of variant.enum ?? [])
      shown.push({ where: `${where} (button style)`, text: optionLabel(option) });
    return shown;
  }
  if (field.description) shown.push({ where: `${where} (help)`, text: field.description });
  if (kind === 'enum')
    for (const option of field.enum ?? [])
      shown.push({ where: `${where} (option ${String(option)})`, text: optionLabel(option) });
  if (kind === 'group')
    for (const [key, part] of Object.entries(field.properties ?? {}))
      shown.push(...shownFor(`${where}.${key}`, key, asSchema(part)));
  if (kind === 'list')
    shown.push(...shownFor(`${where}[]`, name, asSchema(field.items as JSONSchema7)));
  return shown;
}

describe('the form view speaks in words', () => {
  const shown = blockCatalogue.flatMap(({ type }) => {
    const schema = blockSchema(type)!;
    return Object.entries(schema.properties ?? {})
      .filter(([name]) => name !== 'type')
      .flatMap(([name, part]) => shownFor(`${type}.${name}`, name, asSchema(part)));
  });

  it('walks every field of every block', () => {
    expect(shown.length).toBeGreaterThan(300);
  });

  it('shows no label, help or option as code', () => {
    const raw = shown.flatMap(({ where, text }) => {
      const reason = codeIn(text);
      return reason ? [`${where}: "${text}" has ${reason}`] : [];
    });
    expect(raw).toEqual([]);
  });

  it('names the button styles as a person does', () => {
    expect(['primary', 'secondary', 'ghost'].map(optionLabel)).toEqual([
      'Main',
      'Outline',
      'Quiet',
    ]);
  });

  it('offers a date picker for a date', () => {
    const webinars = blockSchema('webinars')!;
    const featured = unwrap(asSchema(webinars.properties?.featured));
    expect(isDateField(unwrap(asSchema(featured.properties?.date)))).toBe(true);
  });

  it('catches code where there is code', () => {
    expect(codeIn('Its kebab-case form goes in the URL')).not.toBeNull();
    expect(codeIn('e.g. curriculum-pdf')).not.toBeNull();
    expect(codeIn('Monthly fee, e.g. 497')).toBeNull();
  });
});
