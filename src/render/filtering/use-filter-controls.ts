/**
 * The state of one set of filter controls, kept in the URL (`?q=roof&category=templates`, with
 * the scope as prefix when a page has several) so a filtered view can be shared, reloaded and
 * reached again with Back. Typing replaces the history entry; a button or "clear" pushes one.
 */
import { useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useNavigate, useNavigationType } from 'react-router-dom';
import { usePageLocation } from '../page-location.ts';
import { clearPending } from './pending.ts';
import { criteriaOf, publishCriteria, subscribe, totalOf } from './scope-store.ts';
import { isActive, type FilterControlsSettings, type FilterCriteria } from './types.ts';
import { useHydrated } from './use-hydrated.ts';

/** The value a button puts in the URL: its label in kebab case ("General Contracting" → general-contracting). */
export function buttonSlug(label: string): string {
  return label
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function paramNames(scope: string | undefined, settings: FilterControlsSettings) {
  const prefix = scope ? `${scope}-` : '';
  return { query: `${prefix}q`, button: `${prefix}${settings.param}` };
}

export function useFilterControls(scope: string, settings: FilterControlsSettings) {
  const hydrated = useHydrated();
  const location = usePageLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const names = paramNames(scope || undefined, settings);

  // Until hydration is over, render exactly what the server rendered: no query, "All". The URL
  // is not read before then, so the prerender renders the controls once for every page.
  const params = hydrated ? new URLSearchParams(location.search) : null;
  const query = params?.get(names.query) ?? '';
  const chosenSlug = params?.get(names.button) ?? '';
  const chosen =
    settings.buttons.find((button) => button.match && buttonSlug(button.label) === chosenSlug) ??
    null;
  const accepted = chosen?.match ?? null;

  // The text box keeps its own draft so typing never waits for the router; it follows the URL
  // when the URL changes for another reason (Back, a button, clear, hydration).
  const [draft, setDraft] = useState(query);
  const source = hydrated ? location.key : 'server';
  const [followed, setFollowed] = useState(source);
  if (followed !== source) {
    setFollowed(source);
    if (navigationType !== 'REPLACE' || followed === 'server') setDraft(query);
  }

  const criteria = useMemo<FilterCriteria>(() => ({ query, accepted }), [query, accepted]);
  useLayoutEffect(() => {
    if (!hydrated) return;
    publishCriteria(scope, criteria);
    // The lists re-render from the store before the next frame; then show them again.
    const frame = requestAnimationFrame(clearPending);
    return () => cancelAnimationFrame(frame);
  }, [scope, criteria, hydrated]);
  useLayoutEffect(() => () => publishCriteria(scope, null), [scope]);

  const total = useSyncExternalStore(
    subscribe,
    () => totalOf(scope),
    () => null,
  );
  const published = useSyncExternalStore(
    subscribe,
    () => criteriaOf(scope),
    () => null,
  );
  const [touched, setTouched] = useState(false);

  const write = (changes: Record<string, string>, replace: boolean) => {
    setTouched(true);
    const next = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    void navigate(`?${next.toString()}`, { replace });
  };

  return {
    hydrated,
    draft,
    chosenSlug: chosen ? chosenSlug : '',
    total,
    active: isActive(published),
    touched,
    setQuery(value: string) {
      setDraft(value);
      write({ [names.query]: value }, true);
    },
    choose(label: string, match: string | undefined) {
      write({ [names.button]: match ? buttonSlug(label) : '' }, false);
    },
    clear() {
      setDraft('');
      write({ [names.query]: '', [names.button]: '' }, false);
    },
    paramNames: [names.query, names.button],
  };
}
