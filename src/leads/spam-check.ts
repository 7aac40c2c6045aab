/**
 * What a form can tell is not a person: its honeypot filled (a field people never see), or a
 * send sooner after the form appeared than anyone types. Such a send goes nowhere; the studio
 * is told only that one was refused and why (no value typed), so a wave of spam shows there.
 */
export type RefusalReason = 'honeypot' | 'too-fast';

export interface SpamSigns {
  honeypot: string;
  elapsedMs: number;
  minFillMs: number;
  /**
   * The form was filled from a draft the visitor typed earlier (a reload after a failure): a
   * quick send is then a person's, and the time is not held against it.
   */
  fromDraft: boolean;
}

export function spamReason(signs: SpamSigns): RefusalReason | null {
  if (signs.honeypot) return 'honeypot';
  if (!signs.fromDraft && signs.elapsedMs < signs.minFillMs) return 'too-fast';
  return null;
}

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
