import type { BlockProps } from '../../src/content/define-block.ts';
import { HeroHeading } from '../../src/render/HeroHeading.tsx';
import { ActionButton } from '../../src/render/ActionButton.tsx';
import { ActionRow } from '../../src/render/ActionRow.tsx';
import { Icon } from '../../src/render/Icon.tsx';
import { useLandmarkNaming } from '../../src/render/landmark-names.tsx';
import { moduleNumber } from './module-number.ts';
import { ModuleBadge, ModuleTitle } from './ModuleNumber.tsx';
import { moduleLook, projectLook, StepDetails } from './StepDetails.tsx';
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
  const landmark = useLandmarkNaming();
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
              <HeroHeading badge={badge} wideSize="sm:text-5xl">
                {title}
              </HeroHeading>
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
              <ActionRow actions={actions} className="flex flex-col gap-3 sm:flex-row" />
            </div>
          )}
        </div>
      </section>

      <section
        className="bg-slate-50 py-16 sm:py-24"
        aria-labelledby={landmark.labelledBy(`${anchor}s-heading`)}
      >
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
                <ModuleBadge
                  index={index}
                  className="flex size-12 items-center justify-center rounded-xl bg-brand-700 text-lg font-extrabold text-white tabular-nums sm:size-14 sm:text-xl"
                />
                <StepDetails
                  step={module}
                  heading={<ModuleTitle index={index} title={module.title} />}
                  points={module.topics}
                  look={moduleLook}
                />
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
              <StepDetails
                step={finalProject}
                points={finalProject.deliverables}
                look={projectLook}
              />
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}
