import type { BlockProps } from '../../src/content/define-block.ts';
import { ActionButton } from '../../src/render/ActionButton.tsx';
import { Avatar } from '../../src/render/Avatar.tsx';
import { Filterable, sliceBySizes, useFilteredList } from '../../src/render/filtering/index.ts';
import { count, longDate, spokenDuration } from '../../src/render/format.ts';
import { Icon } from '../../src/render/Icon.tsx';
import { Picture } from '../../src/render/Picture.tsx';
import { CardLink, pictureCardGrid, PictureCard } from '../../src/render/PictureCard.tsx';
import { Section } from '../../src/render/Section.tsx';
import type { webinars } from './schema.ts';

type Props = BlockProps<typeof webinars>;
type Webinar = Props['groups'][number]['items'][number];

function Facts({ webinar, dark = false }: { webinar: Webinar; dark?: boolean }) {
  const tone = dark ? 'text-slate-300' : 'text-muted';
  return (
    <ul className={`flex flex-wrap gap-x-5 gap-y-1.5 text-sm ${tone}`}>
      <li className="flex items-center gap-1.5">
        <Icon name="calendar-days" strokeWidth={2} className="size-4" />
        <time dateTime={webinar.date}>{longDate.format(new Date(webinar.date))}</time>
      </li>
      {webinar.time && (
        <li className="flex items-center gap-1.5">
          <Icon name="clock" strokeWidth={2} className="size-4" />
          {webinar.time}
        </li>
      )}
      {webinar.duration && (
        <li className="flex items-center gap-1.5">
          <Icon name="play" strokeWidth={2} className="size-4" />
          <span aria-hidden="true">{webinar.duration}</span>
          <span className="sr-only">Duration {spokenDuration(webinar.duration)}</span>
        </li>
      )}
      {webinar.views !== undefined && (
        <li className="flex items-center gap-1.5">
          <Icon name="eye" strokeWidth={2} className="size-4" />
          {count.format(webinar.views)} views
        </li>
      )}
    </ul>
  );
}

function Speaker({ speaker, dark = false }: { speaker: Webinar['speaker']; dark?: boolean }) {
  return (
    <p className="flex items-center gap-3">
      <Avatar name={speaker.name} image={speaker.image} />
      <span className="text-sm">
        <span className={`block font-semibold ${dark ? 'text-white' : 'text-ink'}`}>
          {speaker.name}
        </span>
        <span className={`block ${dark ? 'text-slate-300' : 'text-muted'}`}>{speaker.role}</span>
      </span>
    </p>
  );
}

function StatusBadge({ status }: { status: Webinar['status'] }) {
  return status === 'upcoming' ? (
    <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-800">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-600" />
      Upcoming
    </span>
  ) : (
    <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">
      Recorded
    </span>
  );
}

export default function Webinars({ id, filter, featured, groups, ...frame }: Props) {
  const cards = groups.flatMap((group) => group.items);
  const { visible } = useFilteredList(featured ? [featured, ...cards] : cards, filter);
  const shownByGroup = sliceBySizes(
    visible,
    groups.map((group) => group.items.length),
    featured ? 1 : 0,
  );
  return (
    <Section id={id} frame={frame}>
      <Filterable filter={filter} className="space-y-14">
        {featured && (
          <article
            hidden={!visible[0]}
            className="reveal grid overflow-hidden rounded-3xl bg-navy-900 text-white shadow-xl lg:grid-cols-5"
          >
            <Picture
              image={featured.image}
              className="aspect-[2/1] h-full w-full object-cover sm:aspect-[16/10] lg:col-span-2 lg:aspect-auto"
            />
            <div className="flex flex-col gap-5 p-6 sm:p-10 lg:col-span-3">
              <p className="flex flex-wrap items-center gap-2">
                <span className="rounded-full bg-accent-500 px-3 py-1 text-xs font-bold tracking-wide text-navy-950 uppercase">
                  Featured webinar
                </span>
                <StatusBadge status={featured.status} />
              </p>
              <h3 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
                {featured.title}
              </h3>
              <p className="text-slate-300">{featured.description}</p>
              <Facts webinar={featured} dark />
              <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
                <Speaker speaker={featured.speaker} dark />
                <ActionButton action={featured.action} about={featured.title} />
              </div>
            </div>
          </article>
        )}
        {groups.map((group, groupIndex) => {
          const shown = shownByGroup[groupIndex]!;
          return (
            <div key={group.title} hidden={!shown.some(Boolean)}>
              <h3 className="mb-6 text-2xl font-bold tracking-tight text-ink">{group.title}</h3>
              <ul className={pictureCardGrid}>
                {group.items.map((item, index) => (
                  <PictureCard key={item.title} image={item.image} hidden={!shown[index]}>
                    <StatusBadge status={item.status} />
                    <h4 className="text-lg font-semibold text-ink">{item.title}</h4>
                    <p className="flex-1 text-muted">{item.description}</p>
                    <Facts webinar={item} />
                    <div className="mt-2 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-4">
                      <Speaker speaker={item.speaker} />
                      <CardLink action={item.action} about={item.title} />
                    </div>
                  </PictureCard>
                ))}
              </ul>
            </div>
          );
        })}
      </Filterable>
    </Section>
  );
}
