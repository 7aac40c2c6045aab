import { useId, useState } from 'react';
import type { BlockProps } from '../../src/content/define-block.ts';
import { Icon } from '../../src/render/Icon.tsx';
import { dollars } from '../../src/render/money.ts';
import { PlanChoice } from '../../src/render/PlanChoice.tsx';
import { Section } from '../../src/render/Section.tsx';
import type { comparison } from './schema.ts';

type Props = BlockProps<typeof comparison>;
type Tier = Props['tiers'][number];
type ComparisonSection = Props['sections'][number];

function TierCard({ tier }: { tier: Tier }) {
  return (
    <li
      className={`reveal relative flex flex-col rounded-2xl bg-white p-6 text-ink xl:p-5 ${tier.recommended ? 'shadow-xl ring-2 ring-brand-600' : 'shadow-sm ring-1 ring-slate-200'}`}
    >
      {tier.recommended && (
        <p className="absolute -top-3 left-6 rounded-full bg-accent-500 px-3 py-1 text-xs font-bold tracking-wide text-navy-950 uppercase">
          {tier.badge ?? 'Recommended'}
        </p>
      )}
      <h3 className="text-lg font-bold">{tier.name}</h3>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight">{dollars(tier.monthlyFee)}</span>
        <span className="text-muted">/mo</span>
      </p>
      <p className="mt-3 text-sm text-muted">{tier.description}</p>
      <PlanChoice card="tier" name={tier.name} includes={tier.highlights} choice={tier} />
    </li>
  );
}

function Cell({ value }: { value: boolean | string }) {
  if (value === true)
    return (
      <>
        <Icon name="check" strokeWidth={2} className="inline size-5 text-emerald-700" />
        <span className="sr-only">Included</span>
      </>
    );
  if (value === false)
    return (
      <>
        <Icon name="minus" strokeWidth={2} className="inline size-5 text-slate-400" />
        <span className="sr-only">Not included</span>
      </>
    );
  return <span className="text-sm font-medium">{value}</span>;
}

/** The rows as a table on wide screens and as one small card per row on phones. */
function ComparisonRows({ section, tiers }: { section: ComparisonSection; tiers: Tier[] }) {
  return (
    <>
      <table className="hidden w-full text-left sm:table">
        <caption className="sr-only">{section.title} by tier</caption>
        <thead>
          <tr className="border-b border-slate-200 text-sm">
            <th scope="col" className="py-3 pr-4 font-semibold text-muted">
              Feature
            </th>
            {tiers.map((tier) => (
              <th
                key={tier.name}
                scope="col"
                className={`px-3 py-3 text-center font-semibold ${tier.recommended ? 'text-brand-700' : ''}`}
              >
                {tier.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {section.rows.map((row) => (
            <tr key={row.feature}>
              <th scope="row" className="py-3 pr-4 text-sm font-medium">
                {row.feature}
              </th>
              {row.values.map((value, index) => (
                <td
                  key={tiers[index]?.name ?? index}
                  className={`px-3 py-3 text-center ${tiers[index]?.recommended ? 'bg-brand-50/60' : ''}`}
                >
                  <Cell value={value} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 sm:hidden">
        {section.rows.map((row) => (
          <li key={row.feature} className="rounded-xl bg-slate-50 p-4">
            <p className="font-semibold">{row.feature}</p>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2">
              {row.values.map((value, index) => (
                <div key={tiers[index]?.name ?? index}>
                  <dt className="text-xs text-muted">{tiers[index]?.name}</dt>
                  <dd>
                    <Cell value={value} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * One comparison section open at a time (an accordion), in HTML alone: each section is a
 * `<details>` of one `name` group, so the browser closes the open one when another opens, with
 * or without JavaScript, and exposes each summary as a button with its expanded state. Closed
 * sections stay in the HTML, so the prerendered page carries every row.
 */
export default function Comparison({
  id,
  tiers,
  sectionsTitle,
  sections,
  initiallyOpen,
  ...frame
}: Props) {
  // Only a section the visitor opens animates: the one open on load is in the prerendered HTML
  // as it is, so it is never hidden behind a fade.
  const [animate, setAnimate] = useState(false);
  const group = useId();
  // Under a sections heading the section headers are one level deeper.
  const Heading = sectionsTitle ? 'h4' : 'h3';
  const columns = tiers.length >= 4 ? 'sm:grid-cols-2 xl:grid-cols-4' : 'md:grid-cols-3';

  return (
    <Section id={id} frame={frame}>
      <ul className={`grid gap-6 pt-3 ${columns}`}>
        {tiers.map((tier) => (
          <TierCard key={tier.name} tier={tier} />
        ))}
      </ul>
      {sectionsTitle && (
        <h3 className="mt-20 text-center text-2xl font-bold tracking-tight">{sectionsTitle}</h3>
      )}
      <div className={`mx-auto max-w-5xl space-y-4 ${sectionsTitle ? 'mt-8' : 'mt-16'}`}>
        {sections.map((section, index) => (
          <details
            key={section.title}
            name={group}
            open={index === initiallyOpen}
            className="group rounded-2xl bg-white text-ink shadow-sm ring-1 ring-slate-200 open:shadow-md open:ring-brand-600/40"
          >
            <summary
              onClick={() => setAnimate(true)}
              className="disclosure-toggle flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-5 text-left sm:px-6"
            >
              <Heading>
                <span className="block text-lg font-bold">{section.title}</span>
                {section.summary && (
                  <span className="mt-0.5 block text-sm font-normal text-muted">
                    {section.summary}
                  </span>
                )}
              </Heading>
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 group-open:bg-brand-700 group-open:text-white"
              >
                <Icon
                  name="chevron-down"
                  strokeWidth={2}
                  className="size-5 transition-transform duration-200 group-open:rotate-180"
                />
              </span>
            </summary>
            <div className={`px-5 pb-6 sm:px-6 ${animate ? 'disclosure-panel' : ''}`}>
              <ComparisonRows section={section} tiers={tiers} />
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}
