/**
 * Every draft with its pages, author and status, whether main moved underneath, and what the
 * person's role may do with it now: open it, submit it, approve it or ask for changes, publish
 * it, bring main into it. The server checks each of these again; the dialog only offers what
 * the role may do.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { buttonClass, quietButtonClass, StudioDialog } from '../StudioDialog.tsx';
import { publishedNews, type PublishedNews } from './published-news.ts';
import { STATUS_LABELS } from './status-labels.ts';
import { siteTime } from '../site-dates.ts';
import { DraftFacts } from './DraftFacts.tsx';
import { SchedulePublish } from './SchedulePublish.tsx';
import {
  draftDetail,
  listDrafts,
  publishDraft,
  reviewDraft,
  submitDraft,
  updateDraft,
  type Action,
  type DraftDetail,
  type DraftSummary,
  type FileConflict,
  type PublishProblem,
} from './team-api.ts';

/** What stops a submit or a publish: its `file:line:col` line and what to do about it. */
type Problem = Pick<PublishProblem, 'text' | 'fix'>;

interface DraftAction {
  label: string;
  /** The step forward (a filled button) rather than an aside. */
  main: boolean;
  offered: boolean;
  /** Does it and says what was done, for the status line. */
  run: () => Promise<string>;
}

interface Props {
  allowed: readonly Action[];
  current: string | null;
  onOpen: (id: string) => void;
  onClose: () => void;
  /** Each list as read (after an action too): the bar's draft picker says the same states. */
  onListed: (drafts: DraftSummary[]) => void;
  /** Main's changes conflict with the draft: the author chooses per file. */
  onConflicts: (draft: DraftDetail, files: FileConflict[]) => void;
  /** A publish is done: what the publisher is told, and whether a deploy is under way. */
  onPublished?: (news: PublishedNews) => void;
}

/** The list, and the draft to show: the one chosen, else the first not yet published. */
async function readDrafts(chosen: string | null) {
  const listed = await listDrafts();
  const id = chosen ?? listed.find((draft) => draft.status !== 'published')?.id ?? null;
  return { listed, id, shown: id ? await draftDetail(id) : null };
}

