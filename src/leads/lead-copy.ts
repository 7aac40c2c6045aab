/** The body of the copy of a lead sent to the studio (`POST <VITE_LEADS_URL>`). */
import type { FormValues } from '../content/define-field-type.ts';
import type { Utm } from './visit-source.ts';

export interface LeadCopy {
  /** Made in the browser once per submission: the studio stores each id once. */
  id: string;
  formId: string;
  values: FormValues;
  /** The path of the page the form was sent from. */
  page: string;
  /** The referrer of the page the visit landed on. */
  referrer: string;
  utm: Utm;
  /** Milliseconds from the form shown to the send. */
  elapsedMs: number;
  /** The honeypot field's value: '' for a person. */
  honeypot: string;
  /**
   * Present when the form was filled from the visitor's own draft: the form exempts a quick send
   * from the too-fast check then, and the studio must too, or it refuses the copy of a lead
   * EmailJS delivered.
   */
  fromDraft?: true;
}
