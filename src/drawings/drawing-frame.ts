/**
 * What the drawings of the visuals share (visual-drawings.ts): the picture's size, its backdrop,
 * a list row, and the hand-drawn illustration the first visual is.
 */
import { readFileSync } from 'node:fs';
import { backdrop, colour as c, iconTile, text } from './svg-kit.ts';

export const W = 640;
export const H = 520;
const glowCentre = { cx: 320, cy: 260, r: 230 };
export const back = (dot = { cx: 530, cy: 96, r: 56 }) => backdrop(W, H, glowCentre, dot);

/** The home page's conversation, drawn by hand before this kit existed. */
export function fromIllustration(file: string) {
  const source = readFileSync(`public/images/illustrations/${file}`, 'utf8');
  return source.slice(source.indexOf('>') + 1, source.lastIndexOf('</svg>'));
}

/** A list row: icon tile, title, subtitle and something on the right. */
export function row(
  x: number,
  y: number,
  width: number,
  tint: string,
  ink: string,
  shape: string,
  title: string,
  sub: string,
  right = '',
) {
  return [
    iconTile(x, y, 36, tint, ink, shape),
    text(x + 48, y + 15, title, { size: 12.5, weight: 700 }),
    text(x + 48, y + 31, sub, { size: 11, fill: c.muted }),
    right,
  ].join('');
}
