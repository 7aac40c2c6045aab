/** New page: a route and a title in; the server writes the scaffold and the studio opens it. */
import { useId, useState, type FormEvent } from 'react';
import { buttonClass, DialogButtons, StudioDialog } from './StudioDialog.tsx';

/** A required one-line text input with its label and, if given, help under it. */
function TextField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  pattern?: string;
  help?: string;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      <input
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        required
        pattern={props.pattern}
        aria-describedby={props.help ? `${id}-help` : undefined}
        className="rounded-md px-2 py-1 ring-1 ring-slate-300"
      />
      {props.help && (
        <p id={`${id}-help`} className="text-xs text-muted">
          {props.help}
        </p>
      )}
    </>
  );
}

interface Props {
  onCreate: (route: string, title: string) => Promise<void>;
  onCancel: () => void;
}

export function NewPageDialog({ onCreate, onCancel }: Props) {
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
        <TextField
          label="Route"
          value={route}
          onChange={setRoute}
          // Compiled with the `v` flag by browsers, where `/` and `-` in a class must be escaped.
          pattern="/[a-z0-9\/\-]*"
          help="The address of the page, e.g. /roofing-leads (lower case, digits and dashes)."
        />
        <TextField label="Title" value={title} onChange={setTitle} />
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <DialogButtons onCancel={onCancel}>
          <button type="submit" className={buttonClass} disabled={busy}>
            Create page
          </button>
        </DialogButtons>
      </form>
    </StudioDialog>
  );
}
