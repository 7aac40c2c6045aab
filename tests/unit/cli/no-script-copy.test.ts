import { describe, expect, it } from 'vitest';
import { withoutScripts } from '../../../src/cli/no-script-copy.ts';

describe('withoutScripts', () => {
  it('removes scripts and module preloads, keeps structured data and the rest', () => {
    const html = [
      '<head><link rel="modulepreload" href="/assets/a.js" data-page-module>',
      '<link rel="stylesheet" href="/assets/a.css">',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module" crossorigin src="/assets/index.js"></script></head>',
      '<body><h1>Title</h1><script>inline()</script></body>',
    ].join('\n');
    const stripped = withoutScripts(html);
    expect(stripped).not.toMatch(/modulepreload|index\.js|inline\(\)/);
    expect(stripped).toContain('<link rel="stylesheet" href="/assets/a.css">');
    expect(stripped).toContain('{"@type":"Organization"}');
    expect(stripped).toContain('<h1>Title</h1>');
  });
});
