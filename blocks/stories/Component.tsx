import type { BlockProps } from '../../src/content/define-block.ts';
import { Avatar } from '../../src/render/Avatar.tsx';
import { CardListSection, panel, panelCards } from '../../src/render/CardListSection.tsx';
import type { stories } from './schema.ts';

export default function Stories(block: BlockProps<typeof stories>) {
  // The portrait is of who tells the story ("Sarah Johnson, Owner" → Sarah Johnson, the same
  // face as her testimonial), unless those lines do not tell people apart ("ACGS Certified,
  // Cohort 3"): then the story's own name.
  const { items } = block;
  const tellers = items.map((story) => story.person?.split(',')[0]?.trim());
  const distinct = tellers.every(Boolean) && new Set(tellers).size === items.length;
  const faceOf = (story: (typeof items)[number]) =>
    distinct ? story.person!.split(',')[0]!.trim() : story.company;
  return (
    <CardListSection block={block} keyOf={(story) => story.company} {...panelCards}>
      {(story) => (
        <article className={panel}>
          <header className="flex items-center gap-3">
            <Avatar name={faceOf(story)} image={story.image} />
            <div>
              <h3 className="font-semibold">{story.company}</h3>
              {(story.trade || story.location) && (
                <p className="text-sm text-muted">
                  {[story.trade, story.location].filter(Boolean).join(' · ')}
                </p>
              )}
            </div>
          </header>
          <p className="mt-5">
            <span className="block text-4xl font-extrabold tracking-tight text-brand-700">
              {story.metric}
            </span>
            <span className="text-sm font-medium text-muted">{story.metricLabel}</span>
          </p>
          <p className="mt-4 flex-1 text-muted">{story.description}</p>
          {story.person && <p className="mt-5 text-sm font-medium text-ink">— {story.person}</p>}
        </article>
      )}
    </CardListSection>
  );
}
