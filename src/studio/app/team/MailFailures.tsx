/**
 * For admins, in the team bar: the e-mails the studio could not send (an invitation, a lead's
 * notice, a new-password link), why, and when it tries again; one it gave up on stays until
 * dismissed. Asked again every minute.
 */
import { useCallback, useEffect, useState } from 'react';
import { quietButtonClass } from '../StudioDialog.tsx';
import { siteTime } from '../site-dates.ts';
import { dismissMailFailure, mailStatus, type MailFailure } from './team-api.ts';

export function MailFailures() {
  const [failures, setFailures] = useState<MailFailure[]>([]);
  const refresh = useCallback(
    () =>
      mailStatus().then(
        (status) => setFailures(status.failures),
        () => undefined,
      ),
    [],
  );
  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), 60_000);
    return () => clearInterval(timer);
  }, [refresh]);
  if (failures.length === 0) return null;
  return (
    <section aria-label="E-mails not sent" className="w-full rounded-md bg-amber-50 p-2 text-sm">
      <p className="font-medium">
        {failures.length === 1 ? 'An e-mail' : `${failures.length} e-mails`} could not be sent:
      </p>
      <ul className="ml-5 list-disc">
        {failures.map((failure) => (
          <li key={failure.id}>
            {failure.what}: {failure.error} (tried {failure.attempts}{' '}
            {failure.attempts === 1 ? 'time' : 'times'};{' '}
            {failure.nextTry ? `next try ${siteTime(failure.nextTry)}` : 'given up'}).{' '}
            {!failure.nextTry && (
              <button
                type="button"
                className={quietButtonClass}
                onClick={() => void dismissMailFailure(failure.id).then(refresh)}
              >
                Dismiss
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
