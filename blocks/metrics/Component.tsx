import type { BlockProps } from '../../src/content/define-block.ts';
import { Icon } from '../../src/render/Icon.tsx';
import type { IconName } from '../../src/render/icons.ts';
import { Section } from '../../src/render/Section.tsx';
import type { metrics } from './schema.ts';

type Chart = NonNullable<BlockProps<typeof metrics>['chart']>;

/** Bars drawn with CSS heights; the figures are real text, so the chart reads as a list. */
function BarChart({ chart }: { chart: Chart }) {
  const highest = Math.max(...chart.bars.map((bar) => bar.value), 1);
  return (
    <figure className="border-t border-slate-200 p-4 sm:p-6">
      <figcaption className="text-sm font-semibold text-ink">{chart.title}</figcaption>
      <ol className="mt-4 flex h-48 items-end gap-1 sm:gap-4">
        {chart.bars.map((bar, index) => (
          <li
            key={bar.label}
            className="flex h-full min-w-0 flex-1 flex-col items-center justify-end"
          >
            <span className="text-[10px] font-semibold text-muted tabular-nums min-[375px]:text-[11px] sm:text-xs">
              {bar.display}
            </span>
            <span
              aria-hidden="true"
              className={`mt-1 w-full max-w-14 rounded-t-md ${index === chart.bars.length - 1 ? 'bg-accent-500' : 'bg-brand-600/80'}`}
              style={{ height: `${Math.max((bar.value / highest) * 75, 2)}%` }}
            />
            <span className="mt-2 text-xs font-medium text-muted">{bar.label}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

type Direction = BlockProps<typeof metrics>['items'][number]['direction'];

const trendStyle = {
  up: { icon: 'trending-up', className: 'text-emerald-700 bg-emerald-50' },
  down: { icon: 'trending-down', className: 'text-red-700 bg-red-50' },
  flat: { icon: 'minus', className: 'text-slate-700 bg-slate-100' },
} satisfies Record<Direction, { icon: IconName; className: string }>;

// Two tiles a row even on phones: a dashboard reads as a grid, and four stacked tiles look long.
const columns = (count: number) =>
  count === 1
    ? ''
    : count === 3
      ? 'sm:grid-cols-3'
      : count >= 4
        ? 'grid-cols-2 lg:grid-cols-4'
        : 'grid-cols-2';

export default function Metrics({
  id,
  caption,
  badge,
  items,
  chart,
  note,
  ...frame
}: BlockProps<typeof metrics>) {
  const dark = frame.tone === 'dark';
  return (
    <Section id={id} frame={frame}>
      <div className="reveal overflow-hidden rounded-2xl bg-white text-ink shadow-xl ring-1 ring-slate-200">
        {(caption || badge) && (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-200 bg-slate-50 px-5 py-3">
            {/* Window dots: the frame reads as a screen of the product, not a stats band. */}
            <span aria-hidden="true" className="flex gap-1.5">
              <span className="size-2.5 rounded-full bg-red-400" />
              <span className="size-2.5 rounded-full bg-amber-400" />
              <span className="size-2.5 rounded-full bg-emerald-400" />
            </span>
            {caption && <p className="text-sm font-semibold text-ink">{caption}</p>}
            {badge && (
              <p className="ml-auto rounded-full bg-brand-50 px-3 py-0.5 text-xs font-semibold text-brand-700">
                {badge}
              </p>
            )}
          </div>
        )}
        <dl className={`grid gap-px bg-slate-200 ${columns(items.length)}`}>
          {items.map((item) => {
            const trend = trendStyle[item.direction];
            return (
              <div key={item.label} className="flex flex-col bg-white p-4 sm:p-6">
                {/* The icon sits inside the <dt>: a <dl> group may hold only terms and details. */}
                <dt className="text-sm font-medium text-muted">
                  <span className="mb-4 flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:size-11">
                    <Icon name={item.icon} className="size-5" />
                  </span>
                  {item.label}
                </dt>
                <dd className="mt-1 text-2xl font-extrabold tracking-tight tabular-nums sm:text-4xl">
                  {item.value}
                </dd>
                {item.trend && (
                  <dd className="mt-3">
                    <span
                      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs leading-tight font-semibold ${trend.className}`}
                    >
                      <Icon name={trend.icon} strokeWidth={2} className="size-3.5" />
                      {item.trend}
                    </span>
                  </dd>
                )}
              </div>
            );
          })}
        </dl>
        {chart && <BarChart chart={chart} />}
      </div>
      {note && (
        <p className={`mt-6 text-center text-sm ${dark ? 'text-slate-300' : 'text-muted'}`}>
          {note}
        </p>
      )}
    </Section>
  );
}
