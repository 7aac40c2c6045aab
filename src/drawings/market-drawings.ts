/** Drawings of the market and growth: the market map, competitors, revenue, retention, go-to-market, integrations, partners, strategy, pricing. (visual-drawings.ts gathers them.) */
import type { VisualName } from '../content/visuals.ts';
import type { PageData } from '../project/page-schema.ts';
import { back, type Drawing, headlineStat } from './drawing-frame.ts';
import { capitalised, dollars, featuredPlan, fit, headlines } from './page-content.ts';
import {
  avatar,
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
  pill,
  progress,
  rect,
  stars,
  stat,
  text,
  textWidth,
  tick,
  window,
} from './svg-kit.ts';

export const marketDrawings = {
  'market-map': (page) => {
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
      // Demand as bars, not figures: the page states no zip code's demand.
      ...(
        [
          ['1', '80206', 0.92],
          ['2', '80220', 0.74],
          ['3', '80211', 0.6],
        ] as const
      ).map(
        ([rank, zip, demand], index) =>
          circle(432, 310 + index * 40, 11, c.accent) +
          centred(432, 314 + index * 40, rank, 11, c.white) +
          text(452, 314 + index * 40, zip, { size: 12.5, weight: 700 }) +
          progress(510, 305 + index * 40, 90, demand, c.brand, 10),
      ),
      headlineStat(page, /revenue|demand/i, 20, 420, 250, glyph.pin),
    ].join('');
  },

  competitors: (page) =>
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
      text(98, 418, 'Best rated, priced below the leader: room to raise prices', {
        size: 11,
        weight: 600,
        fill: c.green700,
      }),
      headlineStat(page, 0, 390, 20, 240, glyph.trend, { dark: true }),
      stat(20, 440, 190, 'Your rating', '#1 of 5', glyph.award),
    ].join(''),

  revenue: (page) => revenuePicture(page),
  retention: (page) =>
    [
      back(),
      window(60, 50, 440, 360, 'Accounts'),
      ...[
        ['Summit Roofing', 'Renewal coming up', 0.92, c.green],
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
      headlineStat(page, 0, 380, 420, 240, glyph.trend, { dark: true }),
      stat(20, 20, 180, 'Health score', 'Avg. 82', glyph.shield, {
        tint: c.green50,
        ink: c.green700,
      }),
    ].join(''),

  'go-to-market': (page) =>
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
      headlineStat(page, 0, 400, 10, 230, glyph.target, { dark: true }),
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
      circle(hub.x, hub.y, 74, c.white, 'filter="url(#visual-shadow)"'),
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

  pricing: (page) => pricingPicture(page),
} satisfies Partial<Record<VisualName, Drawing>>;

/**
 * The page's first result (its stories' or stats' headline figure, page-content.ts) over a
 * rising line, and the add-ons offered on every job, without prices the page does not state.
 */
function revenuePicture(page: PageData) {
  const [first, second] = headlines(page);
  return [
    back(),
    card(60, 60, 420, 300, c.white, 18),
    first
      ? text(88, 98, fit(capitalised(first.label), 40), { size: 12, weight: 600, fill: c.muted })
      : '',
    first ? text(88, 130, fit(first.value, 12), { size: 30, weight: 800 }) : '',
    lineChart(88, 160, 364, 170, [2.9, 3.0, 3.1, 3.05, 3.3, 3.5, 3.6, 3.8, 3.9, 4.1]),
    card(300, 330, 310, 150, c.white, 16),
    text(322, 362, 'Offered on every job', { size: 12.5, weight: 800 }),
    ...['Service plan', 'Smart thermostat', 'Duct cleaning'].map(
      (item, index) =>
        tick(332, 388 + index * 28, 8) + text(348, 392 + index * 28, item, { size: 12 }),
    ),
    second ? headlineStat(page, 1, 20, 400, 260, glyph.dollar) : '',
  ].join('');
}

/** The card's room for a feature, in characters, before the chart beside it. */
const FEATURE_ROOM = 34;

/** Five of the plan's features in their order, those that fit whole first, the rest cut. */
function shownFeatures(features: string[]) {
  const whole = features.filter((feature) => feature.length <= FEATURE_ROOM);
  const cut = features.filter((feature) => feature.length > FEATURE_ROOM);
  const shown = new Set([...whole, ...cut].slice(0, 5));
  return features
    .filter((feature) => shown.has(feature))
    .map((feature) => fit(feature, FEATURE_ROOM));
}

/** The plan's price as its card shows it: "$797" with "/mo", or its headline price and period. */
function planPrice(plan: NonNullable<ReturnType<typeof featuredPlan>>) {
  if (plan.monthlyFee !== undefined) return { figure: dollars(plan.monthlyFee), per: '/mo' };
  if (plan.price !== undefined)
    return { figure: dollars(plan.price), per: plan.period ? `/ ${plan.period}` : '' };
  return { figure: plan.priceText ?? '', per: '' };
}

/**
 * The page's featured plan (page-content.ts) as its card shows it, beside a chart of the jobs
 * it books paying for itself (the hero's promise, in no figures).
 */
function pricingPicture(page: PageData) {
  const plan = featuredPlan(page);
  if (!plan) return back();
  const { figure, per } = planPrice(plan);
  const priceSize = figure.length > 6 ? 30 : 40;
  return [
    back(),
    card(70, 40, 300, 430, c.white, 20),
    text(98, 84, fit(plan.title, 18), { size: 15, weight: 800 }),
    plan.recommended ? pill(284, 66, fit(plan.badge ?? 'Popular', 9), c.accent50, c.accent) : '',
    text(98, 136, figure, { size: priceSize, weight: 800 }),
    text(98 + textWidth(figure, priceSize, 800) + 10, 136, per, { size: 14, fill: c.muted }),
    plan.subtitle ? text(98, 160, fit(plan.subtitle, 38), { size: 11, fill: c.muted }) : '',
    ...shownFeatures(plan.features).map(
      (feature, index) =>
        tick(106, 198 + index * 34, 8) + text(124, 202 + index * 34, feature, { size: 12 }),
    ),
    button(98, 396, 244, 40, fit(plan.action.label, 30)),
    card(350, 170, 260, 190, c.white, 16),
    text(372, 202, 'Pays for itself', { size: 12.5, weight: 800 }),
    text(372, 220, 'Jobs booked vs. plan cost', { size: 10.5, fill: c.muted }),
    bars(376, 336, 100, [1, 2.2, 3.4, 4.1, 5.2, 6.0], 26, 12),
    `<path d="M372 318H592" stroke="${c.red}" stroke-width="2" stroke-dasharray="5 5"/>`,
    text(592, 312, 'cost', { size: 10, weight: 600, fill: c.red, anchor: 'end' }),
    plan.setupFee !== undefined
      ? stat(410, 400, 210, 'One-time setup', dollars(plan.setupFee), glyph.dollar, {
          dark: true,
        })
      : '',
  ].join('');
}

export const marketLabels = {
  pricing: (page: PageData) => {
    const plan = featuredPlan(page);
    if (!plan) return 'A plan card beside a chart of the jobs it books paying for itself';
    const { figure, per } = planPrice(plan);
    const price = per === '/mo' ? `${figure} a month` : `${figure} ${per.replace('/ ', '')}`;
    return `The ${plan.title} plan at ${price.trim()} beside a chart of the jobs it books paying for itself`;
  },
};
