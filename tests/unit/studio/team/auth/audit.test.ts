/** The audit log: every account event recorded with who, when and where; paged; exported. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../../../src/studio/team/auth/audit.ts';
import { actorOf } from '../../../../../src/studio/team/auth/team-auth.ts';
import { CLI_ACTOR, member, MINUTE, teamFixture } from './support.ts';

let fixture: Awaited<ReturnType<typeof teamFixture>>;
beforeEach(async () => {
  fixture = await teamFixture();
});
afterEach(() => fixture.cleanup());

describe('audit log', () => {
  it('records sign-ins, failures, sign-outs and changes to the team, newest first', async () => {
    const admin = await member(fixture, 'root@example.com', 'admin');
    fixture.clock.advance(MINUTE);
    const bad = await fixture.auth.signIn({
      email: 'root@example.com',
      password: 'wrong one!',
      ip: '192.0.2.5',
    });
    expect(bad.ok).toBe(false);
    const good = await fixture.auth.signIn({
      email: 'root@example.com',
      password: admin.password,
      ip: '192.0.2.5',
    });
    if (!good.ok) throw new Error(good.message);
    const by = actorOf(good.user);
    await fixture.auth.invite({ email: 'gus@example.com', role: 'editor', by, ip: '192.0.2.5' });
    await fixture.auth.changeRole({
      user: { email: 'gus@example.com' },
      role: 'reviewer',
      by,
      ip: '192.0.2.5',
    });
    await fixture.auth.removeUser({ user: { email: 'gus@example.com' }, by, ip: '192.0.2.5' });
    await fixture.auth.signOut(good.token, '192.0.2.5');
    const { events, next } = await fixture.auth.listAudit();
    expect(next).toBeNull();
    expect(events.map((event) => [event.action, event.actorEmail])).toEqual([
      ['sign-out', 'root@example.com'],
      ['user-remove', 'root@example.com'],
      ['user-role', 'root@example.com'],
      ['user-invite', 'root@example.com'],
      ['sign-in', 'root@example.com'],
      ['sign-in-failed', 'root@example.com'],
      ['sign-in', 'root@example.com'],
      ['invitation-accepted', 'root@example.com'],
      ['user-invite', 'cli:test'],
    ]);
    const role = events[2]!;
    expect(role).toMatchObject({
      actorUserId: good.user.id,
      ip: '192.0.2.5',
      draftId: null,
      commits: [],
      detail: { email: 'gus@example.com', from: 'editor', to: 'reviewer' },
      at: new Date(fixture.clock.now()).toISOString(),
    });
    expect(events[5]!.detail).toEqual({ reason: 'wrong-credentials' });
    expect(events.at(-1)!.actorUserId).toBeNull();
  });

  it('records workflow events with their draft and commits, and filters by them', async () => {
    const ed = await member(fixture, 'ed@example.com', 'editor');
    const actor = { userId: ed.user.id, email: ed.user.email };
    await fixture.auth.record({
      actor,
      action: 'save',
      draftId: 'd1',
      commits: ['a1'],
      ip: '192.0.2.1',
    });
    fixture.clock.advance(MINUTE);
    await fixture.auth.record({ actor, action: 'save', draftId: 'd2', commits: ['b1'] });
    fixture.clock.advance(MINUTE);
    await fixture.auth.record({
      actor,
      action: 'submit',
      draftId: 'd1',
      commits: ['a1', 'a2'],
      detail: { note: 'ready' },
    });
    const d1 = await fixture.auth.listAudit({ draftId: 'd1' });
    expect(d1.events.map((event) => [event.action, event.commits])).toEqual([
      ['submit', ['a1', 'a2']],
      ['save', ['a1']],
    ]);
    const saves = await fixture.auth.listAudit({ action: 'save' });
    expect(saves.events.map((event) => event.draftId)).toEqual(['d2', 'd1']);
    const lastMinute = await fixture.auth.listAudit({ since: fixture.clock.now() - MINUTE });
    expect(lastMinute.events.map((event) => event.draftId)).toEqual(['d1', 'd2']);
    const byOthers = await fixture.auth.listAudit({ actorEmail: 'nobody@example.com' });
    expect(byOthers.events).toEqual([]);
    expect(AUDIT_ACTIONS).toEqual(
      expect.arrayContaining([
        'sign-in',
        'sign-in-failed',
        'save',
        'submit',
        'approve',
        'request-changes',
        'publish',
      ]),
    );
  });

  it('pages by a cursor that neither repeats nor skips when events arrive between pages', async () => {
    for (let index = 1; index <= 7; index += 1) {
      await fixture.auth.record({ actor: CLI_ACTOR, action: 'save', detail: { index } });
    }
    const first = await fixture.auth.listAudit({ limit: 3 });
    await fixture.auth.record({ actor: CLI_ACTOR, action: 'save', detail: { index: 8 } });
    const second = await fixture.auth.listAudit({ limit: 3, before: first.next! });
    const third = await fixture.auth.listAudit({ limit: 3, before: second.next! });
    const indexes = [first, second, third].map((page) =>
      page.events.map((event) => event.detail.index),
    );
    expect(indexes).toEqual([[7, 6, 5], [4, 3, 2], [1]]);
    expect(third.next).toBeNull();
  });

  it('exports every matching event as JSON, oldest first', async () => {
    for (let index = 1; index <= 620; index += 1) {
      await fixture.auth.record({
        actor: CLI_ACTOR,
        action: index % 2 ? 'save' : 'publish',
        detail: { index },
      });
    }
    const all = JSON.parse(await fixture.auth.exportAudit()) as {
      exportedAt: string;
      events: { detail: { index: number }; at: string; action: string }[];
    };
    expect(all.exportedAt).toBe(new Date(fixture.clock.now()).toISOString());
    expect(all.events.map((event) => event.detail.index)).toEqual(
      Array.from({ length: 620 }, (_, index) => index + 1),
    );
    const publishes = JSON.parse(
      await fixture.auth.exportAudit({ action: 'publish' }),
    ) as typeof all;
    expect(publishes.events).toHaveLength(310);
    expect(new Set(publishes.events.map((event) => event.action))).toEqual(new Set(['publish']));
  });
});
