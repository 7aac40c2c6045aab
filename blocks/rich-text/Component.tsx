import type { BlockProps } from '../../src/content/define-block.ts';
import { ActionButton } from '../../src/render/ActionButton.tsx';
import { ActionRow } from '../../src/render/ActionRow.tsx';
import { useLandmarkNaming } from '../../src/render/landmark-names.tsx';
import { HeadingGroup, toneClasses } from '../../src/render/Section.tsx';
import type { richText } from './schema.ts';

type Props = BlockProps<typeof richText>;
type Part = Props['sections'][number];

/** A stable anchor for a heading, derived from its text so server and browser agree. */
function anchor(prefix: string, heading: string) {
  const slug = heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${prefix}-${slug}`;
}

function PartBody({ part, dark }: { part: Part; dark: boolean }) {
  const body = dark ? 'text-slate-300' : 'text-slate-700';
  const List = part.ordered ? 'ol' : 'ul';
  return (
    <div className={`space-y-4 text-base leading-7 sm:text-lg sm:leading-8 ${body}`}>
      {part.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {part.list.length > 0 && (
        <List
          className={`space-y-2 pl-6 ${part.ordered ? 'list-decimal' : 'list-disc'} ${dark ? 'marker:text-accent-400' : 'marker:text-brand-700'}`}
        >
          {part.list.map((item) => (
            <li key={item} className="pl-1">
              {item}
            </li>
          ))}
        </List>
      )}
      {part.after.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <ActionRow
        actions={part.links}
        as="p"
        className="flex flex-wrap gap-x-6 gap-y-2 pt-1"
        look="link"
        buttonClassName={dark ? 'text-accent-300' : 'text-brand-700'}
      />
    </div>
  );
}

export default function RichText({
  id,
  eyebrow,
  title,
  intro,
  tone,
  split,
  updated,
  contents,
  sections,
}: Props) {
  const dark = tone === 'dark';
  const landmark = useLandmarkNaming();
  const prefix = id ?? 'part';
  const PartHeading = title ? 'h3' : 'h2';
  const headed = sections.filter((part) => part.heading);

  const heading = (eyebrow || title || intro || updated) && (
    <div className={split ? 'lg:sticky lg:top-24' : 'mb-10'}>
      <HeadingGroup eyebrow={eyebrow} title={title} intro={intro} dark={dark} />
      {updated && (
        <p className={`mt-3 text-sm ${dark ? 'text-slate-400' : 'text-muted'}`}>{updated}</p>
      )}
    </div>
  );

  return (
    <section id={id} className={`${toneClasses[tone]} py-16 sm:py-24`}>
      <div
        className={`mx-auto px-5 sm:px-8 ${split ? 'grid max-w-6xl gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16' : 'max-w-3xl'}`}
      >
        {heading && <div className="reveal">{heading}</div>}
        <div>
          {contents && headed.length > 1 && (
            <nav
              aria-label={landmark.label(title ? `Contents: ${title}` : 'Contents')}
              className={`mb-12 rounded-2xl p-6 ${dark ? 'bg-white/5 ring-1 ring-white/10' : 'bg-slate-50 ring-1 ring-slate-200'}`}
            >
              <p className="text-sm font-semibold tracking-wider uppercase">On this page</p>
              <ol className="mt-3 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-2">
                {headed.map((part, index) => (
                  <li key={part.heading} className="flex gap-2">
                    <span className="w-6 shrink-0 text-right text-muted tabular-nums">
                      {index + 1}.
                    </span>
                    <ActionButton
                      action={{ label: part.heading!, scrollTo: anchor(prefix, part.heading!) }}
                      look="link"
                      className={`!inline ${dark ? 'text-accent-300' : 'text-brand-700'}`}
                    />
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <div className="space-y-12">
            {sections.map((part, index) => (
              <div key={part.heading ?? index} className="reveal">
                {part.heading && (
                  <PartHeading
                    id={anchor(prefix, part.heading)}
                    className="mb-4 text-xl font-bold tracking-tight sm:text-2xl"
                  >
                    {part.heading}
                  </PartHeading>
                )}
                <PartBody part={part} dark={dark} />
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
