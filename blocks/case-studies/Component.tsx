import type { BlockProps } from '../../src/content/define-block.ts';
import { ActionButton } from '../../src/render/ActionButton.tsx';
import { Icon } from '../../src/render/Icon.tsx';
import { FeaturedListing } from '../../src/render/FeaturedListing.tsx';
import type { caseStudies } from './schema.ts';

type Props = BlockProps<typeof caseStudies>;
type Study = Props['items'][number];

function Metrics({ metrics, large = false }: { metrics: Study['metrics']; large?: boolean }) {
  return (
    <dl className="grid grid-cols-3 gap-3 border-t border-slate-200 pt-5">
      {metrics.map((metric) => (
        <div key={metric.label} className="flex flex-col-reverse justify-end gap-1">
          <dt className="text-xs leading-snug text-muted">{metric.label}</dt>
          <dd
            className={`font-bold text-brand-700 ${large ? 'text-xl min-[375px]:text-2xl sm:text-3xl' : 'text-lg min-[375px]:text-xl'}`}
          >
            {metric.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export default function CaseStudies(props: Props) {
  return (
    <FeaturedListing
      block={props}
      label="Featured story"
      featuredBody={(study) => (
        <>
          {study.company && <p className="font-medium text-slate-700">{study.company}</p>}
          <p className="text-muted">{study.description}</p>
          {study.quote && (
            <figure className="rounded-xl bg-slate-50 p-4">
              <blockquote className="flex gap-3 text-slate-700">
                <Icon name="quote" strokeWidth={2} className="size-5 shrink-0 text-accent-500" />
                <p>{study.quote}</p>
              </blockquote>
              {study.author && (
                <figcaption className="mt-2 pl-8 text-sm font-semibold text-ink">
                  {study.author}
                </figcaption>
              )}
            </figure>
          )}
          <Metrics metrics={study.metrics} large />
          {study.action && (
            <div>
              <ActionButton action={study.action} />
            </div>
          )}
        </>
      )}
      cardBody={(study) => (
        <>
          {study.company && <p className="text-sm font-medium text-slate-700">{study.company}</p>}
          <p className="flex-1 text-muted">{study.description}</p>
          <Metrics metrics={study.metrics} />
        </>
      )}
    />
  );
}
