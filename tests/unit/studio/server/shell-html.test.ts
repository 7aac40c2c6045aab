/**
 * The studio's pages take their head tags from the site's index.html (one place for the
 * charset, viewport, theme colour and icon), never its scripts or rendering markers.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shellHtml, siteHeadTags } from '../../../../src/studio/server/shell-html.ts';

const indexHtml = readFileSync('index.html', 'utf8');

describe('studio shell', () => {
  it("starts its head with the site's meta and icon tags", () => {
    const tags = siteHeadTags(indexHtml);
    expect(tags).toContainEqual(expect.stringMatching(/^<meta charset=/));
    expect(tags).toContainEqual(expect.stringMatching(/^<meta name="viewport"/));
    expect(tags).toContainEqual(expect.stringMatching(/^<link rel="icon"/));
    const html = shellHtml({
      indexHtml,
      title: 'Studio',
      rootId: 'studio-root',
      script: '/x.tsx',
      token: 'a"b',
    });
    for (const tag of tags) expect(html).toContain(tag);
    expect(html).toContain('<meta name="studio-token" content="a&quot;b" />');
    expect(html).not.toContain('app-head');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('says what is wrong when index.html has no head', () => {
    expect(() => siteHeadTags('<html></html>')).toThrow('index.html: no <head>');
  });
});
