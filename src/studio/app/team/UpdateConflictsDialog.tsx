/**
 * Bringing the live site's changes into a draft when both changed the same lines: for each file,
 * base, the live site's text and the draft's side by side, chosen per change. Nothing is written
 * until the author confirms; then the draft gets one merge commit with their choices.
 */
import { useState } from 'react';
import { mergedText, segmentsOf } from '../merge/change-groups.ts';
import { MergeChooser } from '../merge/MergeChooser.tsx';
import { StudioDialog } from '../StudioDialog.tsx';
import { updateDraft, type DraftDetail, type FileConflict } from './team-api.ts';

interface Props {
  draft: DraftDetail;
  files: FileConflict[];
  onDone: (message: string) => void;
  onCancel: () => void;
}

const text = (value: string | null) => value ?? '';

export function UpdateConflictsDialog({ draft, files, onDone, onCancel }: Props) {
  const [merged, setMerged] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      files.map((file) => [
        file.path,
        mergedText(segmentsOf(text(file.base), text(file.theirs), text(file.mine)), []),
      ]),
    ),
  );
  const [error, setError] = useState('');
  const confirm = async () => {
    setError('');
    try {
      const result = await updateDraft(
        draft.id,
        files.map((file) => ({ path: file.path, text: merged[file.path]! })),
      );
      if (result.kind === 'conflict') {
        setError('The live site changed again meanwhile: close this and update once more.');
        return;
      }
      onDone(`“${draft.name}” now includes the live site's changes, with your choices.`);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  return (
    <StudioDialog
      title={`Update “${draft.name}” from the live site`}
      onClose={onCancel}
      wide
      error={error}
      action={{ label: 'Update with my choices', onClick: () => void confirm() }}
    >
      <p className="mt-2 text-sm text-muted">
        Since this draft started, the live site changed the same lines. Theirs is the live site,
        mine is the draft.
      </p>
      {files.map((file) => (
        <section key={file.path} aria-label={file.path} className="mt-4">
          <h3 className="text-sm font-semibold">{file.path}</h3>
          <MergeChooser
            base={text(file.base)}
            theirs={text(file.theirs)}
            mine={text(file.mine)}
            onMerged={(next) => setMerged((before) => ({ ...before, [file.path]: next }))}
          />
        </section>
      ))}
    </StudioDialog>
  );
}
