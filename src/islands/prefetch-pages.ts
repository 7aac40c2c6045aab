/**
 * Pages built with islands move between pages by plain page loads. To keep that quick, the
 * page a link points to is fetched as soon as the pointer comes over the link or it takes
 * focus (`<link rel="prefetch">`, once per page): by the click, it is in the HTTP cache.
 */
const prefetched = new Set<string>([window.location.pathname]);

function prefetch(event: Event) {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || prefetched.has(url.pathname)) return;
  prefetched.add(url.pathname);
  const hint = document.createElement('link');
  hint.rel = 'prefetch';
  hint.href = url.pathname;
  document.head.append(hint);
}

export function installPagePrefetch() {
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const)
    document.addEventListener(type, prefetch, { capture: true, passive: true });
}
