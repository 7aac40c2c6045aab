/**
 * The scheduler's lanes, with the studio as a process on a test clock (`--test-hooks`) whose
 * STUDIO_SMTP_URL is a mail server that takes the connection and never answers
 * (tests/support/silent-mail-server.ts): an invitation's e-mail hangs on it, and a scheduled
 * publish that falls due meanwhile goes live on the studio's own site (`serve`, fetched over
 * HTTP) while the e-mail's job is still `running` and its connection still open, where one lane
 * for all would have held the publish until nodemailer gave up. The e-mail then fails in words
 * and waits for its next try, as any failed send does.
 *
 * The build is the stand-in's (tests/support/stand-in-deploy.ts), the people added from the
 * command line (an invitation made over the API would be e-mailed, into the silent server).
 */
import { createClient } from '@libsql/client';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamApiClient, type Person } from '../../src/cli/bench/team-api-client.ts';
import { freePort } from '../../src/cli/bench/team-server-process.ts';
import { startSilentMailServer, type SilentMailServer } from '../support/silent-mail-server.ts';
import { ABOUT_PAGE, aboutWith, approvedDraft } from '../support/team-drafts.ts';
import type { Team } from '../support/team-people.ts';
import { startTeamServer, type TestTeamServer } from '../support/team-server.ts';
import { TEST_BUILD_DATE } from '../support/test-build-date.ts';
import { setStudioClock } from '../support/studio-clock.ts';

/** Noon in New York, the site's zone (pages/_site.yaml). */
const START = '2026-12-01T17:00:00Z';
const SENTENCE = 'Live while the mail server hangs';

let mailServer: SilentMailServer;
let server: TestTeamServer;
let team: Team;
let sitePort: number;

const api = () => teamApiClient(server.base);
const call = (method: string, path: string, as: Person, body?: unknown) =>
  api().call(method, path, { as, body });

const setClock = (iso: string) => setStudioClock(server.base, iso);

/** The studio's jobs of `kind`, read from its database file as the server left them. */
async function jobsOf(kind: string) {
  const db = createClient({ url: `file:${join(server.dataDir, 'studio.db')}` });
  try {
    const result = await db.execute({
      sql: 'SELECT id, state, last_error FROM jobs WHERE kind = ? ORDER BY id',
      args: [kind],
    });
    return result.rows.map((row) => ({
      id: Number(row.id),
      state: String(row.state),
      error: String(row.last_error),
    }));
  } finally {
    db.close();
  }
}

const aboutServed = async () => {
  const page = await fetch(`http://127.0.0.1:${sitePort}/about/`).catch(() => null);
  return page?.ok ? await page.text() : '';
};

beforeAll(async () => {
  mailServer = await startSilentMailServer();
  sitePort = await freePort();
  server = await startTeamServer({
    entry: 'tests/support/studio-team-stand-in.ts',
    site: { port: sitePort },
    args: ['--test-hooks'],
    env: { BUILD_DATE: TEST_BUILD_DATE, STUDIO_TEST_NOW: START, STUDIO_SMTP_URL: mailServer.url },
  });
  const add = (email: string, role: string, name: string) =>
    api().join(server.invite(email, role), name);
  team = {
    admin: await add('admin@example.com', 'admin', 'Ada Admin'),
    editor: await add('ed@example.com', 'editor', 'Ed Editor'),
    reviewer: await add('rita@example.com', 'reviewer', 'Rita Reviewer'),
  };
}, 120_000);

afterAll(async () => {
  await server?.remove();
  await mailServer?.close();
});

describe('the scheduler’s lanes', () => {
  it('publishes on time while an e-mail hangs on a mail server that never answers', async () => {
    const id = await approvedDraft(server.base, team, {
      name: 'Beside the mail',
      path: ABOUT_PAGE,
      text: aboutWith(SENTENCE),
    });
    const scheduled = await call('PUT', `drafts/${id}/schedule`, team.admin, {
      date: '2026-12-02',
      time: '09:00',
    });
    expect(scheduled.status).toBe(200);

    // Two seconds before the publish's time (09:00 New York, 14:00 UTC), an invitation is
    // e-mailed: its job takes the silent server's connection and waits on it.
    await setClock('2026-12-02T13:59:58Z');
    const invited = await call('POST', 'users', team.admin, {
      email: 'mo@example.com',
      role: 'editor',
      name: 'Mo Editor',
    });
    expect(invited.status).toBe(201);
    expect(invited.body.emailed).toBe(true);
    await mailServer.connected();
    const [mail] = await jobsOf('mail-invitation');
    expect(mail?.state).toBe('running');

    // The publish falls due while the e-mail hangs, and goes live meanwhile.
    await setClock('2026-12-02T14:00:01Z');
    await expect.poll(aboutServed, { timeout: 60_000, interval: 200 }).toContain(SENTENCE);
    const whenLive = { events: [...mailServer.events], mail: (await jobsOf('mail-invitation'))[0] };
    expect(whenLive.events).toEqual(['connected']);
    expect(whenLive.mail?.state).toBe('running');
    expect((await call('GET', `drafts/${id}`, team.admin)).body.status).toBe('published');

    // The e-mail's own time-out ends it: a failure in words, tried again later.
    await expect
      .poll(async () => (await jobsOf('mail-invitation'))[0]?.state, { timeout: 60_000 })
      .toBe('pending');
    expect(mailServer.events).toEqual(['connected', 'closed']);
    expect((await jobsOf('mail-invitation'))[0]?.error).toMatch(/mail server 127\.0\.0\.1:\d+/);
  }, 180_000);
});
