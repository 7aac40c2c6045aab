import type { BlockProps } from '../../src/content/define-block.ts';
import { ActionButton } from '../../src/render/ActionButton.tsx';
import { Icon } from '../../src/render/Icon.tsx';
import { IconCardGrid } from '../../src/render/IconCardGrid.tsx';
import type { linkCards } from './schema.ts';

/**
 * Each card's action is its one link. The link's hit area is stretched over the whole card
 * (an `after:` overlay), so the card is clickable without nesting interactive elements.
 */
export default function LinkCards(props: BlockProps<typeof linkCards>) {
  return (
    <IconCardGrid
      block={props}
      textClass="flex-1"
      cardClass={(dark) =>
        `group relative transition-shadow focus-within:shadow-md hover:shadow-md ${dark ? 'bg-white/5 ring-1 ring-white/10' : 'bg-white shadow-sm ring-1 ring-slate-200 hover:ring-brand-600/40'}`
      }
      aside={(item, dark) =>
        item.meta && (
          <span
            className={`rounded-full px-3 py-1 text-xs font-medium ${dark ? 'bg-white/10 text-slate-200' : 'bg-slate-100 text-muted'}`}
          >
            {item.meta}
          </span>
        )
      }
    >
      {(item, dark) => (
        <div className="pt-5">
          <ActionButton
            action={item.action}
            look="link"
            className={`after:absolute after:inset-0 after:rounded-2xl after:content-[''] ${dark ? 'text-accent-300' : 'text-brand-700'}`}
          >
            {item.action.label}
            <Icon
              name="arrow-right"
              strokeWidth={2}
              className="size-4 transition-transform group-hover:translate-x-0.5"
            />
          </ActionButton>
        </div>
      )}
    </IconCardGrid>
  );
}
