/**
 * The page's blocks as an outline in the form pane: one card a block, in the page's order, to
 * open its form, drag it or move it by keyboard (dnd-kit: pointer and keyboard sensors, and its
 * live region says each move in words), move it up or down, duplicate or remove it, and a "+"
 * between any two blocks to insert a new one there. Every change is an edit of the page's text
 * (yaml-edit/block-moves.ts) handed to `apply`, the one way the studio changes a file, so the
 * history holds it like a keystroke.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { MotionConfig } from 'framer-motion';
import { Fragment, useCallback, useMemo, useRef, useState } from 'react';
import { blockCatalogue } from '../block-catalogue.ts';
import {
  duplicateBlockAt,
  insertBlockAt,
  moveBlockTo,
  removeBlockAt,
  type BlockEdit,
} from '../yaml-edit/block-moves.ts';
import { BlockCard } from './BlockCard.tsx';
import { BlockChooser } from './BlockChooser.tsx';
import { blockName, type BlockSummary } from './block-summary.ts';

interface Props {
  summaries: BlockSummary[];
  /** The block whose form is open, if any. */
  selectedIndex: number | null;
  readOnly: boolean;
  /** The page's text as of now (the editor's), for each edit. */
  currentText: () => string;
  apply: (edit: BlockEdit | null) => void;
  /** Opens block `index`'s form. */
  onSelect: (index: number) => void;
}

/**
 * A key a block keeps when it moves (its kind and heading, with a count for repeats), so the
 * card, its focus and its animation follow the block rather than the place.
 */
function stableIds(summaries: BlockSummary[]): string[] {
  const seen = new Map<string, number>();
  return summaries.map((summary) => {
    const base = `${summary.type}:${summary.heading}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return `${base}#${count}`;
  });
}

export function BlockOutline({
  summaries,
  selectedIndex,
  readOnly,
  currentText,
  apply,
  onSelect,
}: Props) {
  const [adding, setAdding] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const [said, setSaid] = useState('');
  const dropPlace = useRef(0);
  const ids = useMemo(() => stableIds(summaries), [summaries]);
  const count = summaries.length;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: UniqueIdentifier) => {
    const summary = summaries[ids.indexOf(String(id))];
    return summary ? blockName(summary) : 'the block';
  };
  const placeOf = (id: UniqueIdentifier | undefined) =>
    id === undefined ? 0 : ids.indexOf(String(id)) + 1;
  // What the screen reader hears while a block is dragged or moved by keyboard, in words.
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(active.id)}, position ${placeOf(active.id)} of ${count}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over position ${placeOf(over.id)} of ${count}.` : undefined,
    // Said after the drop has changed the page: the place is the one it was dropped on.
    onDragEnd: ({ active, over }) =>
      over
        ? `Moved ${nameOf(active.id)} to position ${dropPlace.current} of ${count}.`
        : `${nameOf(active.id)} put back.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} cancelled: it stays where it was.`,
  };

  const move = (from: number, to: number) => {
    const summary = summaries[from];
    if (!summary || to < 0 || to >= count) return;
    apply(moveBlockTo(currentText(), from, to));
    setSaid(`Moved ${blockName(summary)} to position ${to + 1} of ${count}.`);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(false);
    if (!over) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    dropPlace.current = to + 1;
    if (active.id === over.id) return;
    if (from >= 0 && to >= 0) apply(moveBlockTo(currentText(), from, to));
  };
  const insert = (at: number, type: string) => {
    const block = blockCatalogue.find((info) => info.type === type)!;
    apply(insertBlockAt(currentText(), at, type, block.example));
    setAdding(null);
    setSaid(`Inserted ${block.label} at position ${at + 1} of ${count + 1}.`);
  };
  const closeChooser = useCallback(() => setAdding(null), []);
  const plus = (at: number) =>
    adding === at ? (
      <li className="rounded-md bg-slate-50 p-2 ring-1 ring-brand-600">
        <BlockChooser
          action="Insert here"
          focusOnOpen
          onInsert={(type) => insert(at, type)}
          onCancel={closeChooser}
        />
      </li>
    ) : (
      <li className="flex justify-center">
        <button
          type="button"
          disabled={readOnly}
          aria-label={
            at === count
              ? 'Add a block at the end'
              : `Add a block before ${blockName(summaries[at]!)}`
          }
          onClick={() => setAdding(at)}
          className="h-6 w-6 rounded-full text-sm leading-none font-bold text-brand-700 ring-1 ring-slate-300 hover:bg-brand-50 disabled:opacity-40"
        >
          <span aria-hidden="true">+</span>
        </button>
      </li>
    );

  return (
    <section aria-labelledby="block-outline-title" className="grid gap-2 p-3">
      <h2 id="block-outline-title" className="text-sm font-semibold">
        Blocks of the page
      </h2>
      <p className="text-xs text-muted">
        Choose a block to edit it. Drag the handle, or focus it and press Space, then the arrow
        keys, to move a block.
      </p>
      <MotionConfig reducedMotion="user">
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                'To move this block, press Space, then the up and down arrow keys; Space again drops it, Escape cancels.',
            },
          }}
          onDragStart={() => setDragging(true)}
          onDragCancel={() => setDragging(false)}
          onDragEnd={onDragEnd}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <ol className="grid gap-1" aria-label="Blocks, in the order of the page">
              {plus(0)}
              {summaries.map((summary, index) => (
                <Fragment key={ids[index]}>
                  <BlockCard
                    id={ids[index]!}
                    summary={summary}
                    count={count}
                    selected={selectedIndex === index}
                    readOnly={readOnly}
                    dragging={dragging}
                    onSelect={() => onSelect(index)}
                    onMove={(to) => move(index, to)}
                    onDuplicate={() => {
                      apply(duplicateBlockAt(currentText(), index));
                      setSaid(`Duplicated ${blockName(summary)}: the copy is block ${index + 2}.`);
                    }}
                    onRemove={() => {
                      apply(removeBlockAt(currentText(), index));
                      setSaid(`Removed ${blockName(summary)}. Undo brings it back.`);
                    }}
                  />
                  {plus(index + 1)}
                </Fragment>
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      </MotionConfig>
      <p role="status" className="text-xs text-muted">
        {said}
      </p>
    </section>
  );
}
