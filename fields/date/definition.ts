/** A calendar date: the browser's date picker, sent as YYYY-MM-DD. */
import * as z from 'zod';
import { singleLineType } from '../single-line.ts';

const isoDate = z.iso.date();

export const date = singleLineType({
  type: 'date',
  description: "A calendar date from the browser's date picker; the e-mail gets YYYY-MM-DD.",
  defaultValue: isoDate,
  formatProblem: (value) => (isoDate.safeParse(value).success ? undefined : 'Enter a valid date.'),
});
