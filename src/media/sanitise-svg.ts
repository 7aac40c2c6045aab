/**
 * An SVG made safe to serve from the site's origin: DOMPurify (in jsdom) with its SVG profile
 * removes scripts, event handlers (`onload=`), `<foreignObject>` and `javascript:` links; this
 * module also removes every reference outside the file (an `href` that is not `#fragment` or a
 * `data:` image, a `url()` of another file), so a picture cannot fetch or track anything.
 * The studio's upload (clean-upload.ts) cleans SVGs with it too, so what is committed is what
 * the build would ship.
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

/**
 * What may stand before the root element: a byte-order mark, the XML declaration, comments,
 * processing instructions, a DOCTYPE (its internal subset too). DOMPurify parses an SVG as an
 * XML fragment, where any of them is an error that leaves nothing: an exported SVG (Inkscape,
 * Illustrator) and this function's own output, which starts with a declaration, came out empty.
 * Dropped, the picture parses; a reference to an entity the DOCTYPE declared then fails to
 * parse, so it still comes out empty and never expanded.
 */
const PROLOG = /^(?:\uFEFF|\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE(?:[^[>]|\[[\s\S]*?\])*>)*/i;

/** Changed whenever what sanitiseSvg makes of an SVG changes: part of the image cache's key. */
export const SANITISER_VERSION = 2;

export function sanitiseSvg(svg: string): string {
  const clean = purify().sanitize(svg.replace(PROLOG, ''), {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ['use'],
    NAMESPACE: 'http://www.w3.org/2000/svg',
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${clean}`;
}
