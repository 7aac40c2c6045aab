/**
 * For a list of items: which of them pass the criteria its scope's controls published. Every
 * item stays in the DOM (the prerendered HTML lists them all); the caller hides the others
 * with the `hidden` attribute, and the list reports its count for the results announcement.
 */
import { useId, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { itemMatches } from './match.ts';
import { criteriaOf, reportCount, subscribe } from './scope-store.ts';
import type { FilterSettings } from './types.ts';

export function useFilteredList(items: readonly unknown[], settings: FilterSettings | undefined) {
  const list = useId();
  const scope = settings?.scope ?? '';
  const criteria = useSyncExternalStore(
    subscribe,
    () => (settings ? criteriaOf(scope) : null),
    () => null,
  );
  const visible = useMemo(
    () => items.map((item) => !settings || !criteria || itemMatches(item, settings, criteria)),
    [items, settings, criteria],
  );
  const count = visible.filter(Boolean).length;
  useLayoutEffect(() => {
    if (!settings) return;
    reportCount(scope, list, count);
  }, [settings, scope, list, count]);
  useLayoutEffect(() => () => reportCount(scope, list, null), [scope, list]);
  return { visible, count };
}

/** A list that may put one featured item before its cards: which of them pass, apart. */
export function useFeaturedFilteredList(
  featured: unknown,
  items: readonly unknown[],
  settings: FilterSettings | undefined,
) {
  const { visible } = useFilteredList(featured ? [featured, ...items] : items, settings);
  return {
    featuredShown: Boolean(featured) && visible[0] === true,
    cardsVisible: featured ? visible.slice(1) : visible,
  };
}
