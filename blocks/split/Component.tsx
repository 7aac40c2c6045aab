import type { BlockProps } from '../../src/content/define-block.ts';
import { ActionRow } from '../../src/render/ActionRow.tsx';
import { Icon } from '../../src/render/Icon.tsx';
import { Picture } from '../../src/render/Picture.tsx';
import { HeadingGroup, Section } from '../../src/render/Section.tsx';
import type { split } from './schema.ts';

export default function Split({
  id,
  eyebrow,
  title,
  text,
  points,
  actions,
  image,
  imageSide,
  tone,
}: BlockProps<typeof split>) {
  const dark = tone === 'dark';
  return (
    <Section id={id} frame={{ tone }}>
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div className={`reveal ${imageSide === 'left' ? 'lg:order-last' : ''}`}>
          <HeadingGroup
            eyebrow={eyebrow}
            title={title}
            intro={text}
            introField="text"
            dark={dark}
          />
          {points.length > 0 && (
            <ul className="mt-6 space-y-3">
              {points.map((point) => (
                <li key={point} className="flex gap-3">
                  <Icon
                    name="circle-check"
                    strokeWidth={2}
                    className={`mt-0.5 size-5 shrink-0 ${dark ? 'text-accent-400' : 'text-brand-700'}`}
                  />
                  <span className="font-medium">{point}</span>
                </li>
              ))}
            </ul>
          )}
          <ActionRow
            actions={actions}
            className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap"
          />
        </div>
        <div className="reveal">
          <Picture image={image} className="mx-auto h-auto w-full max-w-xl" />
        </div>
      </div>
    </Section>
  );
}
