/** Shown when the file changed on disk since it was opened: the difference, then a choice. */
import { useState } from 'react';
import { lineDiff } from './line-diff.ts';
import { mergedText, segmentsOf } from './merge/change-groups.ts';
import { MergeChooser } from './merge/MergeChooser.tsx';
import { buttonClass, DialogButtons, quietButtonClass, StudioDialog } from './StudioDialog.tsx';

interface Props {
  path: string;
  mine: string;
  theirs: string;
  /** The text both started from: with it, the author chooses per change. */
  base?: string;
  onSaveMerged?: (text: string) => void;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onCancel: () => void;
}

const marks = { same: ' ', mine: '+', theirs: '-' } as const;
const colours = { same: '', mine: 'bg-green-50 text-green-900', theirs: 'bg-red-50 text-red-900' };

export function ConflictDialog({
  path,
  mine,
  theirs,
  base,
  onSaveMerged,
  onKeepMine,
  onTakeTheirs,
  onCancel,
}: Props) {
  const [merged, setMerged] = useState<string | null>(null);
  const lines = lineDiff(mine, theirs).filter((line, index, all) =>
    // Changed lines with two lines of context around them.
    all.slice(Math.max(0, index - 2), index + 3).some((near) => near.kind !== 'same'),
  );
  return (
    <StudioDialog title={`${path} changed on disk`} onClose={onCancel} wide>
      <p className="mt-2 text-sm text-muted">
        Someone or something changed this file since you opened it. Lines marked + are yours, lines
        marked − are on disk.
      </p>
      <pre
        aria-label="Difference between your text and the file on disk"
        className="mt-3 rounded-md break-words whitespace-pre-wrap bg-slate-50 p-3 text-xs ring-1 ring-slate-200"
      >
        {lines.map((line, index) => (
          <div key={index} className={colours[line.kind]}>
            {marks[line.kind] === '-' ? '−' : marks[line.kind]} {line.text}
          </div>
        ))}
      </pre>
      {base !== undefined && onSaveMerged && (
        <section aria-label="Choose per change" className="mt-4">
          <h3 className="text-sm font-semibold">Or choose per change</h3>
          <MergeChooser base={base} theirs={theirs} mine={mine} onMerged={setMerged} />
        </section>
      )}
      <DialogButtons onCancel={onCancel}>
        {base !== undefined && onSaveMerged && (
          <button
            type="button"
            className={quietButtonClass}
            onClick={() => onSaveMerged(merged ?? mergedText(segmentsOf(base, theirs, mine), []))}
          >
            Save my choices
          </button>
        )}
        <button type="button" className={quietButtonClass} onClick={onTakeTheirs}>
          Take theirs
        </button>
        <button type="button" className={buttonClass} onClick={onKeepMine}>
          Keep mine
        </button>
      </DialogButtons>
    </StudioDialog>
  );
}
