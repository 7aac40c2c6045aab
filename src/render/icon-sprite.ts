/**
 * The curated icons as one SVG sprite file. Pages reference an icon with `<use href>` instead of
 * shipping each icon as JavaScript, so no icon ever weighs on a page's script budget, and the
 * sprite is one cacheable file. Built from `icons.ts`, so the two cannot disagree.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { icons } from './icons.ts';

/** Where the generated sprite lives (git-ignored); `Icon.tsx` imports its URL. */
export const SPRITE_FILE = new URL('./icon-sprite.generated.svg', import.meta.url);

export function iconSprite(): string {
  const symbols = Object.entries(icons).map(([name, Glyph]) => {
    const svg = renderToStaticMarkup(createElement(Glyph));
    const body = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    return `<symbol id="${name}" viewBox="0 0 24 24">${body}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

function writeSprite() {
  const sprite = iconSprite();
  if (existsSync(SPRITE_FILE) && readFileSync(SPRITE_FILE, 'utf8') === sprite) return;
  writeFileSync(SPRITE_FILE, sprite);
}

/** Writes the sprite before anything resolves `Icon.tsx` (dev, build, tests). */
export function iconSpritePlugin(): Plugin {
  return { name: 'icon-sprite', config: writeSprite };
}
