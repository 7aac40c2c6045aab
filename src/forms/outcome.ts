/** What a form tells the visitor after a send: the definition's message, and a hint if one helps. */
export interface FormOutcome {
  kind: 'success' | 'failure';
  message: string;
  hint?: string;
}
