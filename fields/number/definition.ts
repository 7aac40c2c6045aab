/**
 * A number, with an optional lowest and highest value and a step between accepted values. The
 * widget (view.tsx) holds what was typed (text); the rule checks it and sends the number.
 */
import * as z from 'zod';
import { defineFieldType } from '../../src/content/define-field-type.ts';

interface Bounds {
  min?: number;
  max?: number;
  step?: number;
}

const format = (n: number) => n.toLocaleString('en-US');

/** Why `value` is not accepted by these bounds, or undefined. */
function boundsProblem(label: string, value: number, { min, max, step }: Bounds) {
  if (min !== undefined && value < min) return `“${label}” must be at least ${format(min)}.`;
  if (max !== undefined && value > max) return `“${label}” must be at most ${format(max)}.`;
  if (step !== undefined) {
    const steps = (value - (min ?? 0)) / step;
    // Decimal steps (0.1) are not exact in binary: accept what is a whole step within rounding.
    if (Math.abs(steps - Math.round(steps)) > 1e-9) {
      return `“${label}” must go in steps of ${format(step)}${min ? ` from ${format(min)}` : ''}.`;
    }
  }
  return undefined;
}

export const number = defineFieldType({
  type: 'number',
  description: 'A number; `min`, `max` and `step` bound it. The e-mail gets the number.',
  options: {
    min: z.number().optional().describe('For number: the lowest accepted value'),
    max: z.number().optional().describe('For number: the highest accepted value'),
    step: z.number().positive().optional().describe('For number: accepted values go in this step'),
  },
  defaultValue: z.number(),
  check: (field, report) => {
    if (field.min !== undefined && field.max !== undefined && field.min > field.max) {
      report({
        key: 'max',
        problem: 'bad-field-option',
        message: `max ${field.max} is below min ${field.min}`,
      });
    }
    if (typeof field.default === 'number') {
      const problem = boundsProblem('default', field.default, field);
      if (problem) report({ key: 'default', problem: 'bad-field-default', message: problem });
    }
  },
  initial: (field) => (typeof field.default === 'number' ? String(field.default) : ''),
  restore: (saved) => (typeof saved === 'string' ? saved : undefined),
  rule: (field) =>
    z
      .string()
      .trim()
      .transform((typed, ctx): number | '' => {
        if (typed === '') {
          if (field.required)
            ctx.addIssue({ code: 'custom', message: `Please fill in “${field.label}”.` });
          return '';
        }
        const value = Number(typed);
        const problem = Number.isFinite(value)
          ? boundsProblem(field.label, value, field)
          : `Enter a number for “${field.label}”.`;
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
        return value;
      }),
  toEmail: (sent) => String(sent),
});
