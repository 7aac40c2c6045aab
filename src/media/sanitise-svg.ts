/**
 * An SVG made safe to serve from the site's origin: DOMPurify (in jsdom) with its SVG profile
 * removes scripts, event handlers (`onload=`), `<foreignObject>` and `javascript:` links; this
 * module also removes every reference outside the file (an `href` that is not `#fragment` or a
 * `data:` image, a `url()` of another file), so a picture cannot fetch or track anything.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

const isInternal = (reference: string) =>
  reference.startsWith('#') || /^data:image\/(png|jpeg|webp|gif);/i.test(reference);

purify.addHook('afterSanitizeAttributes', (node) => {
  for (const name of ['href', 'xlink:href', 'src']) {
    const value = node.getAttribute(name);
    if (value !== null && !isInternal(value.trim())) node.removeAttribute(name);
  }
  const style = node.getAttribute('style');
  if (style && /url\(\s*['"]?(?!#)/i.test(style)) node.removeAttribute('style');
});

purify.addHook('uponSanitizeElement', (node, data) => {
  // A <style> element may @import or url() another file: keep it only without either.
  if (data.tagName === 'style' && /@import|url\(\s*['"]?(?!#)/i.test(node.textContent ?? '')) {
    node.parentNode?.removeChild(node);
  }
});

export function sanitiseSvg(svg: string): string {
  const clean = purify.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ['use'],
    NAMESPACE: 'http://www.w3.org/2000/svg',
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${clean}`;
}
