/** True on a narrow window (a phone), where the studio's panes stack instead of sitting side by side. */
import { useSyncExternalStore } from 'react';

const QUERY = '(max-width: 900px)';

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

export const isNarrow = () => window.matchMedia(QUERY).matches;

export const useNarrow = () => useSyncExternalStore(subscribe, isNarrow);
