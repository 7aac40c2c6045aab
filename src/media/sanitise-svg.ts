/**
 * An SVG made safe to serve from the site's origin: DOMPurify (in jsdom) with its SVG profile
 * removes scripts, event handlers (`onload=`), `<foreignObject>` and `javascript:` links; this
 * module also removes every reference outside the file (an `href` that is not `#fragment` or a
 * `data:` image, a `url()` of another file), so a picture cannot fetch or track anything.
 */
import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import type * as Jsdom from 'jsdom';

const isInternal = (reference: string) =>
  reference.startsWith('#') || /^data:image\/(png|jpeg|webp|gif);/i.test(reference);

/**
 * DOMPurify in a jsdom window, made on the first SVG: loading jsdom takes a build about 0.4 s,
 * and a build whose pictures all come from the image cache sanitises none.
 */
let purifier: DOMPurify | undefined;
function purify(): DOMPurify {
  if (purifier) return purifier;
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as typeof Jsdom;
  const { window } = new JSDOM('');
  const made = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  made.addHook('afterSanitizeAttributes', (node) => {
    for (const name of ['href', 'xlink:href', 'src']) {
      const value = node.getAttribute(name);
      if (value !== null && !isInternal(value.trim())) node.removeAttribute(name);
    }
    const style = node.getAttribute('style');
    if (style && /url\(\s*['"]?(?!#)/i.test(style)) node.removeAttribute('style');
  });

  made.addHook('uponSanitizeElement', (node, data) => {
    // A <style> element may @import or url() another file: keep it only without either.
    if (data.tagName === 'style' && /@import|url\(\s*['"]?(?!#)/i.test(node.textContent ?? '')) {
      node.parentNode?.removeChild(node);
    }
  });
  return (purifier = made);
}

export function sanitiseSvg(svg: string): string {
  const clean = purify().sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ['use'],
    NAMESPACE: 'http://www.w3.org/2000/svg',
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${clean}`;
}
