import type { BlockProps } from '../../src/content/define-block.ts';
import { ActionButton } from '../../src/render/ActionButton.tsx';
import { Filterable, sliceBySizes, useFilteredList } from '../../src/render/filtering/index.ts';
import { count } from '../../src/render/format.ts';
import { Icon } from '../../src/render/Icon.tsx';
import { Picture } from '../../src/render/Picture.tsx';
import { pictureCardGrid } from '../../src/render/PictureCard.tsx';
import { Section } from '../../src/render/Section.tsx';
import type { resources } from './schema.ts';

type Props = BlockProps<typeof resources>;
type Resource = Props['groups'][number]['items'][number];

const kinds = {
  template: { label: 'Template', icon: 'file-text', style: 'bg-brand-50 text-brand-700' },
  playbook: { label: 'Playbook', icon: 'book-open', style: 'bg-violet-50 text-violet-700' },
  tool: { label: 'Tool', icon: 'wrench', style: 'bg-emerald-50 text-emerald-800' },
} as const;

function ResourceCard({ item, hidden }: { item: Resource; hidden: boolean }) {
  const kind = kinds[item.type];
  return (
    <li hidden={hidden} className="reveal flex">
      <article className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md">
        <div className="relative">
          <Picture
            image={item.image}
            className="aspect-[2/1] w-full object-cover sm:aspect-[16/10]"
          />
          {item.isNew && (
            <span className="absolute top-3 right-3 rounded-full bg-accent-500 px-2.5 py-1 text-xs font-bold tracking-wide text-navy-950 uppercase shadow">
              New
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col p-6">
          <span
            className={`inline-flex w-fit items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${kind.style}`}
          >
            <Icon name={kind.icon} className="size-3.5" />
            {kind.label}
          </span>
          <h4 className="mt-3 text-lg font-semibold text-ink">{item.title}</h4>
          <p className="mt-2 flex-1 text-muted">{item.description}</p>
          <dl className="mt-5 flex items-center gap-5 text-sm text-muted">
            <div className="flex items-center gap-1.5">
              <dt>
                <Icon name="download" strokeWidth={2} className="size-4" />
                <span className="sr-only">Downloads</span>
              </dt>
              <dd>{count.format(item.downloads)}</dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt>
                <Icon
                  name="star"
                  strokeWidth={2}
                  className="size-4 fill-amber-400 text-amber-400"
                />
                <span className="sr-only">Rating</span>
              </dt>
              <dd>
                {item.rating.toFixed(1)}
                <span className="sr-only"> out of 5</span>
              </dd>
            </div>
          </dl>
          <ActionButton
            action={item.action}
            look="secondary"
            className="mt-5 w-full"
            about={item.title}
          >
            <Icon name="download" strokeWidth={2} className="size-4" />
            {item.action.label}
          </ActionButton>
        </div>
      </article>
    </li>
  );
}

export default function Resources({ id, filter, groups, ...frame }: Props) {
  const all = groups.flatMap((group) => group.items);
  const { visible } = useFilteredList(all, filter);
  const shownByGroup = sliceBySizes(
    visible,
    groups.map((group) => group.items.length),
  );
  return (
    <Section id={id} frame={frame}>
      <Filterable filter={filter} tone={frame.tone} className="space-y-14">
        {groups.map((group, groupIndex) => {
          const shown = shownByGroup[groupIndex]!;
          return (
            <div key={group.title} hidden={!shown.some(Boolean)}>
              <div className="mb-6 flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
                <h3 className="text-2xl font-bold tracking-tight text-ink">{group.title}</h3>
                {group.intro && <p className="text-muted">{group.intro}</p>}
              </div>
              <ul className={pictureCardGrid}>
                {group.items.map((item, index) => (
                  <ResourceCard key={item.title} item={item} hidden={!shown[index]} />
                ))}
              </ul>
            </div>
          );
        })}
      </Filterable>
    </Section>
  );
}
