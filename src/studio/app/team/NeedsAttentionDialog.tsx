/**
 * "Needs attention": what the live site already has wrong, which no draft is refused for, in
 * words (which page, what, what to do). A problem with a fix (a past webinar moved to the
 * recorded list) asks its few questions and opens a new draft holding the change, to be
 * reviewed and published like any other. The team bar shows the button while the list is not
 * empty (useNeedsAttention).
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../api.ts';
import { buttonClass, StudioDialog } from '../StudioDialog.tsx';
import { TextField } from '../TextField.tsx';
import { attentionList, openFixDraft, type AttentionItem } from './attention-api.ts';
import type { DraftSummary } from './team-api.ts';

/** Main's problems, asked again whenever `refreshKey` changes (after a publish, say). */
export function useNeedsAttention(refreshKey: unknown) {
  const [items, setItems] = useState<AttentionItem[]>([]);
  const reload = useCallback(
    () =>
      attentionList().then(
        (answer) => setItems(answer.items),
        () => undefined,
      ),
    [],
  );
  useEffect(() => {
    void reload();
  }, [reload, refreshKey]);
  return { items, reload };
}

interface Props {
  items: AttentionItem[];
  /** Whether this person may start a draft (the fixes open one). */
  canFix: boolean;
  onClose: () => void;
  onFixOpened: (draft: DraftSummary) => void;
}

export function NeedsAttentionDialog({ items, canFix, onClose, onFixOpened }: Props) {
  return (
    <StudioDialog title="Needs attention" onClose={onClose} wide>
      <p className="mt-2 text-sm">
        {items.length === 0
          ? 'Nothing: the live site passes all its checks.'
          : 'The live site already has these problems. They do not hold up any draft; fix them when you can.'}
      </p>
      <ul className="mt-3 space-y-3">
        {items.map((item) => (
          <li
            key={`${item.key.file} ${item.key.path} ${item.key.code}`}
            className="rounded-lg p-3 ring-1 ring-slate-300"
          >
            <h3 className="font-semibold">{item.where}</h3>
            <p className="mt-1 text-sm">{item.what}</p>
            <p className="mt-1 text-sm text-muted">{item.todo}</p>
            {item.fix && canFix && <FixForm item={item} onOpened={onFixOpened} />}
          </li>
        ))}
      </ul>
    </StudioDialog>
  );
}

function FixForm({
  item,
  onOpened,
}: {
  item: AttentionItem;
  onOpened: (draft: DraftSummary) => void;
}) {
  const fix = item.fix!;
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setRefusal('');
    try {
      onOpened(await openFixDraft(item.key, answers));
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : 'The studio could not be reached.');
      setBusy(false);
    }
  };
  return (
    <form
      aria-label={`${fix.label}: ${item.where}`}
      onSubmit={(event) => void submit(event)}
      className="mt-2 grid max-w-md gap-1"
    >
      {fix.questions.map((question) => (
        <TextField
          key={question.name}
          label={question.label}
          help={question.help}
          type="text"
          value={answers[question.name] ?? ''}
          onChange={(value) => setAnswers((given) => ({ ...given, [question.name]: value }))}
        />
      ))}
      <button type="submit" className={`${buttonClass} mt-2 justify-self-start`} disabled={busy}>
        {fix.label}
      </button>
      <p role="alert" className="text-sm text-red-700">
        {refusal}
      </p>
    </form>
  );
}
