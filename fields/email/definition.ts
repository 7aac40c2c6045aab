import * as z from 'zod';
import { singleLineType } from '../single-line.ts';

const emailFormat = z.email();

export const email = singleLineType({
  type: 'email',
  description: 'An e-mail address, checked for its form.',
  formatProblem: (value) =>
    emailFormat.safeParse(value).success
      ? undefined
      : 'Enter a valid email address, like name@example.com.',
});
