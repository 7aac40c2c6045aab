import type { BlockProps } from '../../src/content/define-block.ts';
import { ActionButton } from '../../src/render/ActionButton.tsx';
import { Icon } from '../../src/render/Icon.tsx';
import { moduleNumber } from './module-number.ts';
import { Outline } from './Outline.tsx';
import type { curriculum } from './schema.ts';

export default function Curriculum({
  id,
  back,
  badge,
  title,
  description,
  infoCards,
  moreFacts,
  actions,
  modulesTitle,
  modulesIntro,
  modules,
  finalProject,
}: BlockProps<typeof curriculum>) {
  // Ids of the module cards, for the outline's links; prefixed by the section id when there is one.
  const anchor = id ? `${id}-module` : 'module';
  return (
    <div id={id}>
      <section className="relative overflow-hidden bg-navy-900 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(31_86_214/0.5),transparent),radial-gradient(36rem_20rem_at_0%_100%,rgb(249_115_22/0.18),transparent)]"
        />
        <div className="relative mx-auto max-w-6xl px-5 pt-10 pb-16 sm:px-8 sm:pt-14 sm:pb-20">
          {back && (
            <ActionButton action={back} look="link" className="text-sm text-slate-300">
              <Icon name="arrow-left" strokeWidth={2} className="size-4" />
              {back.label}
            </ActionButton>
          )}
          <div className="mt-8 grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
            <div className="max-w-3xl">
              {badge && (
                <p className="inline-flex rounded-full border border-white/20 bg-white/5 px-3 py-1 text-sm font-medium text-accent-300">
                  {badge}
                </p>
              )}
              <h1 className="mt-5 text-3xl leading-tight font-extrabold tracking-tight text-balance min-[375px]:text-4xl sm:text-5xl">
                {title}
              </h1>
              <p className="mt-5 max-w-2xl text-lg text-pretty text-slate-300">{description}</p>
            </div>
            <Outline modules={modules} finalProject={finalProject} anchor={anchor} />
          </div>

          <dl className="mt-10 grid gap-4 sm:grid-cols-3">
            {infoCards.map((card) => (
              <div
                key={card.label}
                className="relative flex min-h-22 flex-col-reverse justify-center rounded-2xl bg-white/5 py-5 pr-5 pl-21 ring-1 ring-white/10"
              >
                <dt className="text-sm text-slate-300">
                  <span className="absolute top-1/2 left-5 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-xl bg-accent-500/15 text-accent-300">
                    <Icon name={card.icon} />
                  </span>
                  {card.label}
                </dt>
                <dd className="text-xl font-bold">{card.value}</dd>
              </div>
            ))}
          </dl>

          {(moreFacts.length > 0 || actions.length > 0) && (
            <div className="mt-8 flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
              {moreFacts.length > 0 && (
                <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-300">
                  {moreFacts.map((fact) => (
                    <div key={fact.label} className="flex items-center gap-2">
                      <dt className="flex items-center gap-2 font-semibold text-white">
                        <Icon
                          name="circle-check"
                          strokeWidth={2}
                          className="size-4 text-accent-400"
                        />
                        {fact.label}:
                      </dt>
                      <dd>{fact.value}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {actions.length > 0 && (
                <div className="flex flex-col gap-3 sm:flex-row">
                  {actions.map((action) => (
                    <ActionButton key={action.label} action={action} />
                  ))}
                </div>
              )}
            </div>
          )}
        </div>
      </section>

      <section className="bg-slate-50 py-16 sm:py-24" aria-labelledby={`${anchor}s-heading`}>
        <div className="mx-auto max-w-6xl px-5 sm:px-8">
          <div className="reveal mx-auto mb-12 max-w-3xl text-center">
            <h2
              id={`${anchor}s-heading`}
              className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
            >
              {modulesTitle}
            </h2>
            {modulesIntro && <p className="mt-4 text-lg text-pretty text-muted">{modulesIntro}</p>}
          </div>

          <ol className="space-y-6">
            {modules.map((module, index) => (
              <li
                key={module.title}
                id={`${anchor}-${moduleNumber(index)}`}
                className="reveal grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-4 md:gap-y-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:gap-x-6 sm:p-8"
              >
                <span
                  aria-hidden="true"
                  className="flex size-12 items-center justify-center rounded-xl bg-brand-700 text-lg font-extrabold text-white tabular-nums sm:size-14 sm:text-xl"
                >
                  {moduleNumber(index)}
                </span>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <h3 className="text-lg font-semibold sm:text-xl">
                    <span className="sr-only">Module {moduleNumber(index)}: </span>
                    {module.title}
                  </h3>
                  {module.when && (
                    <p className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-brand-700 uppercase">
                      {module.when}
                    </p>
                  )}
                </div>
                <div className="col-span-2 md:col-span-1 md:col-start-2">
                  <p className="text-muted">{module.description}</p>
                  <ul className="mt-5 grid gap-x-8 gap-y-2.5 sm:grid-cols-2">
                    {module.topics.map((topic) => (
                      <li key={topic} className="flex gap-2.5 text-sm text-ink">
                        <Icon
                          name="circle-check"
                          strokeWidth={2}
                          className="mt-0.5 size-4 shrink-0 text-accent-600"
                        />
                        {topic}
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ol>

          <div
            id={`${anchor}-project`}
            className="reveal mt-10 overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 to-navy-900 p-6 text-white shadow-lg sm:p-10"
          >
            <div className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-4 md:gap-y-2 sm:gap-x-6">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-500 text-navy-950 sm:size-14">
                <Icon name="award" strokeWidth={2} className="size-6 sm:size-7" />
              </span>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <h3 className="text-xl font-bold sm:text-2xl">{finalProject.title}</h3>
                {finalProject.when && (
                  <p className="rounded-full bg-white/10 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-accent-300 uppercase">
                    {finalProject.when}
                  </p>
                )}
              </div>
              <div className="col-span-2 md:col-span-1 md:col-start-2">
                <p className="max-w-3xl text-slate-200">{finalProject.description}</p>
                {finalProject.deliverables.length > 0 && (
                  <ul className="mt-5 grid gap-x-8 gap-y-2.5 text-sm text-slate-100 sm:grid-cols-2">
                    {finalProject.deliverables.map((item) => (
                      <li key={item} className="flex gap-2.5">
                        <Icon
                          name="circle-check"
                          strokeWidth={2}
                          className="mt-0.5 size-4 shrink-0 text-accent-300"
                        />
                        {item}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}
