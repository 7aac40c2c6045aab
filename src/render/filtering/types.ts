/**
 * The filter settings a block's YAML gives (see src/content/filter-schema.ts, which validates
 * them) and the state a set of controls publishes to the lists of its scope.
 */
export interface FilterButton {
  label: string;
  /** The item value this button keeps; absent on the "All" button. */
  match?: string | undefined;
}

export interface FilterControlsSettings {
  searchLabel: string;
  placeholder?: string | undefined;
  /** URL parameter of the buttons, e.g. "category" in `?category=templates`. */
  param: string;
  groupLabel: string;
  buttons: FilterButton[];
  noun: { one: string; other: string };
}

/** Which fields of an item the search reads and which field the buttons compare. */
export interface FilterRules {
  searchIn: readonly string[];
  filterOn?: string | undefined;
}

export interface FilterSettings extends FilterRules {
  /** Namespace of the URL parameters; blocks with the same scope share one filter. */
  scope?: string | undefined;
  /** Where present, this block shows the search box and the buttons of its scope. */
  controls?: FilterControlsSettings | undefined;
}

export interface FilterCriteria {
  query: string;
  /** The item value the chosen button keeps, or null for all. */
  accepted: string | null;
}

export const isActive = (criteria: FilterCriteria | null): criteria is FilterCriteria =>
  criteria !== null && (criteria.accepted !== null || criteria.query.trim() !== '');
