/**
 * The two deliveries of a lead as the outbox attempts them, each ending in an Attempt: the
 * e-mail through EmailJS (src/email/send-form.ts) and the copy to the studio (POST
 * <VITE_LEADS_URL>, answered as the studio's lead endpoint documents). Which failures are worth
 * another try: the network, a time-out, 408, 429 and 5xx. Anything else (403, 400, missing
 * settings, a refused browser) would fail the same way again.
 */
import type { EmailConfig } from '../email/config.ts';
import type { DeliveryResult } from '../email/delivery-result.ts';
import { sendEmail, SEND_TIMEOUT_MS } from '../email/send-form.ts';
import type { Attempt, Senders } from './attempt.ts';
import { retryAfterMs } from './backoff.ts';
import type { CopyRequest, EmailRequest } from './outbox-store.ts';

const retryableStatus = (status: number) => status === 408 || status === 429 || status >= 500;

export function attemptFromDelivery(result: DeliveryResult): Attempt {
  if (result.ok) return { kind: 'sent' };
  const retry =
    result.reason === 'network' ||
    result.reason === 'timeout' ||
    result.reason === 'rate-limited' ||
    (result.reason === 'http' && result.status !== undefined && retryableStatus(result.status));
  return {
    kind: retry ? 'retry' : 'refused',
    detail: `${result.reason}: ${result.detail}`,
    reason: result.reason,
  };
}

export async function sendCopy(
  request: CopyRequest,
  timeoutMs = SEND_TIMEOUT_MS,
  now = Date.now,
): Promise<Attempt> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request.body),
      // No cookie goes to the studio: the endpoint is public and needs none.
      credentials: 'omit',
      // Finishes even when the visitor leaves the page right after sending.
      keepalive: true,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { kind: 'retry', detail: `network: ${detail}` };
  }
  // 201 stored, 200 stored before (the same id): either way the studio has it.
  if (response.ok) return { kind: 'sent' };
  const detail = `HTTP ${response.status} from the lead endpoint`;
  if (retryableStatus(response.status)) {
    return {
      kind: 'retry',
      detail,
      retryAfterMs: retryAfterMs(response.headers.get('Retry-After'), now()),
    };
  }
  return { kind: 'refused', detail };
}

export function browserSenders(config?: EmailConfig): Senders<EmailRequest, CopyRequest> {
  return {
    email: async (request, attempts) =>
      attemptFromDelivery(
        await sendEmail(
          {
            formId: request.formId,
            formType: request.params.form_type ?? request.formId,
            templateId: request.templateId,
            params: request.params,
          },
          config,
          SEND_TIMEOUT_MS,
          { throttle: attempts === 0 },
        ),
      ),
    copy: (request) => sendCopy(request),
  };
}
