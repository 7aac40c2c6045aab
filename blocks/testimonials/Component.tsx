import type { BlockProps } from '../../src/content/define-block.ts';
import { Avatar } from '../../src/render/Avatar.tsx';
import { CardListSection, panel, panelCards } from '../../src/render/CardListSection.tsx';
import { categoryBadge } from '../../src/render/FeaturedCard.tsx';
import { EditableText } from '../../src/render/editable-text.tsx';
import { Icon } from '../../src/render/Icon.tsx';
import type { testimonials } from './schema.ts';

export default function Testimonials(block: BlockProps<typeof testimonials>) {
  return (
    <CardListSection block={block} keyOf={(item) => item.author} {...panelCards}>
      {(item, index) => (
        <figure className={panel}>
          <div className="flex items-center justify-between gap-3">
            <span className={categoryBadge}>{item.trade}</span>
            <Icon name="quote" strokeWidth={2} className="size-6 text-accent-500" />
          </div>
          <p className="mt-4 text-lg font-bold text-brand-700">{item.result}</p>
          <blockquote className="mt-2 flex-1 text-muted">
            <p>
              “<EditableText path={['items', index, 'quote']} value={item.quote} />”
            </p>
          </blockquote>
          <figcaption className="mt-6 flex items-center gap-3">
            <Avatar name={item.author} image={item.image} />
            <span className="text-sm">
              <span className="block font-semibold">
                <EditableText path={['items', index, 'author']} value={item.author} />
              </span>
              <span className="block text-muted">
                {item.role} · {item.location}
              </span>
            </span>
          </figcaption>
        </figure>
      )}
    </CardListSection>
  );
}
