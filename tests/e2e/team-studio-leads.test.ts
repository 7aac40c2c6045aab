/**
 * The studio's copy of every lead, over HTTP as the site sends it and in Chromium as the team
 * works it: the studio as a process serving the live site (the stand-in build) with
 * `--site-origin` and `--trust-proxy`. A lead posted on the site's own origin, and on the
 * studio's from the other origin with CORS, is stored once and shows once in the Leads view of a
 * `sales` person, who sees nothing else; an editor sees counts only; the CSV export escapes a
 * formula; spam is refused and counted; the limits, the size and the form's schema refuse and
 * change nothing; nothing else of the studio answers without a session; and every lead
 * acknowledged before a `kill -9` is in the database after it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactLead,
  pidListeningOn,
  postLead,
  type LeadBody,
} from '../../src/cli/bench/lead-client.ts';
import { teamApiClient, type Person } from '../../src/cli/bench/team-api-client.ts';
import { freePort } from '../../src/cli/bench/team-server-process.ts';
import { acceptInvitation } from '../support/accept-invitation.ts';
import { signInTeam, type Team } from '../support/team-people.ts';
import { startTeamServer, type TestTeamServer } from '../support/team-server.ts';
import { TEST_BUILD_DATE } from '../support/test-build-date.ts';
import { openPage, setupBrowser } from './harness.ts';

setupBrowser();

const OTHER_SITE = 'https://www.example.com';
const FORMULA = '=HYPERLINK("http://evil.example","Click")';

let server: TestTeamServer;
let team: Team;
let sales: Person;
let site: string;
let api: ReturnType<typeof teamApiClient>;
/** A new address for each burst, so the per-address limit of one test stays out of another's. */
let address = 0;
const nextAddress = () => `203.0.113.${++address}`;

const sendOnSite = (body: unknown, forwardedFor = nextAddress(), path = '/api/leads') =>
  postLead(`${site}${path}`, body, { origin: site, forwardedFor });

const leadCount = async () => {
  const counts = await api.call('GET', 'leads/counts', { as: team.admin });
  return counts.body.total as number;
};

beforeAll(async () => {
  const sitePort = await freePort();
  site = `http://127.0.0.1:${sitePort}`;
  server = await startTeamServer({
    entry: 'tests/support/studio-team-stand-in.ts',
    site: { port: sitePort },
    args: ['--site-origin', OTHER_SITE, '--trust-proxy'],
    env: { BUILD_DATE: TEST_BUILD_DATE },
  });
  api = teamApiClient(server.base);
  team = await signInTeam(server);
  const invited = await api.call('POST', 'users', {
    as: team.admin,
    body: { email: 'sam@example.com', role: 'sales', name: 'Sam Sales' },
  });
  expect(invited.status).toBe(201);
  sales = await api.join(invited.body.link as string, 'Sam Sales');
}, 180_000);

afterAll(async () => {
  await server?.remove();
});

