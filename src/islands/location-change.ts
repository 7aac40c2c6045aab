/**
 * The event an island's router sends when it changes the page's URL in place (a filter's query,
 * `?modal=`): the other islands' routers follow it (PageRouter.tsx), and the runtime wakes the
 * islands that show the page's state (runtime.ts). No React here: the runtime imports it.
 */
export const LOCATION_CHANGE = 'islands:location';
