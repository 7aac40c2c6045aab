/**
 * One block of the outline: a handle to drag it (or, focused, to move it with Space and the
 * arrow keys: dnd-kit's keyboard sensor), its kind and heading (a button that opens its form),
 * and buttons to move it up or down, duplicate it and remove it. framer-motion's layout
 * animation slides it to its new place after a move, unless the person asked for less motion.
 */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { motion } from 'framer-motion';
import type { BlockSummary } from './block-summary.ts';

const small =
  'rounded px-2 py-0.5 text-xs font-medium ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-40';

interface Props {
  id: string;
  summary: BlockSummary;
  count: number;
  selected: boolean;
  readOnly: boolean;
  /** Another card is being dragged: the layout animation waits for the drop. */
  dragging: boolean;
  onSelect: () => void;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  onRemove: () => void;
}

export function BlockCard({
  id,
  summary,
  count,
  selected,
  readOnly,
  dragging,
  onSelect,
  onMove,
  onDuplicate,
  onRemove,
}: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    useSortable({ id, disabled: readOnly });
  const name = summary.heading || summary.kind;
  const { index } = summary;
  return (
    <motion.li
      ref={setNodeRef}
      layout={dragging ? false : 'position'}
      transition={{ duration: 0.2 }}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`grid gap-1 rounded-md bg-white p-2 ring-1 ${selected ? 'ring-2 ring-brand-600' : 'ring-slate-300'}`}
    >
      <div className="flex min-w-0 items-start gap-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${name} to another place`}
          disabled={readOnly}
          className="cursor-grab touch-none rounded px-1 text-lg leading-none text-muted ring-1 ring-slate-200 hover:bg-slate-100 disabled:cursor-default disabled:opacity-40"
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <button
          type="button"
          onClick={onSelect}
          aria-current={selected ? 'true' : undefined}
          className="min-w-0 flex-1 text-left text-sm"
        >
          <span className="block text-xs font-semibold text-muted">
            {index + 1}. {summary.kind}
          </span>
          <span className="block font-medium break-words">{summary.heading || 'No heading'}</span>
        </button>
      </div>
      <div className="flex flex-wrap gap-1 pl-8" role="group" aria-label={`${name}: arrange`}>
        <button
          type="button"
          className={small}
          disabled={readOnly || index === 0}
          aria-label={`Move up ${name}`}
          onClick={() => onMove(index - 1)}
        >
          Move up
        </button>
        <button
          type="button"
          className={small}
          disabled={readOnly || index === count - 1}
          aria-label={`Move down ${name}`}
          onClick={() => onMove(index + 1)}
        >
          Move down
        </button>
        <button
          type="button"
          className={small}
          disabled={readOnly}
          aria-label={`Duplicate ${name}`}
          onClick={onDuplicate}
        >
          Duplicate
        </button>
        <button
          type="button"
          className={small}
          disabled={readOnly || count === 1}
          aria-label={`Remove ${name}`}
          onClick={onRemove}
        >
          Remove
        </button>
      </div>
    </motion.li>
  );
}
