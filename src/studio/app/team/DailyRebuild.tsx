/**
 * The daily rebuild, in the Live site view: when the studio builds and deploys main each day
 * (in the site's time zone, named) so dated content moves on, and for admins the hour to set.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { quietButtonClass } from '../StudioDialog.tsx';
import { when } from './deploy-words.ts';
import { readDailyRebuild, setDailyRebuild, type DailyRebuildView } from './schedule-api.ts';

const HOURS = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);

interface Props {
  canSet: boolean;
  /** What was done or went wrong, for the view's one status line. */
  onMessage: (message: string) => void;
}

export function DailyRebuild({ canSet, onMessage }: Props) {
  const id = useId();
  const [view, setView] = useState<DailyRebuildView | null>(null);
  const [chosen, setChosen] = useState('');
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    readDailyRebuild().then(
      (read) => {
        setView(read);
        setChosen(read.time);
      },
      (error: Error) => {
        setFailed(true);
        onMessage(error.message);
      },
    );
  }, [onMessage]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    onMessage('');
    try {
      const saved = await setDailyRebuild(chosen);
      setView(saved);
      onMessage(`The daily rebuild is at ${saved.time} from now on.`);
    } catch (error) {
      onMessage((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  // An hour set by hand (not on the hour) stays offered as it is.
  const hours = view && !HOURS.includes(view.time) ? [...HOURS, view.time].sort() : HOURS;
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-4">
      <h3 id={`${id}-heading`} className="font-semibold">
        Daily rebuild
      </h3>
      {!view && !failed && <p className="text-sm text-muted">Reading…</p>}
      {view && (
        <p className="text-sm">
          Each day at {view.time} ({view.timeZone}) the studio builds and deploys the live site
          again, so past dates leave the “upcoming” lists.
          {view.next && ` Next: ${when(Date.parse(view.next))}.`}
        </p>
      )}
      {view && canSet && (
        <form
          onSubmit={(event) => void save(event)}
          className="mt-2 flex flex-wrap items-end gap-2"
        >
          <div className="grid gap-1">
            <label htmlFor={`${id}-hour`} className="text-sm font-medium">
              Hour of the daily rebuild ({view.timeZone})
            </label>
            <select
              id={`${id}-hour`}
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
              className="w-28 rounded-md px-2 py-1 text-sm ring-1 ring-slate-300"
            >
              {hours.map((hour) => (
                <option key={hour} value={hour}>
                  {hour}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className={quietButtonClass}
            disabled={busy || chosen === view.time}
          >
            Set the hour
          </button>
        </form>
      )}
    </section>
  );
}
