/**
 * No flash of unfiltered content: the prerendered HTML lists everything, so when a filtered
 * URL is loaded a tiny inline script (run while the HTML is parsed, before the first paint)
 * marks <html> as pending, lists of the scope stay invisible (`PENDING_CLASS`), and the
 * controls clear the mark once the filter is applied after hydration. If the app never starts,
 * the script clears the mark itself after a few seconds so the full list still shows.
 */
export const PENDING_ATTRIBUTE = 'data-filter-pending';

/** Tailwind class for a filterable list: invisible while <html> carries the pending mark. */
export const PENDING_CLASS = 'in-data-filter-pending:invisible';

export function pendingScript(params: readonly string[]): string {
  return (
    `(function(){var p=new URLSearchParams(location.search);` +
    `if(${JSON.stringify(params)}.some(function(k){return p.get(k)})){` +
    `var h=document.documentElement;h.setAttribute('${PENDING_ATTRIBUTE}','');` +
    `setTimeout(function(){h.removeAttribute('${PENDING_ATTRIBUTE}')},4000)}})()`
  );
}

export function clearPending() {
  document.documentElement.removeAttribute(PENDING_ATTRIBUTE);
}
