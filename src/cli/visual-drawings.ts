/**
 * One drawing per registered visual (src/content/visuals.ts), from the parts in svg-kit.ts.
 * Typed as a record over the registry, so a visual cannot be registered without a drawing.
 */
import { readFileSync } from 'node:fs';
import type { VisualName } from '../content/visuals.ts';
import {
  avatar,
  backdrop,
  bars,
  centred,
  button,
  card,
  circle,
  colour as c,
  glyph,
  iconTile,
  lineChart,
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

const W = 640;
const H = 520;
const glowCentre = { cx: 320, cy: 260, r: 230 };
const back = (dot = { cx: 530, cy: 96, r: 56 }) => backdrop(W, H, glowCentre, dot);

/** The home page's conversation, drawn by hand before this kit existed. */
function fromIllustration(file: string) {
  const source = readFileSync(`public/images/illustrations/${file}`, 'utf8');
  return source.slice(source.indexOf('>') + 1, source.lastIndexOf('</svg>'));
}

/** A list row: icon tile, title, subtitle and something on the right. */
function row(
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

export const drawings: Record<VisualName, () => string> = {
  'lead-reply': () => fromIllustration('lead-conversation.svg'),

  'lead-inbox': () =>
    [
      back(),
      window(90, 60, 460, 380, 'New leads'),
      ...[
        ['phone', 'Missed call · Jen Alvarez', 'AC not cooling · 9:42 PM', '0:38'],
        ['mail', 'Web form · Carlos Ruiz', 'Roof leak after storm · 11:05 PM', '0:41'],
        ['chat', 'Text · Dana Smith', 'Quote for interior paint · 6:12 AM', '0:29'],
        ['phone', 'Call · Mark Lee', 'Water heater install · 7:30 AM', '0:52'],
      ].map(([shape, title, sub, time], index) => {
        const y = 116 + index * 72;
        return [
          index ? rect(110, y - 14, 420, 1, c.line) : '',
          row(110, y, 420, c.brand50, c.brand700, glyph[shape as keyof typeof glyph], title!, sub!),
          pill(440, y + 6, `Replied ${time}`, c.green50, c.green700, 10),
        ].join('');
      }),
      stat(18, 392, 190, 'Answered by AI', '100% of leads', glyph.bolt),
      stat(452, 24, 170, 'Avg. reply', '41 seconds', glyph.clock, { dark: true }),
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

  dashboard: () =>
    [
      back(),
      window(30, 40, 580, 400, 'Business dashboard'),
      ...[
        ['Booked jobs', '32', '+18%'],
        ['Revenue', '$86.4K', '+24%'],
        ['Close rate', '41%', '+6 pts'],
      ].map(([label, value, change], index) => {
        const x = 50 + index * 184;
        return (
          rect(x, 92, 168, 84, c.wash, 12) +
          text(x + 16, 116, label!, { size: 11, weight: 600, fill: c.muted }) +
          text(x + 16, 146, value!, { size: 24, weight: 800 }) +
          pill(x + 16, 154, change!, c.green50, c.green700, 9)
        );
      }),
      text(50, 212, 'Revenue by month', { size: 12, weight: 700 }),
      bars(56, 410, 170, [38, 42, 40, 51, 58, 55, 66, 72, 79, 86], 30, 14),
      rect(520, 200, 70, 210, c.wash, 10),
      centred(555, 224, 'Leads', 10, c.muted, 600),
      ...[0.9, 0.7, 0.45, 0.3].map((share, index) =>
        progress(532, 244 + index * 40, 46, share, [c.brand, c.accent, c.green, c.violet][index]),
      ),
      stat(420, 448, 200, 'This month', '+$16.8K', glyph.trend, {
        tint: c.green50,
        ink: c.green700,
      }),
    ].join(''),

  'booking-milestones': () =>
    [
      back(),
      '<g transform="translate(-60 0)">',
      card(110, 40, 400, 440, c.white, 18),
      text(138, 82, 'Kitchen remodel · Contract #1042', { size: 14, weight: 800 }),
      text(138, 102, 'Signed by Dana Smith · Mar 4', { size: 11, fill: c.muted }),
      pill(400, 68, 'Signed', c.green50, c.green700),
      rect(138, 122, 344, 1, c.line),
      ...[
        ['Deposit', '$4,200', 'Paid', c.green50, c.green700, true],
        ['Cabinets installed', '$8,400', 'In escrow', c.brand50, c.brand700, false],
        ['Countertops & finish', '$6,300', 'Upcoming', c.wash2, c.muted, false],
      ].map(([label, amount, status, tint, ink, done], index) => {
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
          text(176, y + 30, amount as string, { size: 12, fill: c.muted }),
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
      stat(424, 250, 196, 'Paid on time', '100%', glyph.dollar, { dark: true }),
    ].join(''),

  proposal: () =>
    [
      back(),
      phone(204, 20),
      centred(320, 96, 'Proposal for Dana Smith', 12.5),
      centred(320, 113, 'Exterior paint · 2-story home', 10.5, c.muted, 400),
      ...[
        ['Good', '$6,400', 'One coat, trim', false],
        ['Better', '$8,200', 'Two coats, trim, doors', true],
        ['Best', '$9,900', 'Plus deck & warranty', false],
      ].map(([name, price, note, chosen], index) => {
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
          text(400, y + 24, price as string, { size: 14, weight: 800, anchor: 'end' }),
          text(240, y + 46, note as string, { size: 10.5, fill: c.muted }),
          chosen ? tick(398, y + 44, 8, c.brand) : '',
        ].join('');
      }),
      rect(226, 362, 188, 52, c.wash, 10),
      `<path d="M238 396c10-16 18-16 22-4s10 8 16-2 12-6 16 2 10 4 16-4" fill="none" stroke="${c.navy}" stroke-width="2" stroke-linecap="round"/>`,
      text(238, 377, 'Signed', { size: 9.5, weight: 600, fill: c.muted }),
      button(226, 424, 188, 30, 'Pay 30% deposit · $2,460'),
      stat(18, 140, 180, 'Sent', 'Same day', glyph.bolt),
      stat(450, 300, 172, 'Won', '+38% jobs', glyph.trend, { dark: true }),
    ].join(''),

  reviews: () =>
    [
      back(),
      card(110, 50, 360, 210, c.white, 18),
      avatar(148, 92, 20, 'DS', c.violet),
      text(180, 88, 'Dana Smith', { size: 13, weight: 700 }),
      text(180, 105, 'Kitchen remodel · 2 days ago', { size: 10.5, fill: c.muted }),
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

  'message-test': () =>
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
          winner ? pill(x + 20, 70 + 240, 'Winner · 2.4× calls', c.green50, c.green700) : '',
        ].join('');
      }),
      stat(200, 420, 220, 'Confidence', '97% significant', glyph.target, { dark: true }),
    ].join(''),

  'market-map': () => {
    const cells: string[] = [];
    const shades = ['#dce8ff', '#b3cdfd', '#7ba7f7', '#3f7ae8', '#1f56d6'];
    const demand = [
      [1, 2, 2, 1, 0, 0],
      [2, 3, 4, 2, 1, 0],
      [1, 3, 4, 4, 2, 1],
      [0, 2, 3, 3, 2, 1],
      [0, 1, 1, 2, 1, 0],
    ];
    demand.forEach((rowValues, r) =>
      rowValues.forEach((value, col) =>
        cells.push(rect(70 + col * 66, 90 + r * 62, 62, 58, shades[value]!, 8)),
      ),
    );
    return [
      back(),
      window(50, 40, 440, 420, 'Service area · Denver metro'),
      ...cells,
      `<path d="M110 340c40-60 90-40 130-110s120-60 170-100" fill="none" stroke="${c.white}" stroke-width="3" stroke-dasharray="2 7" stroke-linecap="round"/>`,
      ...[
        [268, 196, '1'],
        [334, 258, '2'],
        [202, 258, '3'],
      ].map(
        ([x, y, label]) =>
          `<path d="M${x} ${(y as number) + 16}c-10-12-16-20-16-28a16 16 0 0 1 32 0c0 8-6 16-16 28z" fill="${c.accent}" stroke="#fff" stroke-width="2.5"/>` +
          centred(x as number, (y as number) - 7, label as string, 12, c.white),
      ),
      card(400, 250, 220, 190, c.white, 16),
      text(420, 280, 'Best next zip codes', { size: 12.5, weight: 800 }),
      ...[
        ['1', '80206', '$1.2M demand'],
        ['2', '80220', '$940K demand'],
        ['3', '80211', '$780K demand'],
      ].map(
        ([rank, zip, value], index) =>
          circle(432, 310 + index * 40, 11, c.accent) +
          centred(432, 314 + index * 40, rank!, 11, c.white) +
          text(452, 314 + index * 40, zip!, { size: 12.5, weight: 700 }) +
          text(600, 314 + index * 40, value!, { size: 11, fill: c.muted, anchor: 'end' }),
      ),
      stat(20, 420, 190, 'Untapped demand', '$2.9M', glyph.pin),
    ].join('');
  },

  competitors: () =>
    [
      back(),
      card(70, 50, 430, 380, c.white, 18),
      text(98, 88, 'Price vs. rating · Interior painting', { size: 13, weight: 800 }),
      text(98, 107, 'Average job price and Google rating, 5 local companies', {
        size: 10.5,
        fill: c.muted,
      }),
      ...[
        ['You', 0.62, '4.9', true],
        ['BrightCoat', 0.78, '4.4', false],
        ['Pro Painters', 0.7, '4.6', false],
        ['ColorWorks', 0.55, '4.1', false],
        ['Budget Paint', 0.4, '3.7', false],
      ].map(([name, share, rating, you], index) => {
        const y = 140 + index * 52;
        return [
          text(98, y + 15, name as string, {
            size: 12,
            weight: you ? 800 : 600,
            fill: you ? c.ink : c.muted,
          }),
          progress(200, y + 5, 200, share as number, you ? c.accent : '#9db8ee', 14),
          text(420, y + 16, rating as string, { size: 12, weight: 700 }),
          stars(446, y + 11, 1, 7),
        ].join('');
      }),
      rect(98, 396, 374, 1, c.line),
      text(98, 418, 'Best rated, priced below the leader: room to raise 12%', {
        size: 11,
        weight: 600,
        fill: c.green700,
      }),
      stat(430, 20, 190, 'Price headroom', '+12%', glyph.trend, { dark: true }),
      stat(20, 440, 190, 'Your rating', '#1 of 5', glyph.award),
    ].join(''),

  revenue: () =>
    [
      back(),
      card(60, 60, 420, 300, c.white, 18),
      text(88, 98, 'Average ticket', { size: 12, weight: 600, fill: c.muted }),
      text(88, 130, '$4,100', { size: 30, weight: 800 }),
      pill(210, 108, '+41%', c.green50, c.green700, 12),
      lineChart(88, 160, 364, 170, [2.9, 3.0, 3.1, 3.05, 3.3, 3.5, 3.6, 3.8, 3.9, 4.1]),
      card(300, 330, 310, 150, c.white, 16),
      text(322, 362, 'Offered on every job', { size: 12.5, weight: 800 }),
      ...[
        ['Service plan', '+$240/yr'],
        ['Smart thermostat', '+$380'],
        ['Duct cleaning', '+$450'],
      ].map(
        ([item, price], index) =>
          tick(332, 388 + index * 28, 8) +
          text(348, 392 + index * 28, item!, { size: 12 }) +
          text(590, 392 + index * 28, price!, {
            size: 12,
            weight: 700,
            fill: c.green700,
            anchor: 'end',
          }),
      ),
      stat(20, 400, 200, 'Was', '$2,900', glyph.dollar),
    ].join(''),

  retention: () =>
    [
      back(),
      window(60, 50, 440, 360, 'Accounts'),
      ...[
        ['Summit Roofing', 'Renews in 21 days', 0.92, c.green],
        ['Comfort Air HVAC', 'Expanding to 2nd location', 0.86, c.green],
        ['Rodriguez Painting', 'Onboarding call booked', 0.7, c.amber],
        ['Blue Ridge Plumbing', 'Health check scheduled', 0.55, c.amber],
      ].map(([name, note, health, tone], index) => {
        const y = 104 + index * 74;
        return [
          index ? rect(80, y - 16, 400, 1, c.line) : '',
          avatar(
            100,
            y + 18,
            18,
            (name as string)
              .split(' ')
              .map((part) => part[0])
              .join('')
              .slice(0, 2),
            [c.brand700, c.violet, c.accent, '#0369a1'][index]!,
          ),
          text(128, y + 14, name as string, { size: 12.5, weight: 700 }),
          text(128, y + 31, note as string, { size: 11, fill: c.muted }),
          progress(360, y + 12, 80, health as number, tone as string),
          text(470, y + 20, `${Math.round((health as number) * 100)}`, {
            size: 12,
            weight: 800,
            anchor: 'end',
          }),
        ].join('');
      }),
      stat(380, 420, 230, 'Renewal rate', '94%', glyph.trend, { dark: true }),
      stat(20, 20, 180, 'Health score', 'Avg. 82', glyph.shield, {
        tint: c.green50,
        ink: c.green700,
      }),
    ].join(''),

  'go-to-market': () =>
    [
      back(),
      card(90, 50, 400, 380, c.white, 18),
      text(118, 88, 'Go-to-market funnel · Q3', { size: 13, weight: 800 }),
      ...[
        ['Contractors reached', '12,400', 344, c.brand100, c.brand700],
        ['Engaged', '2,150', 280, '#b3cdfd', c.brand700],
        ['Demos booked', '420', 210, '#7ba7f7', c.white],
        ['Paying customers', '96', 140, c.accent, c.white],
      ].map(([label, value, width, fill, ink], index) => {
        const y = 112 + index * 72;
        const x = 118 + (344 - (width as number)) / 2;
        return (
          rect(x, y, width as number, 56, fill as string, 12) +
          centred(290, y + 24, label as string, 11, ink as string, 600) +
          centred(290, y + 44, value as string, 16, ink as string)
        );
      }),
      stat(420, 120, 200, 'Demo to customer', '23%', glyph.target, { dark: true }),
      stat(20, 420, 210, 'Best channel', 'Supplier events', glyph.users),
    ].join(''),

  integrations: () => {
    const hub = { x: 320, y: 250 };
    const nodes: [number, number, string, string, keyof typeof glyph][] = [
      [150, 110, 'Calendar', c.brand50, 'calendar'],
      [490, 110, 'Phone', c.accent50, 'phone'],
      [110, 300, 'Accounting', c.green50, 'dollar'],
      [530, 300, 'CRM', '#f3e8ff', 'users'],
      [320, 450, 'Email', c.brand50, 'mail'],
    ];
    return [
      back(),
      ...nodes.map(
        ([x, y]) =>
          `<path d="M${hub.x} ${hub.y}L${x} ${y}" stroke="${c.brand}" stroke-width="2.5" stroke-dasharray="6 6" opacity=".5"/>`,
      ),
      card(hub.x - 70, hub.y - 70, 140, 140, c.navy, 28),
      `<g transform="translate(${hub.x - 22} ${hub.y - 34}) scale(2.2)" fill="none" stroke="${c.accent}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${glyph.plug}</g>`,
      centred(hub.x, hub.y + 40, 'TradeLift', 14, c.white),
      ...nodes.map(
        ([x, y, label, tint, shape]) =>
          card(x - 62, y - 30, 124, 60, c.white, 14) +
          iconTile(
            x - 50,
            y - 16,
            32,
            tint,
            [c.brand700, c.accent, c.green700, c.violet, c.brand700][
              nodes.findIndex((node) => node[2] === label)
            ]!,
            glyph[shape],
          ) +
          text(x - 10, y + 5, label, { size: 12, weight: 700 }) +
          tick(x + 50, y - 28, 9),
      ),
    ].join('');
  },

  partners: () => {
    const hub = { x: 320, y: 250 };
    const partners: [number, number, string, string, string][] = [
      [140, 120, 'Supply house', 'Pro pricing', c.accent],
      [500, 120, 'Field software', 'Synced jobs', c.brand],
      [130, 380, 'Financing', 'Homeowner loans', c.green],
      [510, 380, 'Trade school', 'Trained crews', c.violet],
    ];
    return [
      back({ cx: 90, cy: 470, r: 46 }),
      ...partners.map(
        ([x, y]) =>
          `<path d="M${hub.x} ${hub.y}Q${(x + hub.x) / 2} ${hub.y} ${x} ${y}" fill="none" stroke="${c.brand}" stroke-width="2.5" opacity=".45"/>`,
      ),
      circle(hub.x, hub.y, 74, c.white, 'filter="url(#shadow)"'),
      circle(hub.x, hub.y, 60, c.navy),
      `<g transform="translate(${hub.x - 20} ${hub.y - 30}) scale(2)" fill="none" stroke="${c.accent}" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round">${glyph.users}</g>`,
      centred(hub.x, hub.y + 30, 'TradeLift', 13, c.white),
      ...partners.map(
        ([x, y, name, note, tone]) =>
          card(x - 86, y - 34, 172, 68, c.white, 14) +
          circle(x - 58, y, 17, tone) +
          centred(x - 58, y + 5, name[0]!, 14, c.white) +
          text(x - 32, y - 3, name, { size: 12, weight: 700 }) +
          text(x - 32, y + 14, note, { size: 10.5, fill: c.muted }),
      ),
    ].join('');
  },

  strategy: () =>
    [
      back(),
      card(50, 50, 460, 360, c.white, 18),
      text(78, 88, '12-month growth plan', { size: 14, weight: 800 }),
      pill(396, 72, 'On track', c.green50, c.green700),
      ...['Q1', 'Q2', 'Q3', 'Q4'].map((quarter, index) => {
        const x = 78 + index * 104;
        const done = index < 2;
        return [
          rect(x, 112, 96, 92, done ? c.brand50 : c.wash, 12),
          text(x + 12, 134, quarter, { size: 11, weight: 800, fill: done ? c.brand700 : c.muted }),
          lines(x + 12, 146, [64, 52, 70], done ? c.brand100 : c.line, 6, 12),
          done
            ? tick(x + 80, 130, 8)
            : circle(x + 80, 130, 7, c.white, `stroke="${c.line}" stroke-width="2"`),
        ].join('');
      }),
      text(78, 236, 'Booked jobs per month', { size: 11, weight: 600, fill: c.muted }),
      lineChart(78, 248, 404, 140, [8, 10, 13, 15, 19, 22, 26, 30]),
      `<path d="M78 270L482 250" stroke="${c.accent}" stroke-width="2" stroke-dasharray="5 6"/>`,
      stat(400, 430, 220, 'Goal', '40 jobs / month', glyph.target, { dark: true }),
      stat(18, 440, 200, 'Next review', 'Oct 14', glyph.calendar),
    ].join(''),

  pricing: () =>
    [
      back(),
      card(70, 40, 300, 430, c.white, 20),
      text(98, 84, 'Growth', { size: 15, weight: 800 }),
      pill(284, 66, 'Popular', c.accent50, c.accent),
      text(98, 136, '$497', { size: 40, weight: 800 }),
      text(196, 136, '/mo', { size: 14, fill: c.muted }),
      text(98, 160, 'Month-to-month, cancel anytime', { size: 11, fill: c.muted }),
      ...[
        'Website that books estimates',
        'AI replies in under a minute',
        'Proposals and e-signatures',
        'Reviews on autopilot',
        'Milestone payments',
      ].map(
        (feature, index) =>
          tick(106, 198 + index * 34, 8) + text(124, 202 + index * 34, feature, { size: 12 }),
      ),
      button(98, 396, 244, 40, 'Get your free strategy call'),
      card(350, 170, 260, 190, c.white, 16),
      text(372, 202, 'Pays for itself', { size: 12.5, weight: 800 }),
      text(372, 220, 'Jobs booked vs. plan cost', { size: 10.5, fill: c.muted }),
      bars(376, 336, 100, [1, 2.2, 3.4, 4.1, 5.2, 6.0], 26, 12),
      `<path d="M372 318H592" stroke="${c.red}" stroke-width="2" stroke-dasharray="5 5"/>`,
      text(592, 312, 'cost', { size: 10, weight: 600, fill: c.red, anchor: 'end' }),
      stat(410, 400, 210, 'Typical return', '9× in 6 months', glyph.trend, { dark: true }),
    ].join(''),

  compare: () => {
    const tiers = ['Library', 'Foundations', 'Blueprint', 'Scalable'];
    const rows: [string, (boolean | string)[]][] = [
      ['Templates & playbooks', [true, true, true, true]],
      ['Group coaching', [false, 'Monthly', 'Monthly', 'Weekly']],
      ['Dedicated strategist', [false, false, true, true]],
      ['12-month plan', [false, false, true, true]],
      ['Expansion plans', [false, false, false, true]],
    ];
    return [
      back(),
      card(30, 60, 580, 380, c.white, 18),
      ...tiers.map((tier, index) => {
        const x = 300 + index * 76;
        return (
          (index === 2 ? rect(x - 34, 76, 68, 348, c.brand50, 12) : '') +
          centred(x, 108, tier, 11, index === 2 ? c.brand700 : c.ink)
        );
      }),
      pill(451 - pillWidth('Best value', 9) / 2 + 1, 62, 'Best value', c.accent, c.white, 9),
      ...rows.map(([feature, values], index) => {
        const y = 150 + index * 56;
        return [
          rect(54, y - 26, 532, 1, c.line),
          text(58, y + 4, feature, { size: 12, weight: 600 }),
          ...values.map((value, column) => {
            const x = 300 + column * 76;
            if (value === true) return tick(x, y, 9);
            if (value === false) return rect(x - 6, y - 1, 12, 2.5, c.faint, 1.25);
            return centred(x, y + 4, value, 10.5, c.muted, 600);
          }),
        ].join('');
      }),
      stat(20, 450, 230, 'Switch tiers', 'Any month', glyph.check),
    ].join('');
  },

  engagement: () => {
    const days = Array.from({ length: 28 }, (_, index) => index);
    const sessions = new Set([2, 9, 16, 23]);
    return [
      back(),
      window(40, 50, 340, 340, 'October · Strategy sessions'),
      ...['M', 'T', 'W', 'T', 'F', 'S', 'S'].map((day, index) =>
        centred(74 + index * 44, 112, day, 10.5, c.muted, 700),
      ),
      ...days.map((day) => {
        const x = 56 + (day % 7) * 44;
        const y = 126 + Math.floor(day / 7) * 60;
        return (
          rect(x, y, 36, 50, sessions.has(day) ? c.brand : c.wash, 8) +
          text(x + 8, y + 16, String(day + 1), {
            size: 10,
            weight: 600,
            fill: sessions.has(day) ? c.white : c.muted,
          })
        );
      }),
      card(320, 200, 290, 250, c.white, 16),
      text(344, 232, 'Deliverables', { size: 13, weight: 800 }),
      ...[
        ['Market & pricing review', true],
        ['Sales process audit', true],
        ['90-day growth plan', true],
        ['Hiring plan for crew #3', false],
        ['Quarterly KPI review', false],
      ].map(
        ([item, done], index) =>
          (done
            ? tick(352, 262 + index * 36, 9)
            : circle(352, 262 + index * 36, 8, c.white, `stroke="${c.line}" stroke-width="2"`)) +
          text(372, 266 + index * 36, item as string, { size: 12, fill: done ? c.ink : c.muted }),
      ),
      stat(30, 420, 220, 'Your strategist', 'Elena Park', glyph.users, { dark: true }),
    ].join('');
  },

  journey: () =>
    [
      back(),
      card(60, 40, 520, 400, c.white, 20),
      text(92, 80, 'Your first 30 days', { size: 15, weight: 800 }),
      progress(92, 96, 456, 0.72, c.accent, 8),
      rect(110, 130, 3, 280, c.line),
      ...[
        ['Week 1', 'Setup', 'Website, phone, calendar, payments', 'done'],
        ['Week 2', 'Lead generation', 'Campaigns live, AI replies in a minute', 'done'],
        ['Week 3', 'Booking & payment', 'Estimates, contracts, deposits online', 'now'],
        ['Week 4+', 'Scale', 'Double down on what books jobs', 'next'],
      ].map(([week, title, note, state], index) => {
        const y = 140 + index * 74;
        const mark =
          state === 'done'
            ? tick(111.5, y + 10, 12)
            : state === 'now'
              ? circle(111.5, y + 10, 12, c.accent) + circle(111.5, y + 10, 5, c.white)
              : circle(111.5, y + 10, 11, c.white, `stroke="${c.line}" stroke-width="3"`);
        return [
          mark,
          text(140, y + 5, week!, { size: 10.5, weight: 800, fill: c.brand700 }),
          text(140, y + 24, title!, { size: 14, weight: 800 }),
          text(140, y + 42, note!, { size: 11.5, fill: c.muted }),
          state === 'now' ? pill(470, y + 2, 'This week', c.accent50, c.accent) : '',
        ].join('');
      }),
      stat(420, 450, 200, 'Booked jobs', '0 → 30+', glyph.calendar, { dark: true }),
    ].join(''),

  program: () =>
    [
      back(),
      card(40, 50, 360, 420, c.white, 18),
      text(68, 88, 'Growth Strategist Program', { size: 14, weight: 800 }),
      text(68, 107, '8 weeks · 6 of 8 modules complete', { size: 11, fill: c.muted }),
      progress(68, 120, 304, 0.75, c.brand, 8),
      ...[
        'Market research',
        'Positioning',
        'Lead generation',
        'Sales automation',
        'Retention',
        'Pricing',
        'Hiring & delegation',
        'Final project',
      ].map((module, index) => {
        const y = 150 + index * 38;
        const done = index < 6;
        return (
          (done
            ? tick(80, y + 10, 9)
            : circle(80, y + 10, 8, c.white, `stroke="${c.line}" stroke-width="2"`)) +
          text(100, y + 14, `${index + 1}. ${module}`, {
            size: 12,
            weight: done ? 600 : 400,
            fill: done ? c.ink : c.muted,
          })
        );
      }),
      card(330, 230, 280, 190, c.navy, 18),
      rect(
        344,
        244,
        252,
        162,
        'none',
        12,
        `stroke="${c.accent}" stroke-opacity=".55" stroke-width="1.5"`,
      ),
      `<g transform="translate(449 262) scale(2.1)" fill="none" stroke="${c.accent}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${glyph.award}</g>`,
      centred(470, 330, 'Certified Growth', 14, c.white),
      centred(470, 348, 'Strategist', 14, c.white),
      centred(470, 374, 'ACGS · Cohort 5', 11, '#cbd5e1', 400),
      stat(420, 60, 196, 'Time', '10–15 h / week', glyph.clock),
    ].join(''),

  library: () =>
    [
      back(),
      ...[
        [110, 130, -9, '#1a46b0', 'Estimate', 'template', glyph.doc],
        [235, 95, 2, '#0f766e', 'Storm', 'playbook', glyph.bolt],
        [360, 130, 11, '#c2410c', 'Profit', 'calculator', glyph.dollar],
      ].map(
        ([x, y, angle, fill, line1, line2, shape]) =>
          `<g transform="rotate(${angle} ${(x as number) + 90} ${(y as number) + 130})">` +
          card(x as number, y as number, 180, 250, fill as string, 14) +
          iconTile(
            (x as number) + 20,
            (y as number) + 24,
            44,
            'rgba(255,255,255,.16)',
            '#fff',
            shape as string,
          ) +
          text((x as number) + 20, (y as number) + 106, line1 as string, {
            size: 16,
            weight: 800,
            fill: c.white,
          }) +
          text((x as number) + 20, (y as number) + 126, line2 as string, {
            size: 16,
            weight: 800,
            fill: c.white,
          }) +
          lines(
            (x as number) + 20,
            (y as number) + 150,
            [100, 80, 94],
            'rgba(255,255,255,.35)',
            7,
            14,
          ) +
          '</g>',
      ),
      stat(20, 410, 200, 'In the library', '200+ resources', glyph.doc),
      stat(440, 40, 180, 'Added', 'Every week', glyph.calendar, { dark: true }),
    ].join(''),

  article: () =>
    [
      back(),
      card(90, 30, 420, 460, c.white, 18),
      rect(90, 30, 420, 170, c.navy, 18),
      rect(90, 180, 420, 20, c.navy),
      bars(124, 176, 110, [20, 34, 52, 78, 100], 30, 14, 4, '#3f7ae8'),
      centred(428, 96, '−71%', 30, c.accent),
      centred(428, 118, 'lost leads', 11, '#cbd5e1', 400),
      pill(118, 222, 'Lead response', c.brand50, c.brand700),
      text(118, 272, 'Why the first reply wins', { size: 19, weight: 800 }),
      text(118, 298, 'the job: speed-to-lead in 2026', { size: 19, weight: 800 }),
      lines(118, 322, [360, 340, 364, 300, 330], c.line, 7, 16),
      avatar(136, 430, 16, 'MR', c.brand700),
      text(160, 427, 'Marcus Reed', { size: 12, weight: 700 }),
      text(160, 443, '6 min read', { size: 10.5, fill: c.muted }),
      stat(430, 360, 190, 'Readers', '12,400', glyph.users, { dark: true }),
    ].join(''),

  webinar: () =>
    [
      back(),
      window(40, 50, 520, 340, 'Live · Storm season playbook'),
      rect(40, 84, 360, 306, c.navy),
      rect(60, 104, 320, 180, '#12305a', 10),
      text(80, 140, 'Storm season', { size: 20, weight: 800, fill: c.white }),
      text(80, 166, 'playbook', { size: 20, weight: 800, fill: c.accent }),
      bars(84, 262, 60, [20, 30, 46, 70], 30, 12, 3, '#3f7ae8'),
      pill(60, 300, '● LIVE', c.red, c.white, 10),
      text(132, 313, '32:14', { size: 11, weight: 600, fill: '#cbd5e1' }),
      progress(60, 340, 320, 0.55, c.accent, 6),
      rect(400, 84, 160, 306, c.wash),
      avatar(480, 140, 34, 'SJ', c.violet),
      centred(480, 196, 'Sarah Johnson', 12, c.ink, 700),
      centred(480, 212, 'Summit Roofing', 10.5, c.muted, 400),
      ...[0, 1, 2].map(
        (index) =>
          rect(416, 236 + index * 44, 128, 34, c.white, 8) +
          lines(426, 246 + index * 44, [96, 70], c.line, 5, 10),
      ),
      stat(380, 410, 230, 'Watching now', '1,284 contractors', glyph.users, { dark: true }),
      stat(20, 410, 190, 'Next session', 'Thu 1 PM ET', glyph.calendar),
    ].join(''),

  results: () =>
    [
      back(),
      card(50, 50, 420, 320, c.white, 18),
      text(78, 88, 'Booked jobs per month', { size: 13, weight: 800 }),
      text(78, 107, 'Rodriguez Painting · Austin, TX', { size: 11, fill: c.muted }),
      bars(86, 340, 200, [3, 5, 9, 14, 21, 27, 32], 38, 16),

      card(250, 330, 360, 150, c.navy, 18),
      `<path d="M276 360h14v14c0 8-4 12-12 14M300 360h14v14c0 8-4 12-12 14" fill="none" stroke="${c.accent}" stroke-width="3" stroke-linecap="round"/>`,
      text(326, 372, 'The calendar is full and I', { size: 13, weight: 600, fill: c.white }),
      text(326, 392, 'hired a second crew.', { size: 13, weight: 600, fill: c.white }),
      avatar(292, 438, 16, 'MR', c.accent),
      text(318, 435, 'Mike Rodriguez', { size: 12, weight: 700, fill: c.white }),
      text(318, 451, 'Owner', { size: 10.5, fill: '#cbd5e1' }),
      stat(20, 400, 196, 'In six months', '3 → 32 jobs', glyph.trend, {
        tint: c.green50,
        ink: c.green700,
      }),
    ].join(''),

  team: () => {
    const people: [number, number, string, string][] = [
      [170, 150, 'EP', c.violet],
      [290, 110, 'JA', c.brand700],
      [410, 150, 'MB', c.accent],
      [230, 250, 'PS', '#0369a1'],
      [350, 250, 'DO', c.green700],
    ];
    return [
      back({ cx: 100, cy: 440, r: 50 }),
      `<path d="M170 150L290 110L410 150L350 250L230 250Z" fill="none" stroke="${c.brand}" stroke-width="2" stroke-dasharray="5 6" opacity=".5"/>`,
      ...people.map(
        ([x, y, initials, fill]) =>
          circle(x, y, 42, c.white, 'filter="url(#shadow)"') + avatar(x, y, 35, initials, fill),
      ),
      card(140, 330, 360, 150, c.white, 18),
      text(164, 362, 'Open roles', { size: 13, weight: 800 }),
      ...[
        ['Growth Strategist', 'Remote · Full-time'],
        ['Senior Frontend Engineer', 'Dallas or remote'],
      ].map(
        ([role, where], index) =>
          iconTile(164, 378 + index * 46, 32, c.brand50, c.brand700, glyph.users) +
          text(206, 392 + index * 46, role!, { size: 12, weight: 700 }) +
          text(206, 407 + index * 46, where!, { size: 10.5, fill: c.muted }) +
          pill(410, 382 + index * 46, 'Hiring', c.green50, c.green700, 10),
      ),
      stat(450, 200, 176, 'Team', '34 people', glyph.users, { dark: true }),
    ].join('');
  },

  company: () => {
    const windows: string[] = [];
    for (let floor = 0; floor < 4; floor++)
      for (let column = 0; column < 4; column++)
        windows.push(
          rect(
            124 + column * 30,
            120 + floor * 34,
            20,
            22,
            floor === 1 && column === 2 ? c.accent100 : '#33507a',
            3,
          ),
        );
    return [
      back(),
      card(70, 60, 500, 320, c.white, 20),
      `<path d="M70 300h500v60a20 20 0 0 1-20 20H90a20 20 0 0 1-20-20z" fill="${c.wash2}"/>`,
      rect(108, 100, 140, 200, c.navy, 6),
      ...windows,
      rect(160, 262, 36, 38, c.accent, 3),
      rect(264, 170, 90, 130, c.brand700, 6),
      ...[0, 1, 2].map((floor) => rect(280, 188 + floor * 34, 58, 20, '#5b84e0', 3)),
      // The van: body, cab, stripe, wheels.
      `<path d="M300 272h150l34 24v30H300z" fill="${c.white}" stroke="${c.line}" stroke-width="2"/>`,
      `<path d="M450 272l34 24h-34z" fill="${c.brand100}"/>`,
      rect(300, 300, 184, 8, c.accent),
      circle(336, 328, 14, c.navy),
      circle(336, 328, 5, c.faint),
      circle(448, 328, 14, c.navy),
      circle(448, 328, 5, c.faint),
      text(318, 292, 'TradeLift', { size: 13, weight: 800, fill: c.brand700 }),
      text(390, 118, 'Founded by', { size: 12, weight: 600, fill: c.muted }),
      text(390, 140, 'tradespeople', { size: 18, weight: 800 }),
      ...[0, 1, 2, 3].map((index) =>
        avatar(
          402 + index * 30,
          178,
          15,
          ['MB', 'EP', 'JA', 'DO'][index]!,
          [c.accent, c.violet, c.brand700, c.green700][index]!,
        ),
      ),
      text(390, 228, 'Based in Dallas, TX', { size: 12, weight: 600, fill: c.muted }),
      stat(20, 410, 200, 'Contractors', '150+', glyph.users, { dark: true }),
      stat(240, 430, 190, 'Jobs booked', '$2.5M+', glyph.dollar),
      stat(450, 410, 170, 'Satisfaction', '4.8 / 5', glyph.star),
    ].join('');
  },

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

  support: () =>
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
      text(100, 322, 'Replied in 2 min', { size: 10, fill: c.faint }),
      rect(230, 340, 230, 36, c.brand, 14),
      text(246, 363, 'Perfect, thank you!', { size: 12, fill: c.white }),
      rect(100, 404, 360, 36, c.wash, 10, `stroke="${c.line}"`),
      text(116, 427, 'Write a message…', { size: 12, fill: c.faint }),
      stat(400, 200, 220, 'Median reply', '2 minutes', glyph.chat, { dark: true }),
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
      text(268, 408, 'Most numbers connect in 10 minutes', {
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
      circle(470, 330, 70, c.navy, 'filter="url(#shadow)"'),
      `<g transform="translate(436 292) scale(3.4)" fill="none" stroke="${c.accent}" stroke-width=".9" stroke-linecap="round" stroke-linejoin="round">${glyph.shield}</g>`,
      stat(20, 180, 190, 'Your data', 'Never sold', glyph.lock, { dark: true }),
    ].join(''),
};
