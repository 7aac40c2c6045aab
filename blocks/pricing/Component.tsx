import type { BlockProps } from '../../src/content/define-block.ts';
import { dollars } from '../../src/render/money.ts';
import { PlanChoice } from '../../src/render/PlanChoice.tsx';
import { EditableText } from '../../src/render/editable-text.tsx';
import { Section } from '../../src/render/Section.tsx';
import type { pricing } from './schema.ts';

type Plan = BlockProps<typeof pricing>['plans'][number];

function Price({ plan, index }: { plan: Plan; index: number }) {
  if (plan.monthlyFee !== undefined) {
    return (
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight">
          <EditableText
            path={['plans', index, 'monthlyFee']}
            value={plan.monthlyFee}
            shown={dollars(plan.monthlyFee)}
          />
        </span>
        <span className="text-muted">/month</span>
      </p>
    );
  }
  return (
    <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
      {plan.pricePrefix && <span className="text-muted">{plan.pricePrefix}</span>}
      <span className="text-4xl font-extrabold tracking-tight">
        {plan.price !== undefined ? dollars(plan.price) : plan.priceText}
      </span>
      {plan.period && <span className="text-muted">{plan.period}</span>}
    </p>
  );
}

export default function Pricing({ id, plans, addons, note, ...frame }: BlockProps<typeof pricing>) {
  // A single plan (a one-time tuition, say) sits centered rather than in half a grid.
  const columns =
    plans.length === 1
      ? 'mx-auto max-w-md'
      : plans.length >= 4
        ? 'md:grid-cols-2 xl:grid-cols-4'
        : plans.length === 3
          ? 'lg:grid-cols-3'
          : 'md:grid-cols-2';
  return (
    <Section id={id} frame={frame}>
      <ul className={`grid items-stretch gap-6 ${columns}`}>
        {plans.map((plan, index) => (
          <li
            key={plan.title}
            className={`reveal relative flex flex-col rounded-2xl bg-white p-7 text-ink ${plan.recommended ? 'shadow-xl ring-2 ring-brand-700' : 'shadow-sm ring-1 ring-slate-200'}`}
          >
            {plan.recommended && (
              <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-4 py-1 text-xs font-semibold tracking-wide whitespace-nowrap text-white uppercase">
                {plan.badge ?? 'Most Popular'}
              </p>
            )}
            <h3 className="text-xl font-bold">
              <EditableText path={['plans', index, 'title']} value={plan.title} />
            </h3>
            {plan.subtitle && (
              <p className="mt-1 text-sm text-muted">
                <EditableText path={['plans', index, 'subtitle']} value={plan.subtitle} />
              </p>
            )}
            <Price plan={plan} index={index} />
            {(plan.setupFee !== undefined || plan.transactionFee !== undefined) && (
              <dl className="mt-3 space-y-1 text-sm text-muted">
                {plan.setupFee !== undefined && (
                  <div className="flex justify-between gap-4">
                    <dt>Setup fee</dt>
                    <dd className="font-semibold text-ink">{dollars(plan.setupFee)}</dd>
                  </div>
                )}
                {plan.transactionFee !== undefined && (
                  <div className="flex justify-between gap-4">
                    <dt>Transaction fee</dt>
                    <dd className="font-semibold text-ink">{plan.transactionFee}%</dd>
                  </div>
                )}
              </dl>
            )}
            <PlanChoice card="plan" name={plan.title} includes={plan.features} choice={plan} />
          </li>
        ))}
      </ul>
      {addons && (
        <div className="reveal mx-auto mt-14 max-w-3xl rounded-2xl bg-white p-7 text-ink ring-1 ring-slate-200">
          <h3 className="text-lg font-bold">{addons.title}</h3>
          <ul className="mt-4 divide-y divide-slate-200">
            {addons.items.map((item) => (
              <li key={item.name} className="flex items-baseline justify-between gap-4 py-3">
                <span>
                  <span className="font-medium">{item.name}</span>
                  {item.description && (
                    <span className="block text-sm text-muted">{item.description}</span>
                  )}
                </span>
                <span className="font-semibold whitespace-nowrap">
                  {dollars(item.monthlyFee)}/month
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {note && (
        <p
          className={`mt-8 text-center text-sm ${frame.tone === 'dark' ? 'text-slate-300' : 'text-muted'}`}
        >
          <EditableText path={['note']} value={note} />
        </p>
      )}
    </Section>
  );
}
