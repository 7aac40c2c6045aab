/** Drafts and approvals: the workflow's rows, with compare-and-set saves and per-commit decisions. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  approvalsOfDraft,
  decisionsAtCommit,
  insertApproval,
} from '../../../../../src/studio/team/db/approvals.ts';
import {
  draftByBranch,
  draftById,
  insertDraft,
  listDrafts,
  setDraftFiles,
  updateDraft,
} from '../../../../../src/studio/team/db/drafts.ts';
import { newDraftId } from '../../../../../src/studio/team/db/ids.ts';
import { insertUser, type User } from '../../../../../src/studio/team/db/users.ts';
import { teamFixture } from '../auth/support.ts';

let fixture: Awaited<ReturnType<typeof teamFixture>>;
let editor: User;
let reviewer: User;
beforeEach(async () => {
  fixture = await teamFixture();
  const db = fixture.database.client;
  editor = await insertUser(db, { email: 'ed@example.com', name: 'Ed', role: 'editor' }, 0);
  reviewer = await insertUser(db, { email: 'rae@example.com', name: 'Rae', role: 'reviewer' }, 0);
});
afterEach(() => fixture.cleanup());

async function draft(name: string, files: string[], at = fixture.clock.now()) {
  const id = newDraftId();
  return insertDraft(
    fixture.database.client,
    {
      id,
      name,
      branch: `studio/${name}-${id}`,
      createdBy: editor.id,
      baseCommit: 'base0',
      headCommit: 'base0',
      files,
    },
    at,
  );
}

describe('drafts', () => {
  it('stores a draft in status editing with its branch and files, and finds it again', async () => {
    const made = await draft('pricing-hero', ['pages/pricing.yaml']);
    expect(made.id).toMatch(/^[0-9a-f]{10}$/);
    expect(made).toMatchObject({
      status: 'editing',
      createdBy: editor.id,
      files: ['pages/pricing.yaml'],
      publishedCommit: null,
    });
    expect(await draftById(fixture.database.client, made.id)).toEqual(made);
    expect(await draftByBranch(fixture.database.client, made.branch)).toEqual(made);
    await fixture.reopen();
    expect(await draftById(fixture.database.client, made.id)).toEqual(made);
  });

  it('moves the head only from the expected commit, adding the save’s files', async () => {
    const db = fixture.database.client;
    const made = await draft('menu', ['pages/_site.yaml']);
    const saved = await updateDraft(
      db,
      made.id,
      { headCommit: 'c1', addFiles: ['pages/new.yaml', 'pages/_site.yaml'] },
      10,
      { expectHead: 'base0' },
    );
    expect(saved).toBe(true);
    // A second save still believing the head is base0 changes nothing, files included.
    const stale = await updateDraft(
      db,
      made.id,
      { headCommit: 'c2', addFiles: ['pages/other.yaml'] },
      20,
      { expectHead: 'base0' },
    );
    expect(stale).toBe(false);
    const now = (await draftById(db, made.id))!;
    expect(now).toMatchObject({ headCommit: 'c1', updatedAt: 10 });
    expect(now.files).toEqual(['pages/_site.yaml', 'pages/new.yaml']);
    await setDraftFiles(db, made.id, ['pages/new.yaml']);
    expect((await draftById(db, made.id))!.files).toEqual(['pages/new.yaml']);
  });

  it('lists by status and by the page they touch, leaving one out', async () => {
    const db = fixture.database.client;
    const a = await draft('a', ['pages/pricing.yaml'], 1);
    const b = await draft('b', ['pages/pricing.yaml', 'pages/index.yaml'], 2);
    const c = await draft('c', ['pages/index.yaml'], 3);
    await updateDraft(db, c.id, { status: 'published', publishedCommit: 'm1' }, 4);
    const ids = (drafts: { id: string }[]) => drafts.map((d) => d.id);
    expect(ids(await listDrafts(db))).toEqual([c.id, b.id, a.id]);
    expect(ids(await listDrafts(db, { touching: 'pages/pricing.yaml', except: a.id }))).toEqual([
      b.id,
    ]);
    const open = await listDrafts(db, {
      statuses: ['editing', 'in-review'],
      touching: 'pages/index.yaml',
    });
    expect(ids(open)).toEqual([b.id]);
    await expect(updateDraft(db, a.id, { status: 'merged' as never }, 5)).rejects.toThrow(
      /CHECK constraint/,
    );
  });
});

describe('approvals', () => {
  it('belong to a commit: a later head leaves them behind, each reviewer’s latest counts', async () => {
    const db = fixture.database.client;
    const made = await draft('hero', ['pages/index.yaml']);
    const other = await insertUser(db, { email: 'ola@example.com', name: '', role: 'reviewer' }, 0);
    await insertApproval(
      db,
      {
        draftId: made.id,
        reviewerId: reviewer.id,
        commit: 'c1',
        decision: 'changes',
        comment: 'typo',
      },
      1,
    );
    await insertApproval(
      db,
      { draftId: made.id, reviewerId: reviewer.id, commit: 'c1', decision: 'approve' },
      2,
    );
    await insertApproval(
      db,
      { draftId: made.id, reviewerId: other.id, commit: 'c1', decision: 'approve' },
      3,
    );
    const atC1 = await decisionsAtCommit(db, made.id, 'c1');
    expect(atC1.map((a) => [a.reviewerId, a.decision])).toEqual([
      [reviewer.id, 'approve'],
      [other.id, 'approve'],
    ]);
    expect(await decisionsAtCommit(db, made.id, 'c2')).toEqual([]);
    expect((await approvalsOfDraft(db, made.id)).map((a) => a.comment)).toEqual(['typo', '', '']);
  });
});
