/** The one table of who may do what, and the database agreeing on the roles. */
import { afterEach, describe, expect, it } from 'vitest';
import {
  ACTIONS,
  allowedActions,
  can,
  isAction,
  PERMISSIONS,
  refusalFor,
  refuseUnlessAllowed,
  ROLES,
} from '../../../../../src/studio/team/auth/roles.ts';
import { openDatabase } from '../../../../../src/studio/team/db/open.ts';
import { insertUser } from '../../../../../src/studio/team/db/users.ts';
import { tempDataDir } from './support.ts';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

describe('roles', () => {
  it('lets editors edit and submit, reviewers review, publishers publish, sales work leads, admins do all', () => {
    const reading = ['files.read', 'preview.read', 'deploys.read'];
    expect(allowedActions('editor')).toEqual([
      ...reading,
      'draft.create',
      'draft.save',
      'draft.submit',
      'media.upload',
      'media.manage',
      'leads.counts',
      'mail.choices',
    ]);
    expect(allowedActions('reviewer')).toEqual([
      ...reading,
      'draft.review',
      'leads.counts',
      'mail.choices',
    ]);
    expect(allowedActions('publisher')).toEqual([
      ...reading,
      'draft.publish',
      'draft.schedule',
      'deploys.retry',
      'deploys.main',
      'deploys.rollback',
      'leads.counts',
      'mail.choices',
    ]);
    // Sales sees the leads and nothing of the site.
    expect(allowedActions('sales')).toEqual([
      'leads.counts',
      'leads.read',
      'leads.update',
      'leads.export',
      'leads.delete',
    ]);
    expect(allowedActions('admin')).toEqual(ACTIONS);
    expect(ACTIONS).toEqual([
      'files.read',
      'preview.read',
      'deploys.read',
      'draft.create',
      'draft.save',
      'draft.submit',
      'media.upload',
      'media.manage',
      'draft.review',
      'draft.publish',
      'draft.schedule',
      'deploys.retry',
      'deploys.main',
      'deploys.rollback',
      'users.manage',
      'site.rebuild-time',
      'leads.counts',
      'leads.read',
      'leads.update',
      'leads.export',
      'leads.delete',
      'mail.failures',
      'mail.choices',
      'audit.read',
    ]);
    expect(can('publisher', 'draft.save')).toBe(false);
    expect(can('editor', 'draft.publish')).toBe(false);
    expect(can('reviewer', 'draft.review')).toBe(true);
  });

  it('refuses in plain words that name exactly the roles that may', () => {
    expect(refusalFor('draft.review')).toBe(
      'Only reviewers and admins can approve a draft or ask for changes.',
    );
    for (const action of ACTIONS) {
      const allowed = PERMISSIONS[action].roles;
      if (allowed.length === ROLES.length) continue;
      const named = /^Only (.+?) can /.exec(refusalFor(action))![1]!.split(/, | and /);
      expect(named, action).toEqual(allowed.map((role) => (role === 'sales' ? role : `${role}s`)));
    }
    expect(refuseUnlessAllowed('editor', 'draft.publish')).toEqual({
      status: 403,
      code: 'forbidden',
      error: 'Only publishers and admins can publish a draft.',
    });
    expect(refuseUnlessAllowed('publisher', 'draft.publish')).toBeNull();
    expect(isAction('draft.save')).toBe(true);
    expect(isAction('toString')).toBe(false);
  });

  it('has the same five roles as the users table accepts', async () => {
    const data = tempDataDir();
    const database = await openDatabase(data.dir);
    cleanups.push(() => database.close(), data.remove);
    for (const role of ROLES) {
      await insertUser(database.client, { email: `${role}@example.com`, name: '', role }, 0);
    }
    await expect(
      insertUser(
        database.client,
        { email: 'owner@example.com', name: '', role: 'owner' as never },
        0,
      ),
    ).rejects.toThrow(/CHECK constraint/);
  });
});
