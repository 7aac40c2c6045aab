// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyHead, headToHtml, pageHead } from '../../../src/render/head.ts';

const input = {
  title: 'Pricing',
  description: 'Plans & prices for "contractors".',
  route: '/pricing',
  siteName: 'TradeLift',
  siteUrl: 'https://tradelift.example',
  locale: 'en_US',
};

afterEach(() => {
  document.head.innerHTML = '';
});

describe('headToHtml', () => {
  it('escapes text and writes structured data that no text can break out of', () => {
    const html = headToHtml(pageHead({ ...input, jsonLd: [{ name: '</script><script>x' }] }));
    expect(html).toContain('<title>Pricing | TradeLift</title>');
    expect(html).toContain('content="Plans &amp; prices for &quot;contractors&quot;."');
    expect(html).toContain(
      '<meta property="og:image" content="https://tradelift.example/og-image.png">',
    );
    expect(html).toContain('{"name":"\\u003c/script>\\u003cscript>x"}');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('applyHead', () => {
  it('keeps the structured data of the page being shown and drops it on leaving', () => {
    document.head.innerHTML = headToHtml(pageHead({ ...input, jsonLd: [{ '@type': 'FAQPage' }] }));
    applyHead(pageHead(input));
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    applyHead(pageHead({ ...input, title: 'About', route: '/about' }));
    expect(document.title).toBe('About | TradeLift');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://tradelift.example/about',
    );
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });
});