describe('the lead copy', () => {
  it('builds the site it serves with VITE_LEADS_URL at the studio’s address when given --site-origin', async () => {
    let home = '';
    for (let waited = 0; waited < 30_000 && !home.includes('leads-url'); waited += 200) {
      const answer = await fetch(`${site}/`);
      home = answer.ok ? await answer.text() : '';
      if (!home.includes('leads-url')) await new Promise((done) => setTimeout(done, 200));
    }
    expect(home).toContain(`<meta name="leads-url" content="${server.base}/api/leads">`);
  });

  it('stores a lead sent on the site’s own origin once, and one from --site-origin with CORS', async () => {
    const lead = contactLead({ values: { ...contactLead().values, message: FORMULA } });
    const first = await sendOnSite(lead);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toEqual({ id: lead.id });
    // The browser's outbox sends it again (its answer was lost): stored once.
    const again = await sendOnSite(lead);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ id: lead.id, duplicate: true });

    const preflight = await fetch(`${server.base}/api/leads`, {
      method: 'OPTIONS',
      headers: { Origin: OTHER_SITE, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(OTHER_SITE);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST');
    const fromOther = await postLead(
      `${server.base}/api/leads`,
      contactLead({ page: '/pricing', formId: 'contact' }),
      { origin: OTHER_SITE, forwardedFor: nextAddress() },
    );
    expect(fromOther.status).toBe(201);
    expect(fromOther.headers.get('access-control-allow-origin')).toBe(OTHER_SITE);
    expect(await leadCount()).toBe(2);
  });

  it('refuses other origins, on either port, and answers nothing else of the studio without a session', async () => {
    const evil = 'https://evil.example';
    const preflight = await fetch(`${server.base}/api/leads`, {
      method: 'OPTIONS',
      headers: { Origin: evil, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    for (const [url, origin] of [
      [`${server.base}/api/leads`, evil],
      [`${server.base}/api/leads`, server.base],
      [`${site}/api/leads`, evil],
    ] as const) {
      const refused = await postLead(url, contactLead(), { origin, forwardedFor: nextAddress() });
      expect(refused.status, `${url} from ${origin}`).toBe(403);
      expect((refused.body.error as { code: string }).code).toBe('origin');
    }
    for (const path of [
      '/__studio/api/leads',
      '/__studio/api/leads/counts',
      '/__studio/api/leads/export',
      '/__studio/api/session',
      '/__studio/api/drafts',
      '/__studio/api/users',
      '/__studio/api/files',
      '/__studio/api/deploys',
      '/__studio/api/audit',
      '/media/anything.png',
    ]) {
      const answer = await fetch(`${server.base}${path}`);
      expect(answer.status, path).toBe(401);
    }
    expect(await leadCount()).toBe(2);
  });

  it('refuses and counts spam, from the form’s report and by its own checks, storing nothing', async () => {
    const before = await leadCount();
    const trap = await sendOnSite(contactLead({ honeypot: 'http://cheap-pills.example' }));
    expect(trap.status).toBe(422);
    expect(trap.body).toEqual({
      error: { code: 'spam', message: 'the submission was taken for spam and not stored' },
    });
    const fast = await sendOnSite(contactLead({ elapsedMs: 300 }));
    expect(fast.status).toBe(422);
    const report = await sendOnSite(
      { formId: 'contact', page: '/contact', reason: 'too-fast' },
      nextAddress(),
      '/api/leads/refusals',
    );
    expect(report.status).toBe(204);
    expect(await leadCount()).toBe(before);
    const counts = await api.call('GET', 'leads/counts', { as: team.editor });
    const byReason = (reason: string) =>
      (counts.body.refusals as { reason: string; count: number }[])
        .filter((row) => row.reason === reason)
        .reduce((sum, row) => sum + row.count, 0);
    expect(byReason('honeypot')).toBe(1);
    expect(byReason('too-fast')).toBe(2);
  });

  it('refuses past the limits, over 32 KB and what the form’s schema refuses, changing nothing', async () => {
    const before = await leadCount();
    const from = nextAddress();
    for (let sent = 0; sent < 10; sent++) {
      expect((await sendOnSite(contactLead(), from)).status).toBe(201);
    }
    const limited = contactLead();
    const refused = await sendOnSite(limited, from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((refused.body.error as { code: string }).code).toBe('rate-limited');
    // Another address is not held back by this one.
    expect((await sendOnSite(contactLead())).status).toBe(201);

    const large = contactLead({ values: { ...contactLead().values, message: 'x'.repeat(33_000) } });
    expect((await sendOnSite(large)).status).toBe(413);
    const invalid = await sendOnSite(
      contactLead({ values: { ...contactLead().values, email: 'not an address' } }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toMatchObject({
      code: 'invalid',
      fields: { email: expect.any(String) },
    });
    const unknown = await sendOnSite(contactLead({ formId: 'no-such-form' }));
    expect(unknown.status).toBe(400);
    expect(await leadCount()).toBe(before + 11);
    // The refused lead was not kept: sent again later, it is new, not a duplicate.
    const listed = await api.call('GET', `leads/${limited.id}`, { as: sales });
    expect(listed.status).toBe(404);
  });
});

describe('the Leads view', () => {
  it('shows a sales person the lead once, its details labelled, and nothing else of the studio', async () => {
    const strategyCall: LeadBody = {
      ...contactLead({ formId: 'consultation', page: '/pricing' }),
      values: {
        firstName: 'Rosa',
        lastName: 'Diaz',
        email: 'rosa@example.com',
        phone: '512-555-0199',
        company: 'Diaz Roofing',
        trade: 'roofing',
        location: 'Austin, TX',
        currentJobs: '6-10',
        goalJobs: '16-25',
        biggestChallenge: 'not-enough-leads',
        preferredTime: 'morning',
        message: '',
      },
    };
    expect((await sendOnSite(strategyCall)).status).toBe(201);
    expect((await sendOnSite(strategyCall)).status).toBe(200);

    const invited = await api.call('POST', 'users', {
      as: team.admin,
      body: { email: 'sue@example.com', role: 'sales', name: 'Sue Sales' },
    });
    const { page } = await openPage('', { width: 1280, height: 900 });
    await acceptInvitation(page, invited.body.link as string, 'Sue Sales');
    await page.getByRole('heading', { name: 'Leads', level: 1 }).waitFor();
    // Nothing of the site's content: no drafts, no editor, no live site.
    expect(await page.getByRole('button', { name: 'Drafts and review' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Live site' }).count()).toBe(0);
    const rows = page.getByRole('button', { name: 'Rosa Diaz' });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);

    await rows.click();
    const detail = page.getByRole('dialog', { name: /Rosa Diaz/ });
    await detail.waitFor();
    const text = await detail.innerText();
    expect(text).toContain('First Name');
    expect(text).toContain('Current Jobs per Month');
    expect(text).toContain('6-10 jobs');
    expect(text).toContain('Not enough leads');
    expect(text).toContain('/pricing');
    // The visit's UTM parameters (contactLead's) in a marketer's words: each term of the lists
    // with the definition after it, as a screen reader pairs them.
    const terms = await detail.getByRole('term').allInnerTexts();
    const definitions = await detail.getByRole('definition').allInnerTexts();
    expect(definitions).toHaveLength(terms.length);
    const facts = Object.fromEntries(terms.map((term, index) => [term, definitions[index]]));
    expect(facts).toMatchObject({ Source: 'google', Medium: 'cpc', Campaign: 'spring' });
    expect(text).not.toContain('utm_');
    expect(text).toMatch(/EST/);
    await detail.getByLabel('Status').selectOption('contacted');
    await detail.getByLabel('Notes').fill('Called, books Tuesday');
    await detail.getByRole('button', { name: 'Save status and notes' }).click();
    await detail.getByText('Saved.').waitFor();
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });

    // The export escapes a formula a visitor typed.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export these as CSV' }).click();
    const csv = readFileSync((await (await download).path())!, 'utf8');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(csv).not.toMatch(/(^|,)"=HYPERLINK/m);
    expect(csv).toContain('"contacted"');

    // The server refuses sales the rest of the studio.
    for (const path of ['drafts', 'files', 'deploys', 'users']) {
      expect((await api.call('GET', path, { as: sales })).status, path).toBe(403);
    }
    // The view of the details and the export are in the audit log.
    const audit = await api.call('GET', 'audit', { as: team.admin });
    const actions = (audit.body.events as { action: string; actorEmail: string }[])
      .filter((event) => event.actorEmail === 'sue@example.com')
      .map((event) => event.action);
    expect(actions).toEqual(expect.arrayContaining(['lead-view', 'lead-update', 'lead-export']));
    await page.context().close();
  });

  it('shows an editor the counts per form and page, never who sent them', async () => {
    const editorAnswers = await Promise.all(
      ['leads', 'leads/export', `leads/${contactLead().id}`].map((path) =>
        api.call('GET', path, { as: team.editor }),
      ),
    );
    expect(editorAnswers.map((answer) => answer.status)).toEqual([403, 403, 403]);
    const invited = await api.call('POST', 'users', {
      as: team.admin,
      body: { email: 'eve@example.com', role: 'editor', name: 'Eve Editor' },
    });
    const { page } = await openPage('', { width: 1280, height: 900 });
    await acceptInvitation(page, invited.body.link as string, 'Eve Editor');
    await page.getByRole('button', { name: 'Leads' }).click();
    const view = page.getByRole('dialog', { name: 'Leads' });
    await view.getByRole('table', { name: 'By page' }).waitFor();
    const text = await view.innerText();
    expect(text).toContain('/pricing');
    expect(text).toContain('Get Your Free Strategy Call');
    expect(text).toContain('These are counts only');
    expect(text).not.toContain('Rosa');
    expect(text).not.toContain('ann@example.com');
    expect(await view.getByRole('link', { name: 'Export these as CSV' }).count()).toBe(0);
    await page.context().close();
  });
});

describe('durability', () => {
  it('keeps every lead it acknowledged when killed with kill -9 under load', async () => {
    const acknowledged: string[] = [];
    let sending = true;
    const sender = async () => {
      while (sending) {
        const lead = contactLead();
        try {
          const answer = await sendOnSite(lead);
          if (answer.status === 201) acknowledged.push(lead.id);
        } catch {
          // The connection died with the server: not acknowledged, so not counted.
        }
      }
    };
    const senders = Array.from({ length: 4 }, sender);
    while (acknowledged.length < 40) await new Promise((done) => setTimeout(done, 5));
    process.kill(pidListeningOn(Number(new URL(site).port)), 'SIGKILL');
    sending = false;
    await Promise.all(senders);
    await server.exited();
    const db = createClient({ url: `file:${join(server.dataDir, 'studio.db')}` });
    try {
      const stored = new Set(
        (await db.execute('SELECT id FROM leads')).rows.map((row) => String(row.id)),
      );
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      db.close();
    }
    await server.start();
    expect(await leadCount()).toBeGreaterThanOrEqual(acknowledged.length);
  }, 120_000);
});
