/** `forms/<id>.yaml`: a form definition from which the engine builds a zod schema and a form. */
import { z } from 'zod';
import { text } from './fields.ts';
import { checkDownloadField, checkPlaceholders } from './form-placeholders-check.ts';
import { optionsFrom } from './option-rules.ts';

const option = z.strictObject({
  value: z.string().describe('Value sent with the form'),
  label: text('Text the visitor sees'),
});

export const fieldTypes = ['text', 'email', 'tel', 'url', 'textarea', 'select', 'hidden'] as const;

export const formField = z
  .strictObject({
    name: z
      .string()
      .regex(/^[a-zA-Z][a-zA-Z0-9_]*$/, { message: 'expected a field name such as "firstName"' })
      .describe('Key of the value in the e-mail template'),
    label: text('Label shown beside the input'),
    type: z.enum(fieldTypes).default('text').describe('Kind of input'),
    required: z.boolean().default(false),
    placeholder: z.string().optional(),
    options: z.array(option).optional().describe('For select: the choices'),
    optionsFrom: optionsFrom.optional(),
    rows: z.number().int().positive().optional().describe('For textarea: visible lines'),
    autocomplete: z.string().optional().describe('HTML autocomplete token, e.g. given-name'),
    maxLength: z.number().int().positive().optional().describe('Longest accepted value'),
    default: z.string().optional().describe('Value the field starts with'),
    width: z.enum(['full', 'half']).default('full').describe('Half puts two fields on a row'),
  })
  .superRefine((field, ctx) => {
    if (field.type === 'select' && !field.options?.length && !field.optionsFrom) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        params: { problem: 'select-without-options' },
        message: 'a select needs options',
      });
    }
    if (field.type === 'select' && field.default !== undefined) {
      const values = field.options?.map((o) => o.value) ?? [];
      if (!values.includes(field.default)) {
        ctx.addIssue({
          code: 'custom',
          path: ['default'],
          params: { problem: 'bad-select-default' },
          message: `default "${field.default}" is not one of the options: ${values.join(', ')}`,
        });
      }
    }
  });

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
    const seen = new Map<string, number>();
    form.fields.forEach((field, index) => {
      if (seen.has(field.name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['fields', index, 'name'],
          params: { problem: 'duplicate-field-name' },
          message: `field name "${field.name}" is already used by fields[${seen.get(field.name)}]`,
        });
      }
      seen.set(field.name, index);
    });
  });

export type FormDefinition = z.output<typeof formSchema>;
export type FormField = z.output<typeof formField>;
