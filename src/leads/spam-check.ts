/**
 * What a form can tell is not a person: its honeypot filled (a field people never see), or a
 * send sooner after the form appeared than anyone types. Such a send goes nowhere; the studio
 * is told only that one was refused and why (no value typed), so a wave of spam shows there.
 */
import type { RefusalReason } from '../content/lead-contract.ts';

export { spamReason, type RefusalReason } from '../content/lead-contract.ts';

/** Tells the studio of a refusal, best effort: nothing waits for it, nothing retries it. */
export function reportRefusal(
  refusalsUrl: string,
  report: { formId: string; page: string; reason: RefusalReason },
) {
  void fetch(refusalsUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(report),
    credentials: 'omit',
    keepalive: true,
  }).catch(() => undefined);
}
