/** New page: a route and a title in; the server writes the scaffold and the studio opens it. */
import { useId, useState, type FormEvent } from 'react';
import { buttonClass, quietButtonClass, StudioDialog } from './StudioDialog.tsx';

interface Props {
  onCreate: (route: string, title: string) => Promise<void>;
  onCancel: () => void;
}

export function NewPageDialog({ onCreate, onCancel }: Props) {
  const id = useId();
  const [route, setRoute] = useState('/');
  const [title, setTitle] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await onCreate(route.trim(), title.trim());
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  };
  return (
    <StudioDialog title="New page" onClose={onCancel}>
      <form onSubmit={submit} className="mt-3 grid gap-3">
        <label htmlFor={`${id}-route`} className="text-sm font-medium">
          Route
        </label>
        <input
          id={`${id}-route`}
          value={route}
          onChange={(event) => setRoute(event.target.value)}
          required
          pattern="/[a-z0-9/-]*"
          aria-describedby={`${id}-route-help`}
          className="rounded-md px-2 py-1 ring-1 ring-slate-300"
        />
        <p id={`${id}-route-help`} className="text-xs text-muted">
          The address of the page, e.g. /roofing-leads (lower case, digits and dashes).
        </p>
        <label htmlFor={`${id}-title`} className="text-sm font-medium">
          Title
        </label>
        <input
          id={`${id}-title`}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          required
          className="rounded-md px-2 py-1 ring-1 ring-slate-300"
        />
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className={quietButtonClass} onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className={buttonClass} disabled={busy}>
            Create page
          </button>
        </div>
      </form>
    </StudioDialog>
  );
}
