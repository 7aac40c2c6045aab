/**
 * The studio in team mode (`npm run studio:team`): signed in, it is the same editor as the local
 * studio, pointed at one draft's branch (or the live site, read only), with a bar above it for
 * the team's work: choosing and starting drafts, review and publishing, people, the audit log.
 */
import { readAddress, updateAddress } from '../studio-address.ts';
import { lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { setApiScope } from '../api.ts';
import { StudioApp } from '../StudioApp.tsx';
import type { TeamEditing } from '../studio-state.ts';
import { ToolbarButton } from '../ToolbarButton.tsx';
import { DraftsDialog } from './DraftsDialog.tsx';
import { ContinueDrafts } from './ContinueDrafts.tsx';
import { ScheduleNotices } from './ScheduleNotices.tsx';
import { StudioDialog } from '../StudioDialog.tsx';
import { NeedsAttentionDialog, useNeedsAttention } from './NeedsAttentionDialog.tsx';
import { NewDraftDialog } from './NewDraftDialog.tsx';
import { MailFailures } from './MailFailures.tsx';
import { YourEmailDialog } from './YourEmailDialog.tsx';
import { STATUS_LABELS } from './status-labels.ts';
import {
  createDraft,
  draftsTouching,
  listDrafts,
  signOut,
  type Action,
  type DraftDetail,
  type DraftSummary,
  type FileConflict,
  type SessionInfo,
} from './team-api.ts';
import { UpdateConflictsDialog } from './UpdateConflictsDialog.tsx';
import { LoadPart } from '../LoadPart.tsx';

// Opened now and then, by some roles only: each loads when first opened.
const AuditDialog = lazy(() =>
  import('./AuditDialog.tsx').then((module) => ({ default: module.AuditDialog })),
);
const LiveSiteDialog = lazy(() =>
  import('./LiveSiteDialog.tsx').then((module) => ({ default: module.LiveSiteDialog })),
);
// The dialog and its view load together, so the view's first field takes the focus on open.
const LeadsDialog = lazy(async () => {
  const { LeadsView } = await import('./leads/LeadsView.tsx');
  return {
    default: function LeadsDialog({
      allowed,
      onClose,
    }: {
      allowed: Action[];
      onClose: () => void;
    }) {
      return (
        <StudioDialog title="Leads" onClose={onClose} wide>
          <LeadsView allowed={allowed} />
        </StudioDialog>
      );
    },
  };
});
const PeopleDialog = lazy(() =>
  import('./PeopleDialog.tsx').then((module) => ({ default: module.PeopleDialog })),
);
type Dialog =
  | { kind: 'new-draft' }
  | { kind: 'drafts' }
  | { kind: 'people' }
  | { kind: 'audit' }
  | { kind: 'leads' }
  | { kind: 'live-site' }
  | { kind: 'attention' }
  | { kind: 'your-email' }
  | { kind: 'conflicts'; draft: DraftDetail; files: FileConflict[] }
  | null;

const setAddress = (draft: string | null) => updateAddress({ draft });

export function Workspace({
  session,
  onSignedOut,
}: {
  session: SessionInfo;
  onSignedOut: () => void;
}) {
  const allowed = session.allowedActions;
  const [draftId, setDraftId] = useState<string | null>(
    () => readAddress(window.location.pathname, window.location.search).draft,
  );
  const [drafts, setDrafts] = useState<DraftSummary[]>([]);
  // A lead's notice links to `/studio/?lead=<id>`: the Leads view opens on it; a review
  // notice to `/studio/drafts/<id>?review`: the draft's review opens on it.
  const [dialog, setDialog] = useState<Dialog>(() => {
    const asked = new URLSearchParams(window.location.search);
    if (allowed.includes('leads.read') && asked.has('lead')) return { kind: 'leads' };
    return draftId !== null && asked.has('review') ? { kind: 'drafts' } : null;
  });
  const [opened, setOpened] = useState<{ path: string; title?: string } | null>(null);
  const [others, setOthers] = useState<{ id: string; name: string }[]>([]);
  const [message, setMessage] = useState('');
  setApiScope({ draft: draftId });
  // Main's problems, asked again when the drafts change (a publish may fix or add one).
  const attention = useNeedsAttention(drafts);

  const refresh = useCallback(() => listDrafts().then(setDrafts, () => undefined), []);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const open = (id: string | null) => {
    setDraftId(id);
    setAddress(id);
    setDialog(null);
    setMessage('');
  };

  const draft = drafts.find((item) => item.id === draftId) ?? null;
  const openDrafts = drafts.filter((item) => item.status !== 'published');
  const canEdit = allowed.includes('draft.save');
  // What the role does instead, as the role table says (a publisher does not approve).
  const duties = [
    allowed.includes('draft.review') && 'reviews',
    allowed.includes('draft.publish') && 'publishes approved',
  ].filter(Boolean);
  const readOnly = !canEdit
    ? `Your role ${duties.length > 0 ? `${duties.join(' and ')} drafts` : 'reads drafts'}; editors change them.`
    : !draft
      ? 'You are looking at the live site: start a draft (or open one) to change it.'
      : draft.status === 'published'
        ? 'This draft is published: start a new draft to change the site again.'
        : null;

  const onOpened = useCallback(
    (path: string | null, title?: string) => {
      setOpened(path === null ? null : { path, title });
      if (path === null) setOthers([]);
      else draftsTouching(path, draftId).then(setOthers, () => setOthers([]));
    },
    [draftId],
  );
  // The bar's news ("Started the draft …") lasts until the editor's next save, which the
  // studio's own status line reports.
  const onSaved = useCallback(() => {
    setMessage('');
    void refresh();
  }, [refresh]);
  // On the live site, a restore from the history starts a draft and moves to it.
  const mayStart = !draft && canEdit && allowed.includes('draft.create');
  const newDraft = useMemo(
    () =>
      mayStart
        ? {
            create: async (name: string) => (await createDraft(name)).id,
            opened: (id: string, news: string) =>
              void refresh().then(() => {
                open(id);
                setMessage(news);
              }),
          }
        : undefined,
    [mayStart, refresh],
  );
  const team: TeamEditing = useMemo(
    () => ({ readOnly, onOpened, onSaved, person: session.user.id, newDraft }),
    [readOnly, onOpened, onSaved, session.user.id, newDraft],
  );

  return (
    <div className="flex h-dvh flex-col">
      <nav
        aria-label="Team"
        className="flex flex-wrap items-center gap-2 border-b border-slate-300 bg-slate-50 px-3 py-2 text-sm"
      >
        <label htmlFor="team-draft" className="font-medium">
          Draft
        </label>
        <select
          id="team-draft"
          value={draftId ?? ''}
          onChange={(event) => open(event.target.value || null)}
          // As wide as its longest name (the bar wraps): a cut-off name told two drafts apart badly.
          className="max-w-full min-w-0 rounded-md px-2 py-1 ring-1 ring-slate-300"
        >
          <option value="">Live site (read only)</option>
          {openDrafts.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name} — {STATUS_LABELS[item.status]}
            </option>
          ))}
          {draft && draft.status === 'published' && (
            <option value={draft.id}>{draft.name} — Published</option>
          )}
        </select>
        {draft && <span aria-label="Draft status">{STATUS_LABELS[draft.status]}</span>}
        {/* The open draft's whole name, wrapped, where a phone's select cuts it off. */}
        {draft && (
          <span className="w-full break-words sm:hidden" aria-hidden="true">
            {draft.name}
          </span>
        )}
        {allowed.includes('draft.create') && (
          <ToolbarButton onClick={() => setDialog({ kind: 'new-draft' })}>New draft</ToolbarButton>
        )}
        <ToolbarButton onClick={() => setDialog({ kind: 'drafts' })}>
          Drafts and review
        </ToolbarButton>
        <ToolbarButton onClick={() => setDialog({ kind: 'live-site' })}>Live site</ToolbarButton>
        {attention.items.length > 0 && (
          <ToolbarButton onClick={() => setDialog({ kind: 'attention' })}>
            Needs attention ({attention.items.length})
          </ToolbarButton>
        )}
        {allowed.includes('leads.counts') && (
          <ToolbarButton onClick={() => setDialog({ kind: 'leads' })}>Leads</ToolbarButton>
        )}
        {allowed.includes('users.manage') && (
          <ToolbarButton onClick={() => setDialog({ kind: 'people' })}>People</ToolbarButton>
        )}
        {allowed.includes('audit.read') && (
          <ToolbarButton onClick={() => setDialog({ kind: 'audit' })}>Audit log</ToolbarButton>
        )}
        <span className="ml-auto text-muted">
          {session.user.name || session.user.email} ({session.user.role})
        </span>
        {allowed.includes('mail.choices') && (
          <ToolbarButton onClick={() => setDialog({ kind: 'your-email' })}>
            Your e-mail
          </ToolbarButton>
        )}
        <ToolbarButton onClick={() => void signOut().finally(onSignedOut)}>Sign out</ToolbarButton>
        {(others.length > 0 || message) && (
          <p role="status" className="w-full text-sm">
            {others.length > 0 &&
              `Also being changed in ${others.map((other) => `“${other.name}”`).join(', ')}: ${opened?.path}. `}
            {message}
          </p>
        )}
        {!draft && canEdit && (
          <ContinueDrafts drafts={drafts} email={session.user.email} onOpen={open} />
        )}
        <ScheduleNotices />
        {allowed.includes('mail.failures') && <MailFailures />}
      </nav>
      <div className="min-h-0 flex-1">
        <StudioApp key={draftId ?? 'live'} team={team} />
      </div>
      {dialog?.kind === 'new-draft' && (
        <NewDraftDialog
          suggestion={opened?.title ? `Changes to ${opened.title}` : ''}
          onCancel={() => setDialog(null)}
          onCreate={async (name) => {
            const made = await createDraft(name);
            await refresh();
            open(made.id);
            setMessage(`Started the draft “${made.name}”: your saves go there.`);
          }}
        />
      )}
      {dialog?.kind === 'drafts' && (
        <DraftsDialog
          allowed={allowed}
          current={draftId}
          onOpen={open}
          onListed={setDrafts}
          onClose={() => {
            setDialog(null);
            void refresh();
          }}
          onConflicts={(conflicted, files) =>
            setDialog({ kind: 'conflicts', draft: conflicted, files })
          }
          onPublished={(published) => {
            // The publisher watches the publish go live; the bar keeps what happened.
            setMessage(published.message);
            void refresh();
            if (published.deploying) setDialog({ kind: 'live-site' });
          }}
        />
      )}
      {dialog?.kind === 'conflicts' && (
        <UpdateConflictsDialog
          draft={dialog.draft}
          files={dialog.files}
          onCancel={() => setDialog(null)}
          onDone={(done) => {
            setMessage(done);
            setDialog(null);
            void refresh();
          }}
        />
      )}
      {dialog?.kind === 'attention' && (
        <NeedsAttentionDialog
          items={attention.items}
          canFix={allowed.includes('draft.create') && allowed.includes('draft.save')}
          onClose={() => setDialog(null)}
          onFixOpened={async (made) => {
            await refresh();
            open(made.id);
            setMessage(
              `Started the draft “${made.name}” with the fix: look it over and submit it.`,
            );
          }}
        />
      )}
      {dialog?.kind === 'people' && (
        <LoadPart what="People" over>
          <PeopleDialog onClose={() => setDialog(null)} />
        </LoadPart>
      )}
      {dialog?.kind === 'audit' && (
        <LoadPart what="the audit log" over>
          <AuditDialog onClose={() => setDialog(null)} />
        </LoadPart>
      )}
      {dialog?.kind === 'your-email' && (
        <YourEmailDialog email={session.user.email} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'leads' && (
        <LoadPart what="the leads" over>
          <LeadsDialog allowed={allowed} onClose={() => setDialog(null)} />
        </LoadPart>
      )}
      {dialog?.kind === 'live-site' && (
        <LoadPart what="the live site" over>
          <LiveSiteDialog allowed={allowed} onClose={() => setDialog(null)} />
        </LoadPart>
      )}
    </div>
  );
}
