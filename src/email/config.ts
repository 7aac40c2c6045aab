/**
 * Where form e-mails go, read from the build-time environment. With neither a public key nor a
 * service id the site talks to the local outbox that `npm run dev` and `npm start` serve on the
 * same origin (see outbox-plugin.ts), so every form works out of the box.
 */
import { DEFAULT_EMAIL_API_ORIGIN } from '../content/email-api-origin.ts';

export const DEFAULT_API_ORIGIN = DEFAULT_EMAIL_API_ORIGIN;
/** Stand-in credentials the local outbox accepts. */
export const OUTBOX_KEY = 'local-outbox';

export interface EmailEnv {
  VITE_EMAILJS_PUBLIC_KEY?: string;
  VITE_EMAILJS_SERVICE_ID?: string;
  VITE_EMAILJS_API_ORIGIN?: string;
  /** "true" rejects headless browsers with 451 (the SDK's blockHeadless). Off by default. */
  VITE_EMAILJS_BLOCK_HEADLESS?: string;
  /** Minimum milliseconds between two sends of one form (the SDK's limitRate); 0 turns it off. */
  VITE_EMAILJS_THROTTLE_MS?: string;
}

export interface EmailConfig {
  destination: 'emailjs' | 'outbox';
  publicKey: string;
  serviceId: string;
  /** Empty for the outbox: the page's own origin. */
  origin: string;
  blockHeadless: boolean;
  throttleMs: number;
}

const DEFAULT_THROTTLE_MS = 3000;

export function isEmailConfigured(env: EmailEnv): boolean {
  return Boolean(env.VITE_EMAILJS_PUBLIC_KEY || env.VITE_EMAILJS_SERVICE_ID);
}

export function emailConfigFrom(env: EmailEnv): EmailConfig {
  // An empty value (a copied .env.example) means the default, not 0.
  const throttle = env.VITE_EMAILJS_THROTTLE_MS
    ? Number(env.VITE_EMAILJS_THROTTLE_MS)
    : DEFAULT_THROTTLE_MS;
  const shared = {
    blockHeadless: env.VITE_EMAILJS_BLOCK_HEADLESS === 'true',
    throttleMs: Number.isFinite(throttle) && throttle > 0 ? throttle : 0,
  };
  if (!isEmailConfigured(env)) {
    return {
      destination: 'outbox',
      publicKey: OUTBOX_KEY,
      serviceId: OUTBOX_KEY,
      origin: '',
      ...shared,
    };
  }
  // A half configuration is passed on as is: the SDK's own check then names what is missing.
  return {
    destination: 'emailjs',
    publicKey: env.VITE_EMAILJS_PUBLIC_KEY ?? '',
    serviceId: env.VITE_EMAILJS_SERVICE_ID ?? '',
    origin: (env.VITE_EMAILJS_API_ORIGIN || DEFAULT_API_ORIGIN).replace(/\/+$/, ''),
    ...shared,
  };
}
