/**
 * How a draft is shown: its summary in the list, and its detail for the reviewer (each file
 * with what its change does in words, the approvals, main's movement, overlapping drafts).
 * Reads only; the draft's lifecycle (drafts-workflow.ts) changes it.
 */
import type { Client } from '@libsql/client';
import { routeFromPageFile } from '../../../content/route-path.ts';
import { approvalsOfDraft, type Approval } from '../db/approvals.ts';
import { listDrafts, type Draft, type DraftStatus } from '../db/drafts.ts';
import { listUsers, type User } from '../db/users.ts';
import type { TeamRepository } from '../git/index.ts';
import { SITE_FILE } from '../../server/menu-link.ts';
import { pageChanges } from '../../server/page-changes.ts';
import { siteChanges, type SiteChanges } from '../../server/site-changes.ts';

/** Drafts that can still change; the others are history. */
export const OPEN_STATUSES: readonly DraftStatus[] = [
  'editing',
  'in-review',
  'changes-requested',
  'approved',
  'needs-update',
];

export interface DraftSummary {
  id: string;
  name: string;
  branch: string;
  status: DraftStatus;
  author: { name: string; email: string } | null;
  createdAt: string;
  updatedAt: string;
  head: string;
  /**
   * The pages and other files the draft changes, with a page's route; in a draft's detail,
   * `deleted` marks one the draft removes, and `movedTo` where a removed one went (its route,
   * else its path): a page given a new address.
   */
  files: { path: string; route?: string; deleted?: boolean; movedTo?: string }[];
  publishedCommit: string | null;
}

export interface DraftDetail extends DraftSummary {
  /** Main has commits the draft lacks; `conflicts` lists files that would not merge. */
  main: { moved: boolean; conflicts: string[] };
  approvals: {
    reviewer: string;
    decision: 'approve' | 'changes';
    comment: string;
    at: string;
    /** Given at the draft's current head (a later save voided it otherwise). */
    current: boolean;
  }[];
  /** Other open drafts changing the same files. */
  overlaps: { path: string; drafts: { id: string; name: string }[] }[];
  /**
   * The files as in the summary, and for the site file the settings the draft changes and the
   * old addresses whose forwarding it starts, moves or ends (its `redirects:`), each when there
   * are any; for a page it changes, what changed in words (page-changes.ts).
   */
  files: (DraftSummary['files'][number] & Partial<SiteChanges> & { changes?: string[] })[];
  /**
   * The person asking wrote part of the draft and so may not approve it (the studio was not
   * started with `--allow-self-review`): the app offers them no Approve and says why.
   */
  selfReview: boolean;
  /**
   * When the person asking approved the draft as it stands (their latest decision on its head),
   * else null: the app shows it in place of a second Approve, which the server would refuse.
   */
  yourApproval: string | null;
}

const iso = (at: number) => new Date(at).toISOString();

/** Everyone who ever had an account (removed ones too: they wrote drafts), by id. */
export async function people(db: Client): Promise<Map<string, User>> {
  return new Map((await listUsers(db, { includeRemoved: true })).map((user) => [user.id, user]));
}

export function summary(draft: Draft, known: Map<string, User>): DraftSummary {
  const author = known.get(draft.createdBy);
  return {
    id: draft.id,
    name: draft.name,
    branch: draft.branch,
    status: draft.status,
    author: author ? { name: author.name || author.email, email: author.email } : null,
    createdAt: iso(draft.createdAt),
    updatedAt: iso(draft.updatedAt),
    head: draft.headCommit,
    files: draft.files.map((path) => {
      const route = routeFromPageFile(path);
      return route ? { path, route } : { path };
    }),
    publishedCommit: draft.publishedCommit,
  };
}

/** The other open drafts that change `path`. */
export async function touching(db: Client, path: string, except?: string) {
  const drafts = await listDrafts(db, { statuses: OPEN_STATUSES, touching: path, except });
  return drafts.map((draft) => ({ id: draft.id, name: draft.name }));
}

/** Whether `person` authored any commit on the draft. */
export async function wrote(repo: TeamRepository, draft: Draft, person: User): Promise<boolean> {
  const authors = await repo.draftAuthors(draft.baseCommit, draft.headCommit);
  return authors.includes(person.email.toLowerCase());
}

/**
 * A file's text where the draft started (at `from`, the path it had then: a page given a new
 * address) and now, null where it is absent.
 */
async function sidesOf(
  repo: TeamRepository,
  draft: Draft,
  path: string,
  from = path,
): Promise<[string | null, string | null]> {
  const [before, after] = await Promise.all([
    repo.readBytes(draft.baseCommit, from),
    repo.readBytes(draft.headCommit, path),
  ]);
  return [before?.toString('utf8') ?? null, after?.toString('utf8') ?? null];
}

