/**
 * "Your e-mail": what the studio e-mails the person signed in, their choice alone. For now one
 * choice, the notices of drafts in review (a draft to review, approved, sent back, live or not
 * deployed); on until turned off. Saved as it changes; the server keeps it for the person.
 */
import { useEffect, useState } from 'react';
import { CheckboxField } from '../CheckboxField.tsx';
import { StudioDialog } from '../StudioDialog.tsx';
import { mailChoices, saveMailChoices, type MailChoices } from './team-api.ts';

export function YourEmailDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const [choices, setChoices] = useState<MailChoices | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    mailChoices().then(setChoices, (error: Error) => setMessage(error.message));
  }, []);

  const choose = async (reviewNotices: boolean) => {
    // The box shows the choice at once (a checkbox that lags the click reads as broken), and
    // goes back if the server did not keep it.
    const before = choices;
    setChoices((now) => now && { ...now, reviewNotices });
    setBusy(true);
    setMessage('');
    try {
      const saved = await saveMailChoices(reviewNotices);
      setChoices(saved);
      setMessage(
        saved.reviewNotices
          ? 'Saved: you are e-mailed about drafts in review.'
          : 'Saved: you get no e-mail about drafts in review.',
      );
    } catch (error) {
      setChoices(before);
      setMessage(`Not saved: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <StudioDialog title="Your e-mail" onClose={onClose}>
      <p className="mt-2 text-sm">The studio writes to {email}.</p>
      {choices && !choices.sends && (
        <p className="mt-2 rounded-md bg-amber-50 p-2 text-sm">
          The studio sends no e-mail now (no mail server is set up): your choice counts once it
          does.
        </p>
      )}
      {choices && (
        <fieldset className="mt-4" disabled={busy}>
          <legend className="sr-only">E-mails you get</legend>
          <CheckboxField
            label="E-mail me about drafts in review"
            checked={choices.reviewNotices}
            onChange={(checked) => void choose(checked)}
            help="A draft for you to review or publish; changes asked for in a draft you wrote; your draft live; a publish of yours that did not deploy."
          />
        </fieldset>
      )}
      <p role="status" className="mt-3 min-h-5 text-sm">
        {message}
      </p>
    </StudioDialog>
  );
}
