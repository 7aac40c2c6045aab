/** Drawings of the company pages: call-backs, support, docs, legal. (visual-drawings.ts gathers them.) */
import type { VisualName } from '../content/visuals.ts';
import { back, type Drawing, headlineStat } from './drawing-frame.ts';
import {
  avatar,
  centred,
  button,
  card,
  circle,
  colour as c,
  glyph,
  lines,
  phone,
  pill,
  pillWidth,
  rect,
  stat,
  text,
  tick,
  window,
} from './svg-kit.ts';

export const companyDrawings = {
  callback: () =>
    [
      back(),
      phone(80, 30),
      circle(196, 150, 40, c.brand50),
      avatar(196, 150, 32, 'EP', c.violet),
      centred(196, 214, 'Elena Park', 15),
      centred(196, 232, 'Growth strategist', 11, c.muted, 400),
      pill(196 - pillWidth('Calling you back') / 2, 246, 'Calling you back', c.green50, c.green700),
      rect(110, 290, 172, 76, c.wash, 12),
      text(124, 314, 'Tomorrow', { size: 11, weight: 600, fill: c.muted }),
      text(124, 340, '10:00 AM', { size: 22, weight: 800 }),
      circle(150, 410, 22, c.red),
      circle(242, 410, 22, c.green),
      `<g transform="translate(232 400)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${glyph.phone}</g>`,
      `<path d="M142 402l16 16M158 402l-16 16" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>`,
      card(340, 120, 270, 240, c.white, 18),
      text(364, 152, 'Free strategy call', { size: 13, weight: 800 }),
      text(364, 170, '30 minutes · by phone', { size: 11, fill: c.muted }),
      ...[
        'Your market and competitors',
        'Where leads slip away',
        'A plan for 30+ jobs a month',
      ].map(
        (item, index) =>
          tick(372, 204 + index * 34, 9) + text(390, 208 + index * 34, item, { size: 12 }),
      ),
      button(364, 306, 222, 34, 'Confirm 10:00 AM'),
      stat(380, 400, 220, 'Callback', 'Within 24 hours', glyph.clock, { dark: true }),
    ].join(''),

  support: (page) =>
    [
      back(),
      window(80, 40, 400, 420, 'Support · Chat'),
      avatar(116, 112, 18, 'JA', c.brand700),
      text(144, 108, 'Jordan Alvarez', { size: 12.5, weight: 700 }),
      text(144, 124, 'Your account specialist · online', { size: 10.5, fill: c.green700 }),
      rect(100, 146, 360, 1, c.line),
      rect(230, 166, 230, 52, c.brand, 14),
      text(246, 188, 'Can you move my Saturday', { size: 12, fill: c.white }),
      text(246, 205, 'hours to 8 AM–1 PM?', { size: 12, fill: c.white }),
      rect(100, 234, 250, 70, c.wash2, 14),
      text(116, 256, 'Done! Your booking page and', { size: 12 }),
      text(116, 273, 'AI replies now use the new', { size: 12 }),
      text(116, 290, 'Saturday hours.', { size: 12 }),
      text(100, 322, 'Replied', { size: 10, fill: c.faint }),
      rect(230, 340, 230, 36, c.brand, 14),
      text(246, 363, 'Perfect, thank you!', { size: 12, fill: c.white }),
      rect(100, 404, 360, 36, c.wash, 10, `stroke="${c.line}"`),
      text(116, 427, 'Write a message…', { size: 12, fill: c.faint }),
      headlineStat(page, 0, 400, 200, 230, glyph.clock, { dark: true }),
      stat(20, 440, 190, 'Rated', '4.9 / 5', glyph.star),
    ].join(''),

  docs: () =>
    [
      back(),
      window(30, 50, 580, 400, 'Help centre'),
      rect(30, 84, 170, 366, c.wash),
      rect(46, 100, 138, 28, c.white, 8, `stroke="${c.line}"`),
      text(58, 118, 'Search…', { size: 11, fill: c.faint }),
      ...[
        'Getting started',
        'Phone & calls',
        'Calendar',
        'Payments',
        'Reviews',
        'Your website',
      ].map(
        (item, index) =>
          (index === 1 ? rect(42, 144 + index * 32, 146, 28, c.brand50, 7) : '') +
          text(56, 162 + index * 32, item, {
            size: 12,
            weight: index === 1 ? 700 : 400,
            fill: index === 1 ? c.brand700 : c.muted,
          }),
      ),
      text(226, 124, 'Phone & calls', { size: 10.5, weight: 700, fill: c.brand700 }),
      text(226, 152, 'Connect your business number', { size: 18, weight: 800 }),
      lines(226, 172, [340, 310, 330], c.line, 7, 16),
      ...[1, 2, 3].map(
        (step, index) =>
          circle(238, 242 + index * 44, 12, c.brand) +
          centred(238, 246 + index * 44, String(step), 11, c.white) +
          lines(
            262,
            236 + index * 44,
            [
              [260, 200],
              [280, 150],
              [240, 190],
            ][index]!,
            c.line,
            7,
            14,
          ),
      ),
      rect(226, 380, 360, 48, c.green50, 10),
      tick(248, 404, 10),
      text(268, 408, 'Connected in three steps', {
        size: 12,
        weight: 600,
        fill: c.green700,
      }),
    ].join(''),

  legal: () =>
    [
      back(),
      card(150, 40, 320, 420, c.white, 18),
      text(182, 84, 'Privacy & terms', { size: 16, weight: 800 }),
      text(182, 104, 'Plain language, updated 2026', { size: 11, fill: c.muted }),
      ...[0, 1, 2, 3].map(
        (index) =>
          text(182, 146 + index * 72, `${index + 1}.`, {
            size: 12,
            weight: 800,
            fill: c.brand700,
          }) + lines(202, 138 + index * 72, [220, 236, 180], c.line, 7, 15),
      ),
      circle(470, 330, 70, c.navy, 'filter="url(#visual-shadow)"'),
      `<g transform="translate(436 292) scale(3.4)" fill="none" stroke="${c.accent}" stroke-width=".9" stroke-linecap="round" stroke-linejoin="round">${glyph.shield}</g>`,
      stat(20, 180, 190, 'Your data', 'Never sold', glyph.lock, { dark: true }),
    ].join(''),
} satisfies Partial<Record<VisualName, Drawing>>;
