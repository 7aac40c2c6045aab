/**
 * The business dashboard (lead-drawings.ts names it): the page's own sample metrics (its
 * `metrics` block: tiles, trends and chart), so the picture and the dashboard under it agree.
 */
import type { PageData } from '../project/page-schema.ts';
import { back } from './drawing-frame.ts';
import { blockOf, capitalised, fit } from './page-content.ts';
import {
  bars,
  centred,
  colour as c,
  glyph,
  pill,
  progress,
  rect,
  stat,
  text,
  window,
} from './svg-kit.ts';

export function dashboardPicture(page: PageData) {
  const metrics = blockOf(page, 'metrics');
  const [first, second, third, fourth] = metrics?.items ?? [];
  const chart = metrics?.chart;
  return [
    back(),
    window(30, 40, 580, 400, fit(metrics?.caption ?? 'Business dashboard', 44)),
    ...[first, second, third].map((item, index) => {
      if (!item) return '';
      const x = 50 + index * 184;
      return (
        rect(x, 92, 168, 84, c.wash, 12) +
        text(x + 16, 116, fit(item.label, 24), { size: 11, weight: 600, fill: c.muted }) +
        text(x + 16, 146, fit(item.value, 10), { size: 24, weight: 800 }) +
        (item.trend ? pill(x + 16, 154, fit(item.trend, 20), c.green50, c.green700, 9) : '')
      );
    }),
    chart ? text(50, 212, fit(chart.title, 48), { size: 12, weight: 700 }) : '',
    chart ? chartBars(chart.bars) : '',
    rect(520, 200, 70, 210, c.wash, 10),
    centred(555, 224, 'Leads', 10, c.muted, 600),
    ...[0.9, 0.7, 0.45, 0.3].map((share, index) =>
      progress(532, 244 + index * 40, 46, share, [c.brand, c.accent, c.green, c.violet][index]),
    ),
    fourth
      ? stat(
          380,
          448,
          240,
          fit(capitalised(fourth.label), 24),
          fit(fourth.value, 14),
          glyph.trend,
          {
            tint: c.green50,
            ink: c.green700,
          },
        )
      : '',
  ].join('');
}

/** The chart's bars and their labels, as wide as fit in the dashboard beside its leads. */
function chartBars(values: { label: string; value: number }[]) {
  const gap = 14;
  const width = Math.min(48, 440 / values.length - gap);
  return (
    bars(
      56,
      390,
      150,
      values.map((bar) => bar.value),
      width,
      gap,
    ) +
    values
      .map((bar, index) =>
        centred(56 + index * (width + gap) + width / 2, 406, fit(bar.label, 4), 9.5, c.muted, 600),
      )
      .join('')
  );
}
