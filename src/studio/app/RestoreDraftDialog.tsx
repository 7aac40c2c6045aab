/** Unsaved changes this browser kept for the file just opened (drafts.ts): restore or discard. */
import type { Draft } from './drafts.ts';
import { siteTime } from './site-dates.ts';
import { buttonClass, quietButtonClass, StudioDialog } from './StudioDialog.tsx';

interface Props {
  path: string;
  draft: Draft;
  onRestore: () => void;
  onDiscard: () => void;
  onClose: () => void;
}

export function RestoreDraftDialog({ path, draft, onRestore, onDiscard, onClose }: Props) {
  return (
    <StudioDialog title="Unsaved changes found" onClose={onClose}>
      <p className="mt-2 text-sm">
        You have unsaved changes to {path} from {siteTime(draft.savedAt)}.
      </p>
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className={quietButtonClass} onClick={onDiscard}>
          Discard them
        </button>
        <button type="button" className={buttonClass} onClick={onRestore}>
          Restore them
        </button>
      </div>
    </StudioDialog>
  );
}
