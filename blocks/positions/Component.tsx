import type { BlockProps } from '../../src/content/define-block.ts';
import { ActionButton } from '../../src/render/ActionButton.tsx';
import { BulletList } from '../../src/render/BulletList.tsx';
import { CardListSection } from '../../src/render/CardListSection.tsx';
import { Icon } from '../../src/render/Icon.tsx';
import type { positions } from './schema.ts';

export default function Positions({ general, ...block }: BlockProps<typeof positions>) {
  const dark = block.tone === 'dark';
  return (
    <CardListSection
      block={block}
      keyOf={(job) => job.title}
      list="mx-auto max-w-4xl space-y-6"
      card="reveal rounded-2xl bg-white p-6 text-ink shadow-sm ring-1 ring-slate-200 sm:p-8"
      after={
        general && (
          <div
            className={`reveal mx-auto mt-10 flex max-w-4xl flex-col gap-5 rounded-2xl border-2 border-dashed p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8 ${dark ? 'border-white/20' : 'border-slate-300 bg-slate-50/60'}`}
          >
            <div>
              <h3 className="text-lg font-bold">{general.title}</h3>
              <p className={`mt-1 ${dark ? 'text-slate-300' : 'text-muted'}`}>{general.text}</p>
            </div>
            <ActionButton
              action={general.action}
              look={general.action.variant ?? 'secondary'}
              className="shrink-0"
            />
          </div>
        )
      }
    >
      {(job) => (
        // The button comes last in reading order; on wider screens the grid shows it top right.
        <article className="grid gap-x-6 sm:grid-cols-[1fr_auto]">
          <div>
            {job.team && (
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                {job.team}
              </p>
            )}
            <h3 className="mt-1 text-xl font-bold">{job.title}</h3>
            <ul className="mt-3 flex flex-wrap gap-2 text-sm">
              <li className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800">
                <Icon name="map-pin" strokeWidth={2} className="size-4" />
                <span className="sr-only">Location: </span>
                {job.location}
              </li>
              <li className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-700">
                <Icon name="briefcase" strokeWidth={2} className="size-4" />
                <span className="sr-only">Type: </span>
                {job.type}
              </li>
            </ul>
          </div>
          <p className="mt-5 text-muted sm:col-span-2">{job.description}</p>
          <BulletList
            points={job.points}
            className="mt-4 grid gap-2 text-sm text-slate-700 sm:col-span-2 sm:grid-cols-2"
          />
          <ActionButton
            action={job.action}
            className="mt-6 w-full sm:col-start-2 sm:row-start-1 sm:mt-0 sm:w-auto sm:self-start"
            about={job.title}
          />
        </article>
      )}
    </CardListSection>
  );
}
