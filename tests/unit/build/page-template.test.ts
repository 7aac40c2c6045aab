/**
 * A page's file and the build cache's use of it: the template filled by position, and the
 * page's head tags and body taken out of the file again where it says they sit.
 */
import { describe, expect, it } from 'vitest';
import {
  bodyOfPage,
  pageParts,
  type PageTemplate,
  type RenderedBody,
} from '../../../src/build/page-template.ts';

/** The page as its file holds it: its parts one after the other. */
function pageHtml(template: PageTemplate, content: RenderedBody) {
  const { parts, place } = pageParts(template, content);
  return { html: parts.join(''), place };
}

const page = {
  template:
    '<html><head>\n    <!--app-head-->\n  </head><body><div id="root"><!--app-html--></div></body></html>',
  entryAssets: ['assets/index-abc.js', 'assets/inter-1.woff2', 'assets/inter-2.woff2'],
};
// The body in parts, as the islands leave it (server-html.tsx's withIslands).
const body = {
  head: '<title>Pricing</title>',
  html: ['<main><p>From “$$9”', ' — $&amp; more</p></main>'],
};

describe('pageParts', () => {
  it('puts the head tags, the font preloads and the body where the markers were', () => {
    const { html } = pageHtml(page, body);
    const preload = (file: string) =>
      `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`;
    expect(html).toBe(
      `<html><head>\n    <title>Pricing</title>\n    ${preload('assets/inter-1.woff2')}\n    ${preload('assets/inter-2.woff2')}\n  </head><body><div id="root"><main><p>From “$$9” — $&amp; more</p></main></div></body></html>`,
    );
  });

  it('records where the head tags and body sit, for the cache to take them out again', () => {
    const { html, place } = pageHtml(page, body);
    expect(bodyOfPage(html, place!)).toEqual({ head: body.head, html: [body.html.join('')] });
    // Into another template, as a render would have put them.
    const other = { template: `<!doctype html>${page.template}`, entryAssets: [] };
    expect(pageHtml(other, bodyOfPage(html, place!)!).html).toBe(pageHtml(other, body).html);
  });

  it('takes nothing out of a file that is not the one recorded', () => {
    const { html, place } = pageHtml(page, body);
    expect(bodyOfPage(`${html}\n`, place!)).toBeUndefined();
  });

  it('records no place in a template without both markers', () => {
    const { html, place } = pageHtml({ template: '<p><!--app-html--></p>', entryAssets: [] }, body);
    expect(html).toBe(`<p>${body.html.join('')}</p>`);
    expect(place).toBeUndefined();
  });
});