/**
 * What the draft's change of a file does, in words: for the site file the settings it changes
 * and the redirects it adds, moves or removes; for a page, what changed in it. Only what there
 * is (an entry without any reads as the file alone), and none when a text cannot be read so.
 */
export function changesOf(
  path: string,
  [before, after]: [string | null, string | null],
  from?: string,
): Partial<SiteChanges> & { changes?: string[] } {
  try {
    if (path === SITE_FILE) {
      const { settings, redirects } = siteChanges(before, after);
      return {
        ...(settings.length > 0 && { settings }),
        ...(redirects.length > 0 && { redirects }),
      };
    }
    const changes = [
      ...(from === undefined ? [] : [`moved from ${routeFromPageFile(from) ?? from}`]),
      ...(routeFromPageFile(path) ? pageChanges(before, after) : []),
    ];
    return changes.length > 0 ? { changes } : {};
  } catch {
    return {};
  }
}

/**
 * The draft with every file Git says it changes (its base against its head) beside those the
 * database recorded: whatever way a file came in, the reviewer sees it listed.
 */
async function gitListed(repo: TeamRepository, draft: Draft): Promise<Draft> {
  const changed = await repo
    .changedPaths(draft.baseCommit, draft.headCommit)
    .catch((): string[] => []);
  const unlisted = changed.filter((path) => !draft.files.includes(path));
  return unlisted.length === 0 ? draft : { ...draft, files: [...draft.files, ...unlisted] };
}

/** When `viewer`'s latest decision on `head` (oldest-first `decisions`) is an approval. */
function viewerApproval(decisions: Approval[], head: string, viewer?: User): string | null {
  const mine = decisions.filter((d) => d.reviewerId === viewer?.id && d.commit === head).at(-1);
  return mine?.decision === 'approve' ? iso(mine.at) : null;
}

/**
 * The reviewer's view of a draft. `viewer`: who asks, told whether they may approve it
 * (`selfReview`), unless `allowSelfReview` lets anyone.
 */
export async function draftDetail(
  db: Client,
  repo: TeamRepository,
  found: Draft,
  { viewer, allowSelfReview }: { viewer?: User; allowSelfReview: boolean },
): Promise<DraftDetail> {
  const draft = await gitListed(repo, found);
  const known = await people(db);
  const [decisions, movement, selfReview] = await Promise.all([
    approvalsOfDraft(db, draft.id),
    draft.status === 'published'
      ? Promise.resolve(null)
      : repo.mainMovedUnderneath(draft.branch).catch(() => null),
    viewer === undefined || allowSelfReview || draft.status === 'published'
      ? false
      : wrote(repo, draft, viewer),
  ]);
  const [overlaps, renamed] = await Promise.all([
    Promise.all(
      draft.files.map(async (path) => ({ path, drafts: await touching(db, path, draft.id) })),
    ),
    // Where a removed file went, so a move reads as neither a deletion nor a new page.
    repo.renamedPaths(draft.baseCommit, draft.headCommit).catch(() => new Map<string, string>()),
  ]);
  const movedFrom = new Map([...renamed].map(([from, to]) => [to, from]));
  // Each file as it was and is: a file the draft removes gets no preview, and the reviewer
  // is told; one it changes says what the change does.
  const sides = await Promise.all(
    draft.files.map((path) => sidesOf(repo, draft, path, movedFrom.get(path))),
  );
  const described = summary(draft, known);
  const movedTo = (path: string) => {
    const to = renamed.get(path);
    return to === undefined ? {} : { movedTo: routeFromPageFile(to) ?? to };
  };
  return {
    ...described,
    files: described.files.map((file, index) =>
      sides[index]![1] === null
        ? { ...file, deleted: true, ...movedTo(file.path) }
        : { ...file, ...changesOf(file.path, sides[index]!, movedFrom.get(file.path)) },
    ),
    main: movement?.moved
      ? { moved: true, conflicts: movement.conflictedPaths }
      : { moved: false, conflicts: [] },
    approvals: decisions.map((decision) => ({
      reviewer:
        known.get(decision.reviewerId)?.name || known.get(decision.reviewerId)?.email || 'someone',
      decision: decision.decision,
      comment: decision.comment,
      at: iso(decision.at),
      current: decision.commit === draft.headCommit,
    })),
    overlaps: overlaps.filter((overlap) => overlap.drafts.length > 0),
    selfReview,
    yourApproval: viewerApproval(decisions, draft.headCommit, viewer),
  };
}
