import type { BlockProps } from '../../src/content/define-block.ts';
import { ActionButton } from '../../src/render/ActionButton.tsx';
import { Avatar } from '../../src/render/Avatar.tsx';
import { longDate } from '../../src/render/format.ts';
import { Icon } from '../../src/render/Icon.tsx';
import { FeaturedListing } from '../../src/render/FeaturedListing.tsx';
import { CardLink } from '../../src/render/PictureCard.tsx';
import type { articles } from './schema.ts';

type Props = BlockProps<typeof articles>;
type Article = Props['items'][number];

function Byline({ article }: { article: Article }) {
  return (
    <div className="flex items-center gap-3 text-sm">
      <Avatar name={article.author.name} image={article.author.image} />
      <div>
        <p className="font-semibold text-ink">
          {article.author.name}
          {article.author.role && (
            <span className="font-normal text-muted">, {article.author.role}</span>
          )}
        </p>
        <p className="text-muted">
          <time dateTime={article.date}>{longDate.format(new Date(article.date))}</time>
          {article.readTime && <> · {article.readTime}</>}
        </p>
      </div>
    </div>
  );
}

/** The action's label with the arrow that says "read on". */
function ReadOn({ article }: { article: Article }) {
  return (
    <>
      {article.action.label}
      <Icon name="arrow-right" strokeWidth={2} className="size-4" />
    </>
  );
}

export default function Articles(props: Props) {
  return (
    <FeaturedListing
      block={props}
      label="Featured"
      featuredBody={(article) => (
        <>
          <p className="text-lg text-muted">{article.excerpt}</p>
          <Byline article={article} />
          <div>
            <ActionButton action={article.action} about={article.title}>
              <ReadOn article={article} />
            </ActionButton>
          </div>
        </>
      )}
      cardBody={(article) => (
        <>
          <p className="flex-1 text-muted">{article.excerpt}</p>
          <Byline article={article} />
          <div className="border-t border-slate-200 pt-4">
            <CardLink action={article.action} about={article.title}>
              <ReadOn article={article} />
            </CardLink>
          </div>
        </>
      )}
    />
  );
}
