/**
 * Delivers the outbox while a page is open: a form's send goes through it (kept first, so a
 * lead survives the tab closing mid-send), and whatever is left is tried again when due, when
 * the browser comes back online, and on the next visit (outbox-resume.ts loads this then).
 * Every pass holds one Web Lock shared by the site's tabs and re-reads the entry under it, so
 * two tabs never send the same delivery: the EmailJS e-mail of an id goes out once after it
 * succeeded (the studio also ignores a copy it already has).
 */
import type { Senders } from './attempt.ts';
import { browserSenders } from './senders.ts';
import {
  browserStorage,
  CHANNELS,
  entryIds,
  readEntry,
  removeEntry,
  writeEntry,
  type Channel,
  type CopyRequest,
  type EmailRequest,
  type OutboxEntry,
} from './outbox-store.ts';
import { nextDue, stepEntry, type StepResult } from './outbox-step.ts';

/** Dispatched on window when a delivery of an entry was sent: `{ id, channel }`. */
export const OUTBOX_SENT_EVENT = 'lead-outbox-sent';
export interface OutboxSentDetail {
  id: string;
  channel: Channel;
}

export interface OutboxDeps {
  storage: Storage;
  senders: Senders<EmailRequest, CopyRequest>;
  now: () => number;
  random: () => number;
  /** Runs `task` alone among the site's tabs (navigator.locks), or just runs it. */
  exclusive: <T>(task: () => Promise<T>) => Promise<T>;
  /** Told of every sent delivery. */
  onSent: (detail: OutboxSentDetail) => void;
}

export interface OutboxRunner {
  /** Keeps the entry, then attempts all it still holds now; resolves with how each ended. */
  submit(entry: OutboxEntry): Promise<StepResult>;
  /** Attempts what is due (everything with `force`), then waits for the next due time. */
  resume(force?: boolean): Promise<void>;
}

export function createOutboxRunner(deps: OutboxDeps): OutboxRunner {
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** One entry, read again under the lock: another tab may have delivered some of it. */
  async function step(id: string, force: boolean, fresh?: OutboxEntry): Promise<StepResult> {
    if (fresh && !readEntry(deps.storage, id)) writeEntry(deps.storage, fresh);
    const entry = readEntry(deps.storage, id) ?? fresh;
    if (!entry) return { entry: null, attempted: {}, expired: false };
    const result = await stepEntry(entry, deps.senders, {
      now: deps.now(),
      random: deps.random,
      force,
    });
    if (result.entry) writeEntry(deps.storage, result.entry);
    else removeEntry(deps.storage, id);
    if (result.expired) {
      console.warn(`[outbox] submission ${id} could not be delivered within 7 days; dropped.`);
    }
    for (const channel of CHANNELS) {
      const attempt = result.attempted[channel];
      if (attempt?.kind === 'sent') deps.onSent({ id, channel });
      if (attempt?.kind === 'refused') {
        console.error(`[outbox] ${channel} of submission ${id} was refused: ${attempt.detail}`);
      }
      if (attempt?.kind === 'retry') {
        console.warn(`[outbox] ${channel} of submission ${id} will be retried: ${attempt.detail}`);
      }
    }
    return result;
  }

  function schedule() {
    clearTimeout(timer);
    const entries = entryIds(deps.storage)
      .map((id) => readEntry(deps.storage, id))
      .filter((entry) => entry !== null);
    const due = nextDue(entries);
    if (due === null) return;
    timer = setTimeout(() => void resume(), Math.max(0, due - deps.now()));
  }

  async function resume(force = false) {
    await deps.exclusive(async () => {
      for (const id of entryIds(deps.storage)) await step(id, force);
    });
    schedule();
  }

  async function submit(entry: OutboxEntry) {
    const result = await deps.exclusive(() => step(entry.id, true, entry));
    schedule();
    return result;
  }

  return { submit, resume };
}

let browserRunner: OutboxRunner | undefined;

/** The page's one runner over localStorage, made once: it also retries when back `online`. */
export function leadOutbox(): OutboxRunner {
  if (browserRunner) return browserRunner;
  const runner = createOutboxRunner({
    storage: browserStorage(),
    senders: browserSenders(),
    now: Date.now,
    random: Math.random,
    exclusive: (task) => (navigator.locks ? navigator.locks.request('lead-outbox', task) : task()),
    onSent: (detail) =>
      window.dispatchEvent(new CustomEvent<OutboxSentDetail>(OUTBOX_SENT_EVENT, { detail })),
  });
  addEventListener('online', () => void runner.resume(true));
  browserRunner = runner;
  return runner;
}
