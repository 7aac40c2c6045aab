/** Shown when the file changed on disk since it was opened: the difference, then a choice. */
import { lineDiff } from './line-diff.ts';
import { buttonClass, DialogButtons, quietButtonClass, StudioDialog } from './StudioDialog.tsx';

interface Props {
  path: string;
  mine: string;
  theirs: string;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onCancel: () => void;
}

const marks = { same: ' ', mine: '+', theirs: '-' } as const;
const colours = { same: '', mine: 'bg-green-50 text-green-900', theirs: 'bg-red-50 text-red-900' };

export function ConflictDialog({ path, mine, theirs, onKeepMine, onTakeTheirs, onCancel }: Props) {
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
      <DialogButtons onCancel={onCancel}>
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
