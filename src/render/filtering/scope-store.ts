/**
 * Where the blocks of one filter scope meet: the controls publish the criteria, every list of
 * the scope reports how many of its items pass, and the controls read the total. A plain
 * module store read through `useSyncExternalStore`: the server never writes to it (effects do
 * not run there), so each prerendered page starts from an empty, unfiltered state.
 */
import type { FilterCriteria } from './types.ts';

interface ScopeState {
  criteria: FilterCriteria | null;
  counts: Map<string, number>;
  total: number | null;
}

const scopes = new Map<string, ScopeState>();
const listeners = new Set<() => void>();

function stateOf(scope: string): ScopeState {
  let state = scopes.get(scope);
  if (!state) {
    state = { criteria: null, counts: new Map(), total: null };
    scopes.set(scope, state);
  }
  return state;
}

function notify() {
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function criteriaOf(scope: string): FilterCriteria | null {
  return scopes.get(scope)?.criteria ?? null;
}

/** Items passing in every list of the scope, or null before any list has reported. */
export function totalOf(scope: string): number | null {
  return scopes.get(scope)?.total ?? null;
}

export function publishCriteria(scope: string, criteria: FilterCriteria | null) {
  const state = stateOf(scope);
  const same =
    state.criteria?.query === criteria?.query && state.criteria?.accepted === criteria?.accepted;
  if (same) return;
  state.criteria = criteria;
  notify();
}

export function reportCount(scope: string, list: string, count: number | null) {
  const state = stateOf(scope);
  if (count === null) state.counts.delete(list);
  else state.counts.set(list, count);
  const total = state.counts.size
    ? [...state.counts.values()].reduce((sum, value) => sum + value, 0)
    : null;
  if (total === state.total) return;
  state.total = total;
  notify();
}
