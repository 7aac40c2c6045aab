/**
 * Sends a submitted form through `@emailjs/browser` and never throws: every outcome, including a
 * time-out, becomes a DeliveryResult, and every failure is logged with its detail.
 */
import { init, send } from '@emailjs/browser';
import type { FormDefinition } from '../content/form-schema.ts';
import { emailConfigFrom, type EmailConfig } from './config.ts';
import { DeliveryTimeout, failureFromError, type DeliveryResult } from './delivery-result.ts';
import type { FormValues } from '../content/define-field-type.ts';
import { templateParams } from './template-params.ts';

export const SEND_TIMEOUT_MS = 15_000;

/** Runs a storage call; storage blocked (private modes, policies) or full must not stop a send. */
function tryStorage<T>(call: () => T, otherwise: T): Promise<T> {
  try {
    return Promise.resolve(call());
  } catch {
    return Promise.resolve(otherwise);
  }
}

/** localStorage for the SDK's rate limit; without a storage provider limitRate silently does nothing. */
const storage = {
  get: (key: string) => tryStorage(() => localStorage.getItem(key), null),
  set: (key: string, value: string) =>
    tryStorage(() => localStorage.setItem(key, value), undefined),
  remove: (key: string) => tryStorage(() => localStorage.removeItem(key), undefined),
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeliveryTimeout(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Milliseconds until the SDK's per-form rate limit (VITE_EMAILJS_THROTTLE_MS) lets the form send
 * again, read from the stamp the SDK keeps; 0 when it may. A second press within the limit is
 * a repeat of a send that went, and is turned away before anything is sent or kept.
 */
export async function throttleLeft(
  formId: string,
  config: EmailConfig = emailConfigFrom(import.meta.env),
  now = Date.now(),
): Promise<number> {
  if (!config.throttleMs) return 0;
  const last = Number((await storage.get(`form-${formId}`)) || 0);
  return Math.max(0, config.throttleMs - (now - last));
}

/** One e-mail to send: the template and its variables, and the form it comes from. */
export interface EmailSend {
  formId: string;
  /** For the console: the form's `email.type`. */
  formType: string;
  templateId: string;
  params: Record<string, string>;
}

export function sendForm(
  definition: FormDefinition,
  values: FormValues,
  config: EmailConfig = emailConfigFrom(import.meta.env),
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<DeliveryResult> {
  return sendEmail(
    {
      formId: definition.id,
      formType: definition.email.type,
      templateId: definition.email.template,
      params: templateParams(definition, values),
    },
    config,
    timeoutMs,
  );
}

/**
 * Sends one e-mail. `throttle: false` skips the SDK's per-form rate limit: the outbox's retries
 * keep their own back-off, and the limit is there to slow a visitor's repeated presses.
 */
export async function sendEmail(
  email: EmailSend,
  config: EmailConfig = emailConfigFrom(import.meta.env),
  timeoutMs = SEND_TIMEOUT_MS,
  { throttle = true } = {},
): Promise<DeliveryResult> {
  const origin = config.origin || window.location.origin;
  const rateLimitId = `form-${email.formId}`;
  const options = {
    publicKey: config.publicKey,
    blockHeadless: config.blockHeadless,
    storageProvider: storage,
    // Passed per call: init() would otherwise reset it together with the storage provider.
    limitRate:
      throttle && config.throttleMs ? { id: rateLimitId, throttle: config.throttleMs } : {},
  };
  // The API origin can only be set through init().
  init({ ...options, origin });
  try {
    await withTimeout(send(config.serviceId, email.templateId, email.params, options), timeoutMs);
  } catch (error) {
    const failure = failureFromError(error);
    // The SDK stamps the attempt before sending; a send that failed must not make the visitor's
    // retry "too fast". A refusal for being too fast keeps its stamp.
    if (failure.reason !== 'rate-limited') await storage.remove(rateLimitId);
    console.error(
      `[email] "${email.formType}" was not delivered (${failure.reason}): ${failure.detail}`,
    );
    return failure;
  }
  if (config.destination === 'outbox') {
    console.info(
      `[email] "${email.params.subject ?? email.formType}" was stored in the local outbox (.outbox/ on the server at ${origin}); set VITE_EMAILJS_PUBLIC_KEY and VITE_EMAILJS_SERVICE_ID to send real e-mail.`,
    );
  }
  return { ok: true, destination: config.destination };
}
