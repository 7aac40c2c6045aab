import type { BlockProps } from '../../src/content/define-block.ts';
import { Avatar } from '../../src/render/Avatar.tsx';
import { categoryBadge } from '../../src/render/FeaturedCard.tsx';
import { Section } from '../../src/render/Section.tsx';
import type { testimonials } from './schema.ts';
import { Icon } from '../../src/render/Icon.tsx';

export default function Testimonials({ id, items, ...frame }: BlockProps<typeof testimonials>) {
  return (
    <Section id={id} frame={frame}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.author} className="reveal flex">
            <figure className="flex w-full flex-col rounded-2xl bg-white p-6 text-ink shadow-sm ring-1 ring-slate-200">
              <div className="flex items-center justify-between gap-3">
                <span className={categoryBadge}>{item.trade}</span>
                <Icon name="quote" strokeWidth={2} className="size-6 text-accent-500" />
              </div>
              <p className="mt-4 text-lg font-bold text-brand-700">{item.result}</p>
              <blockquote className="mt-2 flex-1 text-muted">
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <Avatar name={item.author} image={item.image} />
                <span className="text-sm">
                  <span className="block font-semibold">{item.author}</span>
                  <span className="block text-muted">
                    {item.role} · {item.location}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
