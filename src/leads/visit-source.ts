/**
 * Where the visit came from: the UTM parameters and the referrer of the page the visitor landed
 * on, kept in sessionStorage for the visit, so a lead sent three pages later still says which
 * campaign brought it. Runs on every page load, so it is tiny and imports only the contract's
 * constants.
 */
import { UTM_KEYS } from '../content/lead-contract.ts';

export type Utm = Partial<Record<(typeof UTM_KEYS)[number], string>>;

export interface VisitSource {
  utm: Utm;
  referrer: string;
}

const KEY = 'lead-visit-source';

/** Keeps the landing page's source; later pages of the same visit keep the first one. */
export function rememberVisitSource(search: string, referrer: string, storage: Storage) {
  try {
    if (storage.getItem(KEY)) return;
    const params = new URLSearchParams(search);
    const utm: Utm = {};
    for (const key of UTM_KEYS) {
      const value = params.get(key);
      if (value) utm[key] = value.slice(0, 200);
    }
    storage.setItem(KEY, JSON.stringify({ utm, referrer } satisfies VisitSource));
  } catch {
    // Storage blocked: the lead then goes without its source.
  }
}

export function visitSource(storage: Storage, fallbackReferrer: string): VisitSource {
  try {
    const stored = storage.getItem(KEY);
    if (stored) return JSON.parse(stored) as VisitSource;
  } catch {
    // Blocked or unreadable: as if nothing was kept.
  }
  return { utm: {}, referrer: fallbackReferrer };
}

/** At page load: the landing page's source, from this window. */
export function rememberThisVisit() {
  try {
    rememberVisitSource(location.search, document.referrer, sessionStorage);
  } catch {
    // sessionStorage itself refused (storage blocked).
  }
}

/** At send time: the source kept for this visit, else this page's referrer. */
export function thisVisitSource(): VisitSource {
  try {
    return visitSource(sessionStorage, document.referrer);
  } catch {
    return { utm: {}, referrer: document.referrer };
  }
}
