/**
 * Select options computed at build time from a rule, so a form never offers a date that has
 * passed: `optionsFrom: { rule: upcoming-quarters, count: 3 }` offers the next three quarters
 * that start after the build date ("Q1 2027"…). They follow the field's own `options`.
 */
import * as z from 'zod';

export const optionRuleNames = ['upcoming-quarters'] as const;
export type OptionRuleName = (typeof optionRuleNames)[number];

/** The most options a rule adds to one field. */
const MAX_COUNT = 12;

export const optionsFrom = z
  .strictObject({
    rule: z
      .enum(optionRuleNames)
      .describe('upcoming-quarters: the quarters that start after the build date'),
    count: z
      .number()
      .int()
      .min(1)
      .max(MAX_COUNT)
      .default(3)
      .describe('How many options the rule adds'),
  })
  .describe('For select: options computed when the site is built, after the fixed `options`');

export interface SelectOption {
  value: string;
  label: string;
}

/** The quarters starting after `today` (YYYY-MM-DD): value `q1-2027`, label `Q1 2027`. */
function upcomingQuarters(count: number, today: string): SelectOption[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  // The quarter after the current one: a quarter starting today has begun, it is not upcoming.
  let quarter = Math.floor((month - 1) / 3) + 1;
  let y = year;
  return Array.from({ length: count }, () => {
    quarter += 1;
    if (quarter > 4) {
      quarter = 1;
      y += 1;
    }
    return { value: `q${quarter}-${y}`, label: `Q${quarter} ${y}` };
  });
}

const rules: Record<OptionRuleName, (count: number, today: string) => SelectOption[]> = {
  'upcoming-quarters': upcomingQuarters,
};

export function optionsByRule(
  from: { rule: OptionRuleName; count: number },
  today: string,
): SelectOption[] {
  return rules[from.rule](from.count, today);
}

interface FieldWithRule {
  options?: SelectOption[];
  optionsFrom?: { rule: OptionRuleName; count: number };
}

/** The form as the browser gets it: each rule's options added to its field, the rule gone. */
export function withRuleOptions<Form extends { fields: FieldWithRule[] }>(
  form: Form,
  today: string,
): Form {
  if (!form.fields.some((field) => field.optionsFrom)) return form;
  return {
    ...form,
    fields: form.fields.map(({ optionsFrom: from, ...field }) =>
      from
        ? { ...field, options: [...(field.options ?? []), ...optionsByRule(from, today)] }
        : field,
    ),
  };
}

/**
 * All the build date decides of the forms, as one text: each rule's options on that date at
 * their most (fewer are the first of them). The bundles, which hold the forms, are keyed by it
 * rather than by the date: they are compiled again when a quarter turns, not every day.
 */
export const rulesOn = (today: string): string =>
  JSON.stringify(optionRuleNames.map((rule) => optionsByRule({ rule, count: MAX_COUNT }, today)));
