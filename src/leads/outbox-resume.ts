/**
 * On every page load: when the visitor's outbox holds something (a lead that could not be sent
 * on an earlier visit), loads the outbox code and sends it. A look at localStorage, nothing
 * more, on the first paint; the code itself (and the e-mail SDK) loads only when needed.
 */
import { OUTBOX_PREFIX } from './outbox-key.ts';

function outboxHasEntries(storage: Storage): boolean {
  for (let index = 0; index < storage.length; index += 1) {
    if (storage.key(index)?.startsWith(OUTBOX_PREFIX)) return true;
  }
  return false;
}

export function resumeLeadOutbox() {
  try {
    if (!outboxHasEntries(localStorage)) return;
  } catch {
    return; // Storage blocked: nothing can have been kept.
  }
  void import('./outbox-runner.ts')
    .then(({ leadOutbox }) => leadOutbox().resume())
    .catch((error: unknown) => console.error('[outbox] could not resume:', error));
}