export function DraftsDialog({
  allowed,
  current,
  onOpen,
  onClose,
  onListed,
  onConflicts,
  onPublished,
}: Props) {
  const listId = useId();
  // Null until the list has come: a slow answer does not read as no drafts at all.
  const [drafts, setDrafts] = useState<DraftSummary[] | null>(null);
  const [selected, setSelected] = useState<string | null>(current);
  const [detail, setDetail] = useState<DraftDetail | null>(null);
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<Problem[]>([]);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const may = (action: Action) => allowed.includes(action);

  // Setters only (the parent's too): the same function on every render.
  const show = useCallback(
    (read: Awaited<ReturnType<typeof readDrafts>>) => {
      setDrafts(read.listed);
      onListed(read.listed);
      setSelected(read.id);
      setDetail(read.shown);
    },
    [onListed],
  );

  useEffect(() => {
    let live = true;
    readDrafts(selected)
      .then((read) => live && show(read))
      .catch((error: Error) => live && setMessage(error.message));
    return () => {
      live = false;
    };
  }, [selected, show]);

  // An action's outcome is shown with the draft as read after it, in one render: "Approved"
  // never stands beside a status still reading "In review".
  const act = async (run: () => Promise<string>) => {
    setBusy(true);
    setMessage('');
    setProblems([]);
    try {
      const outcome = await run();
      const read = await readDrafts(selected).catch(() => null);
      if (read) show(read);
      setMessage(
        read
          ? outcome
          : `${outcome} The drafts could not be read again: close and reopen this list.`,
      );
    } catch (error) {
      setMessage((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const publish = (draft: DraftDetail) => async () => {
    const result = await publishDraft(draft.id).catch((error: { body?: unknown }) => {
      if (error.body && typeof error.body === 'object' && 'kind' in error.body) {
        return error.body as Awaited<ReturnType<typeof publishDraft>>;
      }
      throw error;
    });
    if (result.kind === 'published') {
      const news = await publishedNews(draft.name);
      onPublished?.(news);
      return news.message;
    }
    if (result.kind === 'invalid') {
      setProblems(result.problems);
      return `Not published: the site would not pass its checks (${result.problems.length}).`;
    }
    if (result.kind === 'needs-update') {
      return `Not published: the live site changed the same files (${result.conflicts.map((c) => c.path).join(', ')}). The draft needs an update from an editor.`;
    }
    return `Not published: the remote refused it: ${result.message}`;
  };

  const bringMainIn = (draft: DraftDetail) => async () => {
    const result = await updateDraft(draft.id);
    if (result.kind === 'conflict') {
      onConflicts(draft, result.files);
      return 'The live site changed the same lines: choose per change.';
    }
    return result.kind === 'updated'
      ? `“${draft.name}” now includes the live site's latest changes.`
      : `“${draft.name}” already has the live site's latest changes.`;
  };

  const review = (draft: DraftDetail, decision: 'approve' | 'changes') => async () => {
    await reviewDraft(draft.id, decision, comment);
    setComment('');
    return decision === 'approve'
      ? `Approved “${draft.name}”.`
      : `Asked for changes to “${draft.name}”.`;
  };

  /**
   * What may be done with the draft now, in the order offered: what the role allows in the
   * draft's status (the server checks both again). A draft with nothing saved has nothing to
   * submit.
   */
  const draftActions = (draft: DraftDetail): DraftAction[] => {
    const reviewable = may('draft.review') && ['in-review', 'approved'].includes(draft.status);
    // Someone who wrote part of it may still ask for changes, never approve (the server says so
    // too); nor may one who approved it as it stands approve again (a 409 `already-approved`).
    const approvable = reviewable && !draft.selfReview && draft.yourApproval === null;
    return [
      {
        label: 'Submit for review',
        main: true,
        offered:
          may('draft.submit') &&
          ['editing', 'changes-requested'].includes(draft.status) &&
          draft.files.length > 0,
        run: async () => {
          await submitDraft(draft.id).catch((error: { body?: { problems?: unknown } }) => {
            // Refused because the site's checks would refuse it: what to fix, as a publish says.
            const refused = error.body?.problems;
            if (Array.isArray(refused)) setProblems(refused as Problem[]);
            throw error;
          });
          return `Submitted “${draft.name}” for review.`;
        },
      },
      { label: 'Approve', main: true, offered: approvable, run: review(draft, 'approve') },
      { label: 'Ask for changes', main: false, offered: reviewable, run: review(draft, 'changes') },
      {
        label: 'Publish',
        main: true,
        offered: may('draft.publish') && draft.status === 'approved',
        run: publish(draft),
      },
      {
        label: 'Update from the live site',
        main: false,
        offered:
          may('draft.save') &&
          draft.status !== 'published' &&
          (draft.status === 'needs-update' || draft.main.moved),
        run: bringMainIn(draft),
      },
    ];
  };

  const draft = detail;
  return (
    <StudioDialog title="Drafts" onClose={onClose} wide>
      <div className="mt-3 grid gap-4 md:grid-cols-[16rem_1fr]">
        <nav aria-labelledby={listId}>
          <h3 id={listId} className="text-xs font-semibold text-muted uppercase">
            All drafts
          </h3>
          {drafts === null
            ? // Unless the list failed: the status below says why.
              !message && <p className="mt-2 text-sm text-muted">Loading the drafts…</p>
            : drafts.length === 0 && <p className="mt-2 text-sm text-muted">No drafts yet.</p>}
          <ul className="mt-1 grid gap-1">
            {(drafts ?? []).map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  aria-current={item.id === selected ? 'true' : undefined}
                  onClick={() => {
                    setSelected(item.id);
                    setMessage('');
                    setProblems([]);
                  }}
                  className="grid w-full rounded px-2 py-1 text-left text-sm hover:bg-slate-100 aria-[current=true]:bg-brand-50 aria-[current=true]:font-semibold"
                >
                  <span>{item.name}</span>
                  <span className="text-xs text-muted">
                    {STATUS_LABELS[item.status]} · {item.author?.name ?? 'unknown'} ·{' '}
                    {siteTime(item.updatedAt)} ·{' '}
                    {item.files.map((file) => file.route ?? file.path).join(', ') ||
                      'no changes yet'}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-label="Selected draft">
          {draft ? (
            <>
              <h3 className="text-base font-semibold">{draft.name}</h3>
              <DraftFacts draft={draft} />
              <SchedulePublish key={draft.id} draft={draft} canSchedule={may('draft.schedule')} />
              {draft.selfReview && ['in-review', 'approved'].includes(draft.status) && (
                <p className="mt-2 text-sm text-muted">
                  You wrote part of this draft, so someone else approves it.
                </p>
              )}
              {may('draft.review') &&
                draft.yourApproval !== null &&
                ['in-review', 'approved'].includes(draft.status) && (
                  <p className="mt-2 text-sm">
                    You approved this draft ({siteTime(draft.yourApproval)}). If you see a problem
                    after all, you can still ask for changes: that withdraws your approval and sends
                    the draft back to its editor.
                  </p>
                )}
              {may('draft.review') && ['in-review', 'approved'].includes(draft.status) && (
                <div className="mt-3 grid gap-1">
                  <label htmlFor={`${listId}-comment`} className="text-sm font-medium">
                    Review comment (optional)
                  </label>
                  <textarea
                    id={`${listId}-comment`}
                    value={comment}
                    onChange={(event) => setComment(event.target.value)}
                    rows={2}
                    className="rounded-md px-2 py-1 text-sm ring-1 ring-slate-300"
                  />
                </div>
              )}
              <div className="mt-3 flex flex-wrap gap-2">
                {draft.status !== 'published' && draft.id !== current && (
                  <button
                    type="button"
                    className={quietButtonClass}
                    onClick={() => onOpen(draft.id)}
                  >
                    Open in the editor
                  </button>
                )}
                {draftActions(draft)
                  .filter((action) => action.offered)
                  .map((action) => (
                    <button
                      key={action.label}
                      type="button"
                      className={action.main ? buttonClass : quietButtonClass}
                      disabled={busy}
                      onClick={() => void act(action.run)}
                    >
                      {action.label}
                    </button>
                  ))}
              </div>
            </>
          ) : (
            drafts !== null && <p className="text-sm text-muted">Choose a draft.</p>
          )}
          <p role="status" className="mt-3 text-sm">
            {message}
          </p>
          {problems.length > 0 && (
            <ul aria-label="What to fix first" className="mt-2 grid gap-1 font-mono text-xs">
              {problems.map((problem) => (
                <li key={problem.text}>
                  {problem.text}
                  <span className="block font-sans text-muted">{problem.fix}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </StudioDialog>
  );
}
