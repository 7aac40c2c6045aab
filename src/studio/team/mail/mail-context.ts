/** What the e-mail jobs are given by the team server (passed in, never a global). */
import type { Mailer } from './mailer.ts';

export interface MailContext {
  /** Null without STUDIO_SMTP_URL: then no e-mail job is queued. */
  mailer: Mailer | null;
  publicUrl: URL;
  /** A form's title as main names it now (a lead's notice says which form). */
  formTitle(formId: string): Promise<string>;
}
