import type { BlockProps } from '../../src/content/define-block.ts';
import { EditableText } from '../../src/render/editable-text.tsx';
import { Icon } from '../../src/render/Icon.tsx';
import { Section } from '../../src/render/Section.tsx';
import type { faq } from './schema.ts';

/**
 * Each question is a native disclosure (`<details>`/`<summary>`): it opens and closes with the
 * mouse, Enter or Space, with or without JavaScript, and needs no state of its own. Answers
 * stay in the HTML when closed, so they are in the prerendered page and found by search engines.
 */
export default function Faq({ id, items, ...frame }: BlockProps<typeof faq>) {
  return (
    <Section id={id} frame={frame}>
      <ul className="mx-auto max-w-3xl space-y-3">
        {items.map((item, index) => (
          <li
            key={item.question}
            className="rounded-xl bg-white text-ink shadow-sm ring-1 ring-slate-200"
          >
            <details className="group">
              <summary className="disclosure-toggle flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold">
                <h3>
                  <EditableText path={['items', index, 'question']} value={item.question} />
                </h3>
                <Icon
                  name="chevron-down"
                  strokeWidth={2}
                  className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
                />
              </summary>
              <div className="disclosure-panel px-5 pb-5 text-muted">
                <p>
                  <EditableText path={['items', index, 'answer']} value={item.answer} />
                </p>
              </div>
            </details>
          </li>
        ))}
      </ul>
    </Section>
  );
}
