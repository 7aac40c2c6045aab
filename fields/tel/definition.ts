import { singleLineType } from '../single-line.ts';

/** Digits with the usual separators, an optional leading +, and 7 to 15 digits in all. */
const TEL_PATTERN = /^\+?[\d\s().-]+$/;

export const tel = singleLineType({
  type: 'tel',
  description: 'A phone number: 7 to 15 digits with the usual separators.',
  formatProblem: (value) => {
    const digits = value.replace(/\D/g, '').length;
    return TEL_PATTERN.test(value) && digits >= 7 && digits <= 15
      ? undefined
      : 'Enter a valid phone number, like (555) 123-4567.';
  },
});
