import type { BlockProps } from '../../src/content/define-block.ts';
import { CardListSection } from '../../src/render/CardListSection.tsx';
import { Icon } from '../../src/render/Icon.tsx';
import type { trades } from './schema.ts';

/** A compact grid of tiles, two a row on phones and up to four on wide screens. */
const tiles = {
  list: 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4',
  // Icon above the text on phones and small tablets: beside it, two cards a row
  // leave the name and description too narrow ("General Contracting" spilled out).
  card: 'reveal flex min-w-0 flex-col gap-3 rounded-xl bg-white p-4 text-ink shadow-sm ring-1 ring-slate-200 md:flex-row md:items-start',
};

export default function Trades(block: BlockProps<typeof trades>) {
  return (
    <CardListSection block={block} keyOf={(trade) => trade.name} {...tiles}>
      {(trade) => (
        <>
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-500/15 text-accent-600">
            <Icon name={trade.icon} className="size-5" />
          </span>
          <span className="min-w-0 break-words">
            <span className="block font-semibold">{trade.name}</span>
            {trade.text && <span className="block text-sm text-muted">{trade.text}</span>}
          </span>
        </>
      )}
    </CardListSection>
  );
}
