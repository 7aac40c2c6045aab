import type { z } from 'zod';

/**
 * Reports every item of `list` whose key an earlier item already has (two fields named alike,
 * two sections with one id), at `path.index.key`, naming where the key was first used.
 */
export function reportRepeatedKeys<Item>(
  ctx: z.RefinementCtx,
  list: readonly Item[],
  at: { path: string; key: keyof Item & string; noun: string; problem: string },
) {
  const seen = new Map<unknown, number>();
  list.forEach((item, index) => {
    const value = item[at.key];
    if (value === undefined || value === '') return;
    if (seen.has(value)) {
      ctx.addIssue({
        code: 'custom',
        path: [at.path, index, at.key],
        params: { problem: at.problem },
        message: `${at.noun} "${String(value)}" is already used by ${at.path}[${seen.get(value)}]`,
      });
    }
    seen.set(value, index);
  });
}
