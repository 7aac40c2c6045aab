/** What a form tells the visitor after a send: the definition's message, and a hint if one helps. */
export interface FormOutcome {
  kind: 'success' | 'failure';
  message: string;
  hint?: string;
  /**
   * A failure's line about what happens next, with the site's phone and e-mail: the request is
   * `saved` on this device and will be sent, or it could not be sent (`refused`).
   */
  followUp?: { state: 'saved' | 'refused'; phone: string; phoneHref: string; email: string };
}
