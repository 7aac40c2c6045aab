/** `forms/<id>.yaml`: a form definition from which the engine builds a zod schema and a form. */
import './zod-without-eval.ts';
import * as z from 'zod';
import { fieldTypeRegistry } from '../../fields/index.ts';
import type { CommonField, FieldTypeDefinition } from './define-field-type.ts';
import { text } from './fields.ts';
import { reportRepeatedKeys } from './repeated-keys.ts';
import { checkDownloadField, checkPlaceholders } from './form-placeholders-check.ts';

/** The keys every field has; each type adds its own (fields/<type>.tsx `options`). */
const identity = {
  name: z
    .string()
    .regex(/^[a-zA-Z][a-zA-Z0-9_]*$/, { message: 'expected a field name such as "firstName"' })
    .describe('Key of the value in the e-mail template'),
  label: text('Label shown beside the input'),
};
const commonSettings = {
  required: z.boolean().default(false),
  placeholder: z.string().optional(),
  autocomplete: z.string().optional().describe('HTML autocomplete token, e.g. given-name'),
  width: z.enum(['full', 'half']).default('full').describe('Half puts two fields on a row'),
};

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never;
type Registry = readonly FieldTypeDefinition[];
type OptionsOf<R extends Registry> = UnionToIntersection<R[number]['options']>;

/** Each type's own keys, in one object; a key two types share must be the same schema. */
function ownKeysOf<R extends Registry>(registry: R): OptionsOf<R> & object {
  const keys: Record<string, z.ZodType> = {};
  for (const definition of registry) {
    for (const [key, schema] of Object.entries(definition.options)) {
      if (keys[key] && keys[key] !== schema) {
        throw new Error(`field types declare "${key}" twice with different rules`);
      }
      keys[key] = schema;
    }
  }
  return keys as OptionsOf<R> & object;
}

/** Which types accept each own key, for "rows is only for textarea". */
function typesByKey(registry: Registry): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const definition of registry) {
    for (const key of Object.keys(definition.options)) {
      owners.set(key, [...(owners.get(key) ?? []), definition.type]);
    }
  }
  return owners;
}

/** The schema of one entry of `fields:`, for the field types of `registry`. */
export function formFieldFor<const R extends Registry>(registry: R) {
  const byType = new Map(registry.map((definition) => [definition.type, definition]));
  const owners = typesByKey(registry);
  const types = registry.map((definition) => definition.type) as [
    R[number]['type'],
    ...R[number]['type'][],
  ];
  return z
    .strictObject({
      ...identity,
      type: z.enum(types).default('text').describe('Kind of input (see the table of types)'),
      ...commonSettings,
      default: z
        .union([z.string(), z.number(), z.boolean()])
        .optional()
        .describe('Value the field starts with'),
      ...ownKeysOf(registry),
    })
    .superRefine((parsed, ctx) => {
      // The shape depends on the registry; what the checks read is the common part.
      const field = parsed as CommonField & Record<string, unknown>;
      const definition = byType.get(field.type)!;
      const report = (path: string, problem: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], params: { problem }, message });
      for (const key of Object.keys(field)) {
        const accepted = owners.get(key);
        if (accepted && !accepted.includes(field.type) && field[key] !== undefined) {
          report(
            key,
            'option-of-other-type',
            `${key} is only for ${accepted.join(', ')}, not ${field.type}`,
          );
        }
      }
      if (
        field.default !== undefined &&
        !definition.defaultValue.safeParse(field.default).success
      ) {
        report(
          'default',
          'bad-field-default',
          `default ${JSON.stringify(field.default)} is not a value a ${field.type} field holds`,
        );
      }
      definition.check?.(field, ({ key, problem, message }) => report(key, problem, message));
    });
}

export const formField = formFieldFor(fieldTypeRegistry);

/** The definition of a field's type (every type a parsed form holds is in the registry). */
export function fieldTypeOf(type: string): FieldTypeDefinition {
  const definition = fieldTypeRegistry.find((candidate) => candidate.type === type);
  if (!definition) throw new Error(`no field type "${type}" in fields/index.ts`);
  return definition as unknown as FieldTypeDefinition;
}

export const formSchema = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z][a-z0-9-]*$/)
      .describe('Same as the file name'),
    title: text('Heading of the form or dialog; may name a field: "Get “{item}”"'),
    intro: z
      .string()
      .optional()
      .describe('A sentence under the title; may hold {field} placeholders'),
    note: z
      .string()
      .optional()
      .describe('A short line above the submit button, e.g. "* Required fields"'),
    highlights: z
      .array(z.strictObject({ label: text('e.g. Duration'), value: text('e.g. 8 Weeks') }))
      .optional()
      .describe('Small tiles shown above the fields'),
    layout: z
      .enum(['dialog', 'fullscreen'])
      .default('dialog')
      .describe('How the form opens as a modal'),
    fields: z.array(formField).min(1),
    submitLabel: text('Text of the submit button'),
    email: z.strictObject({
      type: text('form_type sent to the e-mail provider'),
      template: text('Provider template id'),
      subject: text('Subject line of the e-mail; {field} placeholders take the sent values'),
    }),
    messages: z.strictObject({
      success: text('Shown after a successful send; may name what arrives and when ({field})'),
      failure: text('Shown when sending fails'),
    }),
    afterSuccess: z.enum(['close', 'reset', 'keep']).default('close'),
    downloadFrom: z
      .string()
      .optional()
      .describe(
        'A hidden field holding the path of a file in public/ (given by the button with prefill): after a successful send the browser downloads it',
      ),
  })
  .superRefine((form, ctx) => {
    checkPlaceholders(form, ctx);
    checkDownloadField(form, ctx);
    reportRepeatedKeys(ctx, form.fields, {
      path: 'fields',
      key: 'name',
      noun: 'field name',
      problem: 'duplicate-field-name',
    });
  });

export type FormDefinition = z.output<typeof formSchema>;
export type FormField = z.output<typeof formField>;
