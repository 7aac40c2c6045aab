/**
 * What the drawings of the visuals share (visual-drawings.ts): what a drawing is, the picture's
 * size, its backdrop and a list row.
 */
import type { PageData } from '../project/page-schema.ts';
import { capitalised, fit, headlines } from './page-content.ts';
import { backdrop, colour as c, iconTile, stat, text } from './svg-kit.ts';

/**
 * A visual's drawing: the SVG markup of its picture, drawn from the validated content of the
 * page it stands on. Pure: the same page gives the same markup, in the build and in the studio.
 */
export type Drawing = (page: PageData) => string;

export const W = 640;
export const H = 520;
const glowCentre = { cx: 320, cy: 260, r: 230 };
export const back = (dot = { cx: 530, cy: 96, r: 56 }) => backdrop(W, H, glowCentre, dot);

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

/**
 * A floating stat holding one of the page's headline figures (page-content.ts), the `pick`-th or
 * the first whose label `pick` finds, its label and value cut to the card's width; nothing when
 * the page has no such figure.
 */
export function headlineStat(
  page: PageData,
  pick: number | RegExp,
  x: number,
  y: number,
  width: number,
  shape: string,
  options: Parameters<typeof stat>[6] = {},
) {
  const all = headlines(page);
  const figure = typeof pick === 'number' ? all[pick] : all.find(({ label }) => pick.test(label));
  if (!figure) return '';
  const room = width - 68;
  return stat(
    x,
    y,
    width,
    fit(capitalised(figure.label), Math.floor(room / 6.4)),
    fit(figure.value, Math.floor(room / 9.6)),
    shape,
    options,
  );
}
