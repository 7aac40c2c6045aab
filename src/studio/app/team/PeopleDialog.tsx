/**
 * The team, for admins: who is in it, with what role and where they stand; invite someone (the
 * one-time link is shown to pass on), send an invitation again to someone who has not joined
 * (the e-mail got lost, the link expired), change a role, remove a person. The server refuses
 * what would leave the studio without an admin, and says so here.
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { buttonClass, quietButtonClass, StudioDialog } from '../StudioDialog.tsx';
import { TextField } from '../TextField.tsx';
import { ROLES } from '../../team/auth/roles.ts';
import {
  changeRole,
  invitePerson,
  inviteAgain,
  listPeople,
  removePerson,
  type Member,
} from './team-api.ts';

const ROLE_HELP =
  'Editors change drafts and submit them; reviewers approve or ask for changes; publishers put approved drafts live; sales works the leads and sees nothing else; admins do everything and manage the team.';

export function PeopleDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const [people, setPeople] = useState<Member[]>([]);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<string>('editor');
  const [link, setLink] = useState('');
  const [message, setMessage] = useState('');

  const refresh = useCallback(() => listPeople().then(setPeople), []);
  useEffect(() => {
    refresh().catch((error: Error) => setMessage(error.message));
  }, [refresh]);

  const run = async (work: () => Promise<string>) => {
    setMessage('');
    try {
      setMessage(await work());
      await refresh();
    } catch (error) {
      setMessage((error as Error).message);
    }
  };

  // A new link for someone who has not joined; their earlier one stops working at once.
  const sendAgain = (person: Member) =>
    void run(async () => {
      const invitation = await inviteAgain(person.id);
      setLink(invitation.link ?? '');
      return invitation.link
        ? `A new invitation link for ${person.email}: send them the link below; it works once, for 72 hours. Their earlier link no longer works.`
        : `A new invitation is on its way to ${person.email} by e-mail; it works once, for 72 hours. Their earlier link no longer works.`;
    });

  const invite = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const invitation = await invitePerson(email.trim(), role, name.trim());
      setLink(invitation.link ?? '');
      setEmail('');
      setName('');
      return invitation.link
        ? `Invited ${email.trim()}. Send them the link below; it works once, for 72 hours.`
        : `Invited ${email.trim()}: the invitation is on its way to them by e-mail. Its link works once, for 72 hours.`;
    });
  };

  return (
    <StudioDialog title="People" onClose={onClose} wide>
      {/* Below `sm` each person is a card (name and e-mail, then role and status, then the
          buttons): the same table restyled, so the tab order and the labels stay; its headings
          are kept for screen readers only. The scrolling is a last resort for a very narrow
          window. */}
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm max-sm:block">
          <caption className="sr-only">The team</caption>
          <thead className="max-sm:sr-only">
            <tr className="text-xs text-muted uppercase *:not-last:pr-3">
              <th className="py-1">Name</th>
              <th>E-mail</th>
              <th>Role</th>
              <th>Status</th>
              <th>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {people.map((person) => (
              <tr
                key={person.id}
                className="border-t border-slate-200 max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-1 max-sm:py-3 sm:*:not-last:pr-3"
              >
                <td className="py-1 max-sm:w-full max-sm:py-0 max-sm:font-semibold">
                  {person.name || '—'}
                </td>
                <td className="max-sm:w-full max-sm:wrap-anywhere">{person.email}</td>
                <td>
                  {person.status === 'removed' ? (
                    person.role
                  ) : (
                    <select
                      aria-label={`Role of ${person.email}`}
                      value={person.role}
                      onChange={(event) =>
                        void run(async () => {
                          await changeRole(person.id, event.target.value);
                          return `${person.email} is now ${event.target.value}.`;
                        })
                      }
                      className="rounded px-1 py-0.5 ring-1 ring-slate-300"
                    >
                      {ROLES.map((option) => (
                        <option key={option}>{option}</option>
                      ))}
                    </select>
                  )}
                </td>
                <td>
                  {/* The column's heading is out of sight on a phone; the reader has it. */}
                  <span aria-hidden="true" className="text-muted sm:hidden">
                    Status:{' '}
                  </span>
                  {person.status.replace('-', ' ')}
                </td>
                <td className="max-sm:w-full sm:py-1">
                  {/* Side by side while they fit, one under the other when the cell is narrow. */}
                  <div className="flex flex-wrap gap-1">
                    {(person.status === 'invited' || person.status === 'invitation-expired') && (
                      <button
                        type="button"
                        className={quietButtonClass}
                        aria-label={`Send the invitation to ${person.email} again`}
                        onClick={() => sendAgain(person)}
                      >
                        Send the invitation again
                      </button>
                    )}
                    {person.status !== 'removed' && (
                      <button
                        type="button"
                        className={quietButtonClass}
                        aria-label={`Remove ${person.email}`}
                        onClick={() =>
                          void run(async () => {
                            await removePerson(person.id);
                            return `Removed ${person.email}: their sessions have ended.`;
                          })
                        }
                      >
                        Remove
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <form onSubmit={invite} className="mt-4 grid gap-2" aria-label="Invite someone">
        <h3 className="text-sm font-semibold">Invite someone</h3>
        <TextField label="E-mail" type="email" value={email} onChange={setEmail} />
        <TextField label="Name" value={name} onChange={setName} required={false} />
        <label htmlFor={`${id}-role`} className="text-sm font-medium">
          Role
        </label>
        <select
          id={`${id}-role`}
          value={role}
          onChange={(event) => setRole(event.target.value)}
          aria-describedby={`${id}-role-help`}
          className="rounded-md px-2 py-1 ring-1 ring-slate-300"
        >
          {ROLES.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
        <p id={`${id}-role-help`} className="text-xs text-muted">
          {ROLE_HELP}
        </p>
        <div>
          <button type="submit" className={buttonClass}>
            Invite
          </button>
        </div>
      </form>
      <p role="status" className="mt-3 text-sm">
        {message}
      </p>
      {link && (
        <div className="mt-2 grid gap-1">
          <label htmlFor={`${id}-link`} className="text-sm font-medium">
            Invitation link
          </label>
          <input
            id={`${id}-link`}
            readOnly
            value={link}
            onFocus={(event) => event.target.select()}
            className="rounded-md bg-slate-50 px-2 py-1 font-mono text-xs ring-1 ring-slate-300"
          />
        </div>
      )}
    </StudioDialog>
  );
}
