/** Build-time settings of e-mail delivery (see config.ts). */
interface ImportMetaEnv {
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_API_ORIGIN?: string;
  readonly VITE_EMAILJS_BLOCK_HEADLESS?: string;
  readonly VITE_EMAILJS_THROTTLE_MS?: string;
  /** The studio's lead endpoint (src/leads/config.ts). */
  readonly VITE_LEADS_URL?: string;
  readonly VITE_FORMS_MIN_FILL_MS?: string;
}
