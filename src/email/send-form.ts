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

export async function sendForm(
  definition: FormDefinition,
  values: FormValues,
  config: EmailConfig = emailConfigFrom(import.meta.env),
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<DeliveryResult> {
  const origin = config.origin || window.location.origin;
  const rateLimitId = `form-${definition.id}`;
  const options = {
    publicKey: config.publicKey,
    blockHeadless: config.blockHeadless,
    storageProvider: storage,
    // Passed per call: init() would otherwise reset it together with the storage provider.
    limitRate: config.throttleMs ? { id: rateLimitId, throttle: config.throttleMs } : {},
  };
  // The API origin can only be set through init().
  init({ ...options, origin });
  try {
    await withTimeout(
      send(
        config.serviceId,
        definition.email.template,
        templateParams(definition, values),
        options,
      ),
      timeoutMs,
    );
  } catch (error) {
    const failure = failureFromError(error);
    // The SDK stamps the attempt before sending; a send that failed must not make the visitor's
    // retry "too fast". A refusal for being too fast keeps its stamp.
    if (failure.reason !== 'rate-limited') await storage.remove(rateLimitId);
    console.error(
      `[email] "${definition.email.type}" was not delivered (${failure.reason}): ${failure.detail}`,
    );
    return failure;
  }
  if (config.destination === 'outbox') {
    console.info(
      `[email] "${definition.email.subject}" was stored in the local outbox (.outbox/ on the server at ${origin}); set VITE_EMAILJS_PUBLIC_KEY and VITE_EMAILJS_SERVICE_ID to send real e-mail.`,
    );
  }
  return { ok: true, destination: config.destination };
}
