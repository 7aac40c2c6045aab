import type { BlockProps } from '../../src/content/define-block.ts';
import { HeroHeading } from '../../src/render/HeroHeading.tsx';
import { ActionRow } from '../../src/render/ActionRow.tsx';
import type { hero } from './schema.ts';
import { EditableText } from '../../src/render/editable-text.tsx';
import { Icon } from '../../src/render/Icon.tsx';
import { Picture } from '../../src/render/Picture.tsx';
import { Visual } from '../../src/render/Visual.tsx';

export default function Hero({
  id,
  eyebrow,
  title,
  highlight,
  intro,
  actions,
  points,
  image,
  visual,
}: BlockProps<typeof hero>) {
  const beside = image ?? visual;
  return (
    <section id={id} className="relative overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_80%_-10%,rgb(31_86_214/0.55),transparent),radial-gradient(36rem_20rem_at_10%_120%,rgb(249_115_22/0.10),transparent)]"
      />
      <div
        className={`relative mx-auto max-w-6xl px-5 pt-16 pb-20 sm:px-8 sm:pt-24 sm:pb-28 ${beside ? 'lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:items-center lg:gap-12' : ''}`}
      >
        <div className="max-w-3xl">
          <HeroHeading
            badge={eyebrow && <EditableText path={['eyebrow']} value={eyebrow} />}
            wideSize="sm:text-6xl"
          >
            <EditableText path={['title']} value={title} />
            {highlight && (
              <span className="text-accent-400">
                {' '}
                <EditableText path={['highlight']} value={highlight} />
              </span>
            )}
          </HeroHeading>
          <p className="mt-6 max-w-2xl text-lg text-pretty text-slate-300 sm:text-xl">
            <EditableText path={['intro']} value={intro} />
          </p>
          <ActionRow
            actions={actions}
            path={['actions']}
            className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap"
          />
          {points.length > 0 && (
            <ul className="mt-8 flex flex-col gap-x-6 gap-y-2 text-sm text-slate-300 sm:flex-row sm:flex-wrap">
              {points.map((point, index) => (
                <li key={point} className="flex items-center gap-2">
                  <Icon name="circle-check" strokeWidth={2} className="size-4 text-accent-400" />
                  <EditableText path={['points', index]} value={point} />
                </li>
              ))}
            </ul>
          )}
        </div>
        {image ? (
          // The author's photo takes the drawn visual's place. Under the text on phones, beside
          // it from lg up (layout: hero).
          <Picture
            image={image}
            className="mx-auto mt-12 h-auto w-full max-w-lg rounded-2xl object-cover lg:mt-0 lg:max-w-none"
          />
        ) : (
          visual && (
            // Under the text on phones, beside it from lg up; drawn through <use>, so the
            // heading stays the largest paint and nothing moves when the drawing arrives.
            <Visual
              name={visual}
              className="mx-auto mt-12 h-auto w-full max-w-lg lg:mt-0 lg:max-w-none"
            />
          )
        )}
      </div>
    </section>
  );
}
