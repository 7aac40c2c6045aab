import { useId, useState } from 'react';
import type { BlockProps } from '../../src/content/define-block.ts';
import { Icon } from '../../src/render/Icon.tsx';
import { Section } from '../../src/render/Section.tsx';
import type { faq } from './schema.ts';

/**
 * Each question is a disclosure button (`aria-expanded`, `aria-controls`). Answers stay in the
 * HTML when closed (`hidden`), so they are in the prerendered page and found by search engines.
 */
export default function Faq({ id, items, ...frame }: BlockProps<typeof faq>) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const baseId = useId();
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <Section id={id} frame={frame}>
      <ul className="mx-auto max-w-3xl space-y-3">
        {items.map((item, index) => {
          const expanded = open.has(index);
          const panelId = `${baseId}-answer-${index}`;
          return (
            <li
              key={item.question}
              className="rounded-xl bg-white text-ink shadow-sm ring-1 ring-slate-200"
            >
              <h3>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(index)}
                  className="flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold"
                >
                  {item.question}
                  <Icon
                    name="chevron-down"
                    strokeWidth={2}
                    className={`size-5 shrink-0 text-brand-700 transition-transform ${expanded ? 'rotate-180' : ''}`}
                  />
                </button>
              </h3>
              <div
                id={panelId}
                hidden={!expanded}
                className="disclosure-panel px-5 pb-5 text-muted"
              >
                <p>{item.answer}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
