import { useEffect, useRef } from 'react';
import { usePageLocation } from '../render/page-location.ts';
import { scrollToElement } from '../render/scroll.ts';

/**
 * On each route change: to the anchor when the URL has a hash, else to the top. The first
 * render is left to the browser, which already honours the hash of a fresh load.
 */
export function ScrollManager() {
  const { pathname, hash } = usePageLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) scrollToElement(target);
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
  return null;
}
