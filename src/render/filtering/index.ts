/** One filtering mechanism for any block: controls for a scope, and lists that follow it. */
export { FilterControls } from './FilterControls.tsx';
export { Filterable } from './Filterable.tsx';
export { PENDING_CLASS } from './pending.ts';
export type { FilterSettings } from './types.ts';
export { useFeaturedFilteredList, useFilteredList } from './use-filtered-list.ts';
export { sliceBySizes } from './slices.ts';
