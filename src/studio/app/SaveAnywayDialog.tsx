/** Asked before saving a text that does not parse or has errors: the first problems, in words. */
import { problemInWords } from '../words.ts';
import type { StudioProblem } from './api.ts';
import { buttonClass, quietButtonClass, StudioDialog } from './StudioDialog.tsx';

interface Props {
  title: string;
  reason: string;
  problems: StudioProblem[];
  /** The text's data, for the problems' blocks in words (src/studio/words.ts). */
  data?: unknown;
  onSave: () => void;
  onCancel: () => void;
}

export function SaveAnywayDialog({ title, reason, problems, data, onSave, onCancel }: Props) {
  return (
    <StudioDialog title={title} onClose={onCancel}>
      <p className="mt-2 text-sm">{reason}</p>
      {problems.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-sm">
          {problems.slice(0, 5).map((problem) => (
            <li key={`${problem.line}:${problem.column}:${problem.code}`}>
              {problemInWords(problem, data)}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm">Save it anyway? Your text stays in the editor either way.</p>
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className={quietButtonClass} onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className={buttonClass} onClick={onSave}>
          Save anyway
        </button>
      </div>
    </StudioDialog>
  );
}
