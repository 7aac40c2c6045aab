// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from '../../../src/render/Icon.tsx';
import { iconSprite } from '../../../src/render/icon-sprite.ts';
import { icons } from '../../../src/render/icons.ts';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

describe('the icon sprite', () => {
  it('has one symbol with drawn paths for every curated icon', () => {
    const sprite = new DOMParser().parseFromString(iconSprite(), 'image/svg+xml');
    for (const name of Object.keys(icons)) {
      const symbol = sprite.getElementById(name);
      expect(symbol?.tagName, name).toBe('symbol');
      expect(symbol?.children.length, name).toBeGreaterThan(0);
    }
  });

  it('is what <Icon> points at, hidden from assistive technology', () => {
    const { container } = render(<Icon name="phone" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.querySelector('use')?.getAttribute('href')).toMatch(
      /icon-sprite\.generated\.svg[^#]*#phone$/,
    );
  });

  it('draws each social network with its own mark, the one the footer links use', () => {
    const site = parse(readFileSync('pages/_site.yaml', 'utf8')) as {
      footer: { social: { label: string; icon: string }[] };
    };
    for (const link of site.footer.social) expect(link.icon).toBe(link.label.toLowerCase());
    const sprite = new DOMParser().parseFromString(iconSprite(), 'image/svg+xml');
    for (const network of ['facebook', 'linkedin', 'youtube']) {
      // A filled mark in the network's colour, not a generic stroked glyph.
      const shapes = [...sprite.getElementById(network)!.children];
      expect(shapes.some((shape) => /^#[0-9A-F]{6}$/i.test(shape.getAttribute('fill') ?? ''))).toBe(
        true,
      );
    }
  });
});
