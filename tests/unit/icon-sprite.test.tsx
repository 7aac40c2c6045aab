import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from '../../src/render/Icon.tsx';
import { iconSprite } from '../../src/render/icon-sprite.ts';
import { icons } from '../../src/render/icons.ts';

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
});
