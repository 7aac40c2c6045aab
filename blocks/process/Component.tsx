import type { BlockProps } from '../../src/content/define-block.ts';
import { ActionRow } from '../../src/render/ActionRow.tsx';
import { Section } from '../../src/render/Section.tsx';
import type { process } from './schema.ts';

export default function Process({ id, steps, actions, ...frame }: BlockProps<typeof process>) {
  const dark = frame.tone === 'dark';
  return (
    <Section id={id} frame={frame}>
      <ol
        className={`grid gap-6 sm:grid-cols-2 ${steps.length >= 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}
      >
        {steps.map((step, index) => (
          <li
            key={step.title}
            className={`reveal relative rounded-2xl p-6 ${dark ? 'bg-white/5 ring-1 ring-white/10' : 'bg-white shadow-sm ring-1 ring-slate-200'}`}
          >
            <span
              aria-hidden="true"
              className="flex size-11 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            {step.when && (
              <p
                className={`mt-4 text-sm font-semibold tracking-wide uppercase ${dark ? 'text-accent-300' : 'text-brand-700'}`}
              >
                {step.when}
              </p>
            )}
            <h3 className={`${step.when ? 'mt-1' : 'mt-4'} text-lg font-semibold`}>
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className={`mt-2 ${dark ? 'text-slate-300' : 'text-muted'}`}>{step.text}</p>
            {step.points.length > 0 && (
              <ul
                className={`mt-3 list-disc space-y-1 pl-5 text-sm ${dark ? 'text-slate-300' : 'text-muted'}`}
              >
                {step.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      <ActionRow
        actions={actions}
        className="reveal mt-12 flex flex-col justify-center gap-3 sm:flex-row"
      />
    </Section>
  );
}
