/**
 * The visitor's outbox: one localStorage entry per submission (`lead-outbox:<id>`), holding
 * what is still to be delivered, e-mail and copy tracked apart (one can be delivered while the
 * other waits). A delivery leaves the entry when it is sent or refused for good; the entry goes
 * when nothing is left. Storage is passed in, and every call survives storage that is blocked
 * or full (the send then happens without a safety net, as before).
 */
import type { LeadCopy } from './lead-copy.ts';
import { OUTBOX_PREFIX } from './outbox-key.ts';

export interface EmailRequest {
  /** The form, for the e-mail SDK's per-form rate limit. */
  formId: string;
  templateId: string;
  params: Record<string, string>;
}

export interface CopyRequest {
  url: string;
  body: LeadCopy;
}

export interface Pending<Request> {
  request: Request;
  /** Attempts that failed so far. */
  attempts: number;
  /** Epoch milliseconds of the next attempt. */
  nextTry: number;
  /** Why the last attempt failed, for the console. */
  lastError?: string;
}

export interface OutboxEntry {
  id: string;
  formId: string;
  /** Epoch milliseconds: the entry is dropped 7 days after (backoff.ts, KEEP_MS). */
  created: number;
  email?: Pending<EmailRequest>;
  copy?: Pending<CopyRequest>;
}

export type Channel = 'email' | 'copy';
export const CHANNELS: readonly Channel[] = ['email', 'copy'];

const keyOf = (id: string) => `${OUTBOX_PREFIX}${id}`;

export function readEntry(storage: Storage, id: string): OutboxEntry | null {
  try {
    const text = storage.getItem(keyOf(id));
    return text ? (JSON.parse(text) as OutboxEntry) : null;
  } catch {
    return null;
  }
}

/** Writes the entry, or removes it once nothing is left to deliver. */
export function writeEntry(storage: Storage, entry: OutboxEntry) {
  try {
    if (!entry.email && !entry.copy) storage.removeItem(keyOf(entry.id));
    else storage.setItem(keyOf(entry.id), JSON.stringify(entry));
  } catch {
    // Blocked or full: this delivery is tried only while the page is open.
  }
}

export function removeEntry(storage: Storage, id: string) {
  try {
    storage.removeItem(keyOf(id));
  } catch {
    // Nothing kept, nothing to remove.
  }
}

export function entryIds(storage: Storage): string[] {
  const ids: string[] = [];
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(OUTBOX_PREFIX)) ids.push(key.slice(OUTBOX_PREFIX.length));
    }
  } catch {
    // Blocked: nothing kept.
  }
  return ids;
}

/** A Storage kept in memory: the outbox of a browser whose localStorage is blocked. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** localStorage, or, where the browser refuses it, memory: sending works, only not later. */
export function browserStorage(): Storage {
  try {
    const storage = window.localStorage;
    storage.getItem(OUTBOX_PREFIX);
    return storage;
  } catch {
    return memoryStorage();
  }
}
