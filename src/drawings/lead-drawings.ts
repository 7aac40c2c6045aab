/** Drawings of leads and the first contact: replies, the inbox, the website, the dashboard, bookings, proposals, reviews, message tests. (visual-drawings.ts gathers them.) */
import type { VisualName } from '../content/visuals.ts';
import { back, type Drawing, headlineStat, row } from './drawing-frame.ts';
import { dashboardPicture } from './dashboard-drawing.ts';
import { phraseIn } from './page-content.ts';
import { leadConversation } from './lead-conversation.ts';
import {
  avatar,
  centred,
  button,
  card,
  circle,
  colour as c,
  glyph,
  iconTile,
  lines,
  phone,
  pill,
  pillWidth,
  progress,
  rect,
  stars,
  stat,
  text,
  tick,
  window,
} from './svg-kit.ts';

export const leadDrawings = {
  'lead-reply': (page) =>
    leadConversation(
      phraseIn(page, /(?:under|within) (?:a|\d+) (?:minute|seconds?)/i) ?? 'minutes',
    ),

  'lead-inbox': (page) =>
    [
      back(),
      window(90, 60, 460, 380, 'New leads'),
      ...[
        ['phone', 'Missed call · Jen Alvarez', 'AC not cooling · 9:42 PM'],
        ['mail', 'Web form · Carlos Ruiz', 'Roof leak after storm · 11:05 PM'],
        ['chat', 'Text · Dana Smith', 'Quote for interior paint · 6:12 AM'],
        ['phone', 'Call · Mark Lee', 'Water heater install · 7:30 AM'],
      ].map(([shape, title, sub], index) => {
        const y = 116 + index * 72;
        return [
          index ? rect(110, y - 14, 420, 1, c.line) : '',
          row(110, y, 420, c.brand50, c.brand700, glyph[shape as keyof typeof glyph], title!, sub!),
          pill(460, y + 6, 'Replied', c.green50, c.green700, 10),
        ].join('');
      }),
      stat(18, 392, 190, 'Answered by AI', 'Every lead', glyph.bolt),
      headlineStat(page, /respon|repl/i, 392, 24, 240, glyph.clock, { dark: true }),
    ].join(''),

  website: () =>
    [
      back({ cx: 560, cy: 430, r: 50 }),
      window(40, 50, 470, 340, 'summitroofing.com'),
      rect(40, 84, 470, 150, c.navy),
      text(64, 128, 'Denver roof repair,', { size: 22, weight: 800, fill: c.white }),
      text(64, 156, 'done right the first time', { size: 22, weight: 800, fill: c.accent }),
      lines(64, 174, [260, 200], '#33507a'),
      button(64, 202, 150, 22, 'Get a free estimate'),
      ...[0, 1, 2].map((index) => {
        const x = 64 + index * 146;
        return (
          card(x, 252, 130, 112, c.white, 10) +
          iconTile(
            x + 14,
            266,
            30,
            c.accent50,
            c.accent,
            [glyph.shield, glyph.clock, glyph.star][index]!,
          ) +
          lines(x + 14, 310, [96, 70, 84], c.line, 6, 12)
        );
      }),
      phone(430, 150, 180, 340),
      rect(440, 196, 160, 80, c.navy),
      text(452, 222, 'Free estimate', { size: 13, weight: 800, fill: c.white }),
      lines(452, 234, [120, 90], '#33507a', 6, 12),
      ...['Name', 'Phone', 'Address'].map(
        (label, index) =>
          text(452, 300 + index * 40, label, { size: 10, weight: 600, fill: c.muted }) +
          rect(452, 305 + index * 40, 136, 20, c.wash2, 5),
      ),
      button(452, 420, 136, 24, 'Book my estimate'),
      card(20, 380, 196, 74, c.white, 14),
      stars(36, 404, 5),
      text(36, 432, '4.9 from 212 reviews', { size: 12, weight: 700 }),
    ].join(''),

  dashboard: (page) => dashboardPicture(page),

  'booking-milestones': (page) =>
    [
      back(),
      '<g transform="translate(-60 0)">',
      card(110, 40, 400, 440, c.white, 18),
      text(138, 82, 'Kitchen remodel · #1042', { size: 14, weight: 800 }),
      text(138, 102, 'Signed by Dana Smith · Mar 4', { size: 11, fill: c.muted }),
      pill(400, 68, 'Signed', c.green50, c.green700),
      rect(138, 122, 344, 1, c.line),
      ...[
        ['Deposit', 'Paid', c.green50, c.green700, true],
        ['Cabinets installed', 'In escrow', c.brand50, c.brand700, false],
        ['Countertops & finish', 'Upcoming', c.wash2, c.muted, false],
      ].map(([label, status, tint, ink, done], index) => {
        const y = 150 + index * 84;
        return [
          index < 2 ? rect(151, y + 28, 2, 58, c.line) : '',
          done
            ? tick(152, y + 14, 12)
            : circle(
                152,
                y + 14,
                11,
                c.white,
                `stroke="${index === 1 ? c.brand : c.line}" stroke-width="3"`,
              ),
          text(176, y + 12, label as string, { size: 13, weight: 700 }),
          // The amount as a bar: the page states no sample contract's figures.
          lines(176, y + 24, [64], c.line, 8),
          pill(
            482 - pillWidth(status as string),
            y,
            status as string,
            tint as string,
            ink as string,
          ),
        ].join('');
      }),
      rect(138, 400, 344, 56, c.wash, 12),
      iconTile(150, 410, 36, c.brand50, c.brand700, glyph.lock),
      text(198, 425, 'Funds held safely in escrow', { size: 12, weight: 700 }),
      text(198, 442, 'Released when you approve each milestone', { size: 10.5, fill: c.muted }),
      '</g>',
      headlineStat(page, 0, 400, 250, 230, glyph.dollar, { dark: true }),
    ].join(''),

  proposal: (page) =>
    [
      back(),
      phone(204, 20),
      centred(320, 96, 'Proposal for Dana Smith', 12.5),
      centred(320, 113, 'Exterior paint · 2-story home', 10.5, c.muted, 400),
      ...[
        ['Good', 'One coat, trim', false],
        ['Better', 'Two coats, trim, doors', true],
        ['Best', 'Plus deck & warranty', false],
      ].map(([name, note, chosen], index) => {
        const y = 130 + index * 76;
        return [
          rect(
            226,
            y,
            188,
            66,
            chosen ? c.brand50 : c.white,
            12,
            `stroke="${chosen ? c.brand : c.line}" stroke-width="${chosen ? 2 : 1}"`,
          ),
          text(240, y + 24, name as string, { size: 12, weight: 700 }),
          // The price as a bar: the page states no sample proposal's figures.
          rect(344, y + 15, 56, 10, chosen ? c.brand100 : c.line, 5),
          text(240, y + 46, note as string, { size: 10.5, fill: c.muted }),
          chosen ? tick(398, y + 44, 8, c.brand) : '',
        ].join('');
      }),
      rect(226, 362, 188, 52, c.wash, 10),
      `<path d="M238 396c10-16 18-16 22-4s10 8 16-2 12-6 16 2 10 4 16-4" fill="none" stroke="${c.navy}" stroke-width="2" stroke-linecap="round"/>`,
      text(238, 377, 'Signed', { size: 9.5, weight: 600, fill: c.muted }),
      button(226, 424, 188, 30, 'Sign and pay the deposit'),
      stat(18, 140, 180, 'Sent', 'Same day', glyph.bolt),
      headlineStat(page, 0, 400, 300, 232, glyph.trend, { dark: true }),
    ].join(''),

  reviews: () =>
    [
      back(),
      card(110, 50, 360, 210, c.white, 18),
      avatar(148, 92, 20, 'DS', c.violet),
      text(180, 88, 'Dana Smith', { size: 13, weight: 700 }),
      text(180, 105, 'Kitchen remodel · this week', { size: 10.5, fill: c.muted }),
      stars(132, 140, 5, 10, 24),
      lines(132, 166, [300, 280, 210], c.line, 8, 16),
      pill(132, 222, 'Posted to Google', c.green50, c.green700),
      card(190, 290, 340, 150, c.navy, 18),
      text(214, 326, 'Referral from Dana', { size: 13, weight: 700, fill: c.white }),
      text(214, 345, 'Her neighbour Chris wants an estimate', { size: 11, fill: '#cbd5e1' }),
      avatar(230, 386, 16, 'CK', c.accent),
      text(256, 383, 'Chris Kim', { size: 12, weight: 700, fill: c.white }),
      text(256, 399, 'Bathroom refresh', { size: 10.5, fill: '#cbd5e1' }),
      button(400, 372, 108, 28, 'Book visit'),
      stat(18, 300, 176, 'Google rating', '4.9 ★', glyph.star),
      stat(470, 150, 156, 'Reviews', '+212', glyph.trend, { tint: c.green50, ink: c.green700 }),
    ].join(''),

  'message-test': (page) =>
    [
      back(),
      ...[
        ['A', 'Need a painter?', 'Call for a quote today.', '14 calls', 0.38, c.faint],
        ['B', 'Painted by Friday,', 'or we pay the first day.', '34 calls', 0.92, c.accent],
      ].map(([label, line1, line2, calls, share, tone], index) => {
        const x = 60 + index * 270;
        const winner = index === 1;
        return [
          card(x, winner ? 70 : 100, 250, 300, c.white, 16),
          winner
            ? rect(x, 70, 250, 300, 'none', 16, `stroke="${c.accent}" stroke-width="2.5"`)
            : '',
          circle(x + 32, (winner ? 70 : 100) + 34, 16, winner ? c.accent : c.wash2),
          centred(
            x + 32,
            (winner ? 70 : 100) + 39,
            label as string,
            14,
            winner ? c.white : c.muted,
          ),
          text(x + 58, (winner ? 70 : 100) + 39, `Version ${label}`, {
            size: 12,
            weight: 700,
            fill: c.muted,
          }),
          rect(x + 20, (winner ? 70 : 100) + 66, 210, 96, winner ? c.navy : c.wash2, 12),
          text(x + 36, (winner ? 70 : 100) + 104, line1 as string, {
            size: 15,
            weight: 800,
            fill: winner ? c.white : c.ink,
          }),
          text(x + 36, (winner ? 70 : 100) + 126, line2 as string, {
            size: 12,
            fill: winner ? '#cbd5e1' : c.muted,
          }),
          text(x + 20, (winner ? 70 : 100) + 200, 'Calls booked', {
            size: 11,
            weight: 600,
            fill: c.muted,
          }),
          text(x + 230, (winner ? 70 : 100) + 200, calls as string, {
            size: 13,
            weight: 800,
            anchor: 'end',
          }),
          progress(x + 20, (winner ? 70 : 100) + 212, 210, share as number, tone as string, 10),
          winner ? pill(x + 20, 70 + 240, 'Winner · more calls', c.green50, c.green700) : '',
        ].join('');
      }),
      headlineStat(page, 0, 180, 420, 270, glyph.target, { dark: true }),
    ].join(''),
} satisfies Partial<Record<VisualName, Drawing>>;
