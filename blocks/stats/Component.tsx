import type { BlockProps } from '../../src/content/define-block.ts';
import { Section } from '../../src/render/Section.tsx';
import type { stats } from './schema.ts';

export default function Stats({ id, items, ...frame }: BlockProps<typeof stats>) {
  const dark = frame.tone === 'dark';
  return (
    <Section id={id} frame={frame} className="!py-14 sm:!py-16">
      <dl className="reveal grid grid-cols-2 gap-x-6 gap-y-10 text-center max-sm:[&>:last-child:nth-child(odd)]:col-span-2 sm:grid-cols-3 lg:[grid-template-columns:repeat(auto-fit,minmax(0,1fr))]">
        {items.map((item) => (
          <div key={item.label} className="flex flex-col-reverse justify-end gap-1">
            <dt className={`text-sm font-medium ${dark ? 'text-slate-300' : 'text-muted'}`}>
              {item.label}
              {item.detail && <span className="block text-xs opacity-80">{item.detail}</span>}
            </dt>
            <dd
              className={`text-3xl font-extrabold tracking-tight sm:text-4xl ${dark ? 'text-accent-400' : 'text-brand-700'}`}
            >
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
