import type { z } from 'zod';

/**
 * A form field type: the keys a field of this type may hold in `forms/*.yaml`, the rule for what
 * a visitor enters, the value it starts with, and how that value is kept in a draft and written
 * in the e-mail. Adding a type = one folder in fields/ (definition.ts with this, no React;
 * view.tsx with its widget, see src/forms/define-field-view.ts) + one line in fields/index.ts.
 * The validator, JSON Schema, docs, e-mail and form rules read the definitions; only the form
 * renderer reads the views.
 */
export interface FieldTypeDefinition<
  Type extends string = string,
  Options extends FieldOptions = FieldOptions,
  Value extends FieldValue = FieldValue,
> {
  type: Type;
  /** One sentence for docs/forms.md: what the visitor gets. */
  description: string;
  /** Keys only this type accepts beside the common ones (each optional, with `.describe()`). */
  options: Options;
  /** The kind of value `default:` holds in the YAML (checked against the field's own rule too). */
  defaultValue: z.ZodType;
  /** Extra checks of the field definition, e.g. a select needs options. */
  check?(field: FieldOf<Options>, report: (problem: DefinitionProblem) => void): void;
  /** What the widget holds before the visitor touches it, from the field's `default:`. */
  initial(field: FieldOf<Options>): Value;
  /** A value read back from a draft or a prefill, if it fits this type; else undefined. */
  restore(saved: unknown): Value | undefined;
  /** The zod rule for what the widget holds; its output is what is sent. */
  rule(field: FieldOf<Options>): z.ZodType<FieldValue, Value>;
  /** How the sent value reads in the e-mail. */
  toEmail(sent: FieldValue): string;
}

/** What a widget holds and what is sent: text, a number, or a ticked box. */
export type FieldValue = string | number | boolean;
/** The values of one form, by field name. */
export type FormValues = Record<string, FieldValue>;

export type FieldOptions = Record<string, z.ZodOptional>;

/** Keys every field has, whatever its type (see src/content/form-schema.ts). */
export type CommonField = {
  name: string;
  label: string;
  type: string;
  required: boolean;
  placeholder?: string;
  autocomplete?: string;
  default?: FieldValue;
  width: 'full' | 'half';
};

export type FieldOf<Options extends FieldOptions> = CommonField & {
  [Key in keyof Options]?: z.output<Options[Key]>;
};

export interface DefinitionProblem {
  /** Key of the field the problem is about. */
  key: string;
  /** Code of the problem in src/content/errors.ts. */
  problem: string;
  message: string;
}

export function defineFieldType<
  const Type extends string,
  Options extends FieldOptions,
  Value extends FieldValue,
>(
  definition: FieldTypeDefinition<Type, Options, Value>,
): FieldTypeDefinition<Type, Options, Value> {
  return definition;
}

/** The field as its type's definition reads it: the common keys and the type's own options. */
export type FieldOfType<Definition> = Definition extends {
  options: infer Options extends FieldOptions;
}
  ? FieldOf<Options>
  : never;
