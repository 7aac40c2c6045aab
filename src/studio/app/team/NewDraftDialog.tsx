/** New draft: a name in (a suggestion from the page open), the draft's branch made from main. */
import { useState } from 'react';
import { StudioDialog, SubmitFooter } from '../StudioDialog.tsx';
import { TextField } from '../TextField.tsx';
import { useSubmit } from '../use-submit.ts';

interface Props {
  suggestion: string;
  onCreate: (name: string) => Promise<void>;
  onCancel: () => void;
}

export function NewDraftDialog({ suggestion, onCreate, onCancel }: Props) {
  const [name, setName] = useState(suggestion);
  const { error, busy, submit } = useSubmit(() => onCreate(name.trim()));
  return (
    <StudioDialog title="New draft" onClose={onCancel}>
      <form onSubmit={submit} className="mt-3 grid gap-3">
        <p className="text-sm text-muted">
          A draft holds your changes apart from the live site until a reviewer approves them and a
          publisher puts them live. It may change several pages.
        </p>
        <TextField
          label="Draft name"
          value={name}
          onChange={setName}
          help="What the change is about, e.g. “Spring pricing” or “New roofing page”."
        />
        <SubmitFooter error={error} busy={busy} label="Start draft" onCancel={onCancel} />
      </form>
    </StudioDialog>
  );
}
