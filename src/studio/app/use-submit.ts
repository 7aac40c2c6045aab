/**
 * A form that sends: busy while it runs (its button disabled), and a refusal kept as the
 * message to show beside the form, with everything typed left in place for another try.
 */
import { useState, type FormEvent } from 'react';

export function useSubmit(run: () => Promise<void>) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await run();
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  };
  return { error, busy, submit };
}
