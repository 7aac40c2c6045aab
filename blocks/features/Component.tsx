import type { BlockProps } from '../../src/content/define-block.ts';
import { ActionButton } from '../../src/render/ActionButton.tsx';
import { BulletList } from '../../src/render/BulletList.tsx';
import { Icon } from '../../src/render/Icon.tsx';
import { IconCardGrid } from '../../src/render/IconCardGrid.tsx';
import type { features } from './schema.ts';

export default function Features(props: BlockProps<typeof features>) {
  return (
    <IconCardGrid
      block={props}
      cardClass={(dark) =>
        `border ${dark ? 'border-white/10 bg-white/5' : 'border-slate-200 bg-white shadow-sm'}`
      }
    >
      {(item, dark) => (
        <>
          <BulletList
            points={item.points}
            className={`mt-4 space-y-1.5 text-sm ${dark ? 'text-slate-300' : 'text-muted'}`}
          />
          {item.link && (
            <div className="mt-auto pt-5">
              <ActionButton
                action={item.link}
                look="link"
                className={dark ? 'text-accent-300' : 'text-brand-700'}
              >
                {item.link.label}
                <Icon name="arrow-right" strokeWidth={2} className="size-4" />
              </ActionButton>
            </div>
          )}
        </>
      )}
    </IconCardGrid>
  );
}
