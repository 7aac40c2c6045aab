/** Drawings of the programs and their content: comparisons, engagement, journeys, programs, the library, articles, webinars, results, the team, the company. (visual-drawings.ts gathers them.) */
import type { VisualName } from '../content/visuals.ts';
import type { PageData } from '../project/page-schema.ts';
import { back, type Drawing, headlineStat } from './drawing-frame.ts';
import { blockOf, fit } from './page-content.ts';
import {
  avatar,
  bars,
  centred,
  card,
  circle,
  colour as c,
  glyph,
  iconTile,
  lines,
  pill,
  pillWidth,
  progress,
  rect,
  stat,
  text,
  tick,
  window,
} from './svg-kit.ts';

export const programDrawings = {
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
        ['Growth plan', true],
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

  program: (page) => programPicture(page),
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
      centred(428, 96, 'Reply first', 22, c.accent),
      centred(428, 118, 'win the job', 11, '#cbd5e1', 400),
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
          circle(x, y, 42, c.white, 'filter="url(#visual-shadow)"') +
          avatar(x, y, 35, initials, fill),
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
} satisfies Partial<Record<VisualName, Drawing>>;

/**
 * The program's card: its steps from the page's process (the first two done, the third under
 * way), its length and hours from the page's stats, and the certificate at the end.
 */
function programPicture(page: PageData) {
  const steps = blockOf(page, 'process')?.steps ?? [];
  const facts = blockOf(page, 'stats')?.items ?? [];
  const done = Math.min(2, steps.length);
  return [
    back(),
    card(40, 50, 360, 420, c.white, 18),
    text(68, 88, 'Growth Strategist Program', { size: 14, weight: 800 }),
    facts[0]
      ? text(68, 107, fit(`${facts[0].value} · ${facts[0].label}`, 44), { size: 11, fill: c.muted })
      : '',
    progress(68, 120, 304, steps.length ? (done + 0.5) / steps.length : 0, c.brand, 8),
    ...steps.slice(0, 5).map((step, index) => {
      const y = 150 + index * 62;
      const complete = index < done;
      return (
        (complete
          ? tick(80, y + 10, 9)
          : circle(
              80,
              y + 10,
              8,
              c.white,
              `stroke="${index === done ? c.brand : c.line}" stroke-width="2"`,
            )) +
        text(100, y + 14, fit(`${index + 1}. ${step.title}`, 24), {
          size: 12.5,
          weight: 700,
          fill: complete || index === done ? c.ink : c.muted,
        }) +
        text(100, y + 32, fit(step.text, 30), { size: 10.5, fill: c.muted })
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
    centred(470, 374, 'ACGS', 11, '#cbd5e1', 400),
    headlineStat(page, /hour|time/i, 400, 60, 230, glyph.clock),
  ].join('');
}
