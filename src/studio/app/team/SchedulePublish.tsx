/**
 * A draft's scheduled publish, on the draft: when it goes live (in the site's time zone, named)
 * and who scheduled it, what its check an hour before found, or why it did not happen; and for
 * publishers, "Schedule publish" (a date and a time, labelled, the zone said) and "Cancel the
 * schedule". Escape closes the form and gives the focus back to the button that opened it.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { buttonClass, quietButtonClass } from '../StudioDialog.tsx';
import { cancelSchedule, readSchedule, scheduleDraft, type ScheduleView } from './schedule-api.ts';
import type { DraftDetail } from './team-api.ts';

const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

interface Props {
  draft: DraftDetail;
  /** The role may schedule (draft.schedule in the role table). */
  canSchedule: boolean;
}

function ScheduleState({ schedule }: { schedule: ScheduleView }) {
  const when = `${longDate(schedule.date)} at ${schedule.time} (${schedule.timeZone})`;
  if (schedule.state === 'failed') {
    return (
      <p className="text-sm text-red-800">
        The publish scheduled for {when} did not happen: {schedule.note}
      </p>
    );
  }
  return (
    <>
      <p className="text-sm">
        Goes live on {when}, scheduled by {schedule.by}. It is checked again an hour before and at
        the time.
      </p>
      {schedule.note ? (
        <p className="text-sm text-red-800">{schedule.note}</p>
      ) : (
        schedule.checked && (
          <p className="text-sm">Checked an hour before: nothing stands in its way.</p>
        )
      )}
    </>
  );
}

export function SchedulePublish({ draft, canSchedule }: Props) {
  const id = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const [schedule, setSchedule] = useState<ScheduleView | null>(null);
  const [timeZone, setTimeZone] = useState<string | null>(null);
  // The studio's today in the site's zone (its clock, not this browser's).
  const [today, setToday] = useState<string | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('09:00');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    readSchedule(draft.id).then(
      (read) => {
        if (!live) return;
        setSchedule(read.schedule);
        setTimeZone(read.timeZone);
        setToday(read.today);
        setDate((shown) => shown || read.today);
      },
      (error: Error) => live && setMessage(error.message),
    );
    return () => {
      live = false;
    };
    // Read again when the draft changes status or head: a save voids the schedule.
  }, [draft.id, draft.status, draft.head]);

  // Opened: the date takes the focus; Escape closes this form, not the dialog around it.
  useEffect(() => {
    const element = form.current;
    if (!open || !element) return;
    firstField.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      requestAnimationFrame(() => opener.current?.focus());
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const pending = schedule !== null && schedule.state !== 'failed';
  const offered = canSchedule && draft.status === 'approved';
  if (!pending && schedule === null && !offered && !message) return null;

  const close = () => {
    setOpen(false);
    // The form is gone once React renders; the button that opened it takes the focus back.
    requestAnimationFrame(() => opener.current?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage('');
    try {
      const { schedule: made } = await scheduleDraft(draft.id, date, time);
      setSchedule(made);
      setMessage(`Scheduled: “${draft.name}” goes live on ${longDate(made.date)} at ${made.time}.`);
      close();
    } catch (error) {
      setMessage((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    setBusy(true);
    setMessage('');
    try {
      await cancelSchedule(draft.id);
      setSchedule(null);
      setMessage(`The schedule of “${draft.name}” is cancelled: it stays unpublished.`);
    } catch (error) {
      setMessage((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-3 grid gap-2">
      <h4 id={`${id}-heading`} className="text-sm font-semibold">
        Scheduled publish
      </h4>
      {schedule ? (
        <ScheduleState schedule={schedule} />
      ) : (
        <p className="text-sm text-muted">Not scheduled.</p>
      )}
      {canSchedule && (
        <div className="flex flex-wrap gap-2">
          {offered && (
            <button
              ref={opener}
              type="button"
              className={quietButtonClass}
              aria-expanded={open}
              aria-controls={`${id}-form`}
              disabled={busy}
              onClick={() => (open ? close() : setOpen(true))}
            >
              {pending ? 'Change the time' : 'Schedule publish'}
            </button>
          )}
          {pending && (
            <button
              type="button"
              className={quietButtonClass}
              disabled={busy}
              onClick={() => void cancel()}
            >
              Cancel the schedule
            </button>
          )}
        </div>
      )}
      {open && (
        <form
          id={`${id}-form`}
          aria-label="Schedule the publish"
          onSubmit={(event) => void submit(event)}
          ref={form}
          className="grid gap-2 rounded-md p-3 ring-1 ring-slate-300 sm:grid-cols-[auto_auto_1fr] sm:items-end"
        >
          <p id={`${id}-zone`} className="text-sm sm:col-span-3">
            Date and time in the site’s time zone, {timeZone}.
          </p>
          <div className="grid gap-1">
            <label htmlFor={`${id}-date`} className="text-sm font-medium">
              Date
            </label>
            <input
              id={`${id}-date`}
              type="date"
              required
              ref={firstField}
              min={today}
              value={date}
              aria-describedby={`${id}-zone`}
              onChange={(event) => setDate(event.target.value)}
              className="rounded-md px-2 py-1 text-sm ring-1 ring-slate-300"
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor={`${id}-time`} className="text-sm font-medium">
              Time ({timeZone})
            </label>
            <input
              id={`${id}-time`}
              type="time"
              required
              value={time}
              aria-describedby={`${id}-zone`}
              onChange={(event) => setTime(event.target.value)}
              className="rounded-md px-2 py-1 text-sm ring-1 ring-slate-300"
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={buttonClass} disabled={busy}>
              Schedule
            </button>
            <button type="button" className={quietButtonClass} onClick={close}>
              Cancel
            </button>
          </div>
        </form>
      )}
      <p role="status" className="text-sm">
        {message}
      </p>
    </section>
  );
}
