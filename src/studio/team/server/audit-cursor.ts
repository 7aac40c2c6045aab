import { HttpError } from '../../server/http-json.ts';

/**
 * `?before=`, the audit page to go on from: the `next` of the page before, a whole number. Anything
 * else (`abc`, `1e999`, `-1`) is the request's fault, a 400, never a NaN handed to the database.
 */
export function auditCursor(url: URL): number | undefined {
  const before = url.searchParams.get('before');
  if (before === null) return undefined;
  if (!/^\d{1,15}$/.test(before)) {
    throw new HttpError(
      400,
      'bad-before',
      '"before" must be the "next" of the page before (a whole number)',
    );
  }
  return Number(before);
}
