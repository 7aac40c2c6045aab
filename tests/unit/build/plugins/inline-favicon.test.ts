import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { svgDataUrl } from '../../../../src/build/plugins/inline-favicon.ts';

describe('svgDataUrl', () => {
  const svg = readFileSync('public/favicon.svg', 'utf8');

  it('reads back as the same picture (attribute quotes turned to single quotes)', () => {
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    const text = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    expect(text).toBe(svg.trim().replace(/\s+/g, ' ').replace(/"/g, "'"));
  });

  it('escapes what would end the URL or the attribute: a colour’s # would start a fragment', () => {
    const url = svgDataUrl('<svg fill="#fff" data-x="50%">\n</svg>');
    expect(url).toBe("data:image/svg+xml,%3Csvg fill='%23fff' data-x='50%25'%3E %3C/svg%3E");
    expect(url).not.toMatch(/["#<>\n]/);
  });
});
