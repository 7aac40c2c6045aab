/**
 * Leads kept only as long as they should be, deleted or exported on request, over HTTP against
 * the studio as a process (its test clock moved on) and in Chromium as a sales person works:
 * the daily retention deletes a lead older than 365 days and keeps a newer one, with the count
 * in the audit log; the leads of one e-mail address are found, exported (JSON, CSV) and deleted,
 * each audited by count and never by address; one lead is deleted; a role that may not is
 * refused and nothing changes; a deleted lead's bytes are gone from studio.db and its WAL.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactLead, postLead, type LeadBody } from '../../src/cli/bench/lead-client.ts';
import { teamApiClient, type Person } from '../../src/cli/bench/team-api-client.ts';
import { acceptInvitation } from '../support/accept-invitation.ts';
import { signInTeam, type Team } from '../support/team-people.ts';
import { startTeamServer, type TestTeamServer } from '../support/team-server.ts';
import { openPage, setupBrowser } from './harness.ts';
import { walkShot } from './walk-shots.ts';
import { setStudioClock } from '../support/studio-clock.ts';

setupBrowser();

const SITE = 'https://www.example.com';
const START = Date.parse('2026-01-05T12:00:00Z');
const DAY = 86_400_000;

let server: TestTeamServer;
let api: ReturnType<typeof teamApiClient>;
let team: Team;
let sales: Person;
let address = 0;

const leadOf = (email: string, marker: string, name = 'Ann Lee'): LeadBody =>
  contactLead({ values: { ...contactLead().values, name, email, message: `About ${marker}` } });

async function send(lead: LeadBody) {
  const sent = await postLead(`${server.base}/api/leads`, lead, {
    origin: SITE,
    forwardedFor: `198.51.100.${++address}`,
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
}

const setClock = (at: number) => setStudioClock(server.base, at);

const leadStatus = async (id: string) =>
  (await api.call('GET', `leads/${id}`, { as: team.admin })).status;

const auditOf = async (action: string) =>
  ((await api.call('GET', `audit?action=${action}`, { as: team.admin })).body.events ?? []) as {
    actorEmail: string;
    detail: Record<string, unknown>;
  }[];

/** The database's file and its WAL, as a backup of the data folder would copy them. */
const databaseBytes = () =>
  ['studio.db', 'studio.db-wal']
    .map((name) => {
      try {
        return readFileSync(join(server.dataDir, name)).toString('latin1');
      } catch {
        return '';
      }
    })
    .join('');

beforeAll(async () => {
  server = await startTeamServer({
    args: ['--test-hooks', '--site-origin', SITE, '--trust-proxy'],
    env: { STUDIO_TEST_NOW: new Date(START).toISOString() },
  });
  api = teamApiClient(server.base);
  team = await signInTeam(server);
  const invited = await api.call('POST', 'users', {
    as: team.admin,
    body: { email: 'sam@example.com', role: 'sales', name: 'Sam Sales' },
  });
  sales = await api.join(invited.body.link as string, 'Sam Sales');
}, 180_000);

afterAll(async () => {
  await server?.remove();
});

describe('lead retention', () => {
  it('deletes, daily, a lead older than 365 days and keeps a newer one, the count audited', async () => {
    const old = leadOf('old@example.com', 'old-lead');
    await send(old);
    await setClock(START + 200 * DAY);
    const recent = leadOf('recent@example.com', 'recent-lead');
    await send(recent);
    expect(await leadStatus(old.id)).toBe(200);
    // A day past the old lead's 365th: the day's retention run falls due and runs.
    await setClock(START + 366 * DAY + DAY / 2);
    for (let waited = 0; waited < 20_000 && (await leadStatus(old.id)) !== 404; waited += 200) {
      await new Promise((done) => setTimeout(done, 200));
    }
    expect(await leadStatus(old.id)).toBe(404);
    expect(await leadStatus(recent.id)).toBe(200);
    const runs = await auditOf('lead-retention');
    expect(runs.some((run) => run.detail.count === 1 && run.detail.days === 365)).toBe(true);
    expect(runs.every((run) => run.actorEmail === 'studio:lead-retention')).toBe(true);
    expect(databaseBytes()).not.toContain('old-lead');
    expect(databaseBytes()).toContain('recent-lead');
  });
});

describe('a person’s request', () => {
  it('finds, exports and deletes every lead of one address, audited by count only', async () => {
    const first = leadOf('pat@example.com', 'pat-first');
    const second = leadOf('Pat@Example.com', 'pat-second');
    const other = leadOf('lee@example.com', 'lee-only');
    for (const lead of [first, second, other]) await send(lead);

    const found = await api.call('POST', 'leads/by-email', {
      as: sales,
      body: { email: ' PAT@example.com ' },
    });
    expect(found.status).toBe(200);
    expect((found.body.leads as { id: string }[]).map((lead) => lead.id).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    const json = await api.call('POST', 'leads/by-email/export', {
      as: sales,
      body: { email: 'pat@example.com', format: 'json' },
    });
    expect(json.status).toBe(200);
    const document = json.body as { email: string; leads: { id: string; values: unknown[] }[] };
    expect(document.email).toBe('pat@example.com');
    expect(document.leads).toHaveLength(2);
    expect(JSON.stringify(document.leads)).toContain('pat-second');
    const csv = await api.call('POST', 'leads/by-email/export', {
      as: sales,
      body: { email: 'pat@example.com', format: 'csv' },
    });
    const rows = (csv.body.text as string).trim().split('\n');
    expect(rows).toHaveLength(3);
    expect(rows.join('\n')).not.toContain('lee-only');

    // Roles that may not are refused, and nothing changes.
    for (const person of [team.editor, team.reviewer]) {
      for (const [path, body] of [
        ['leads/by-email', { email: 'pat@example.com' }],
        ['leads/by-email/export', { email: 'pat@example.com', format: 'json' }],
        ['leads/by-email/delete', { email: 'pat@example.com' }],
      ] as const) {
        const refused = await api.call('POST', path, { as: person, body });
        expect(refused.status, path).toBe(403);
      }
    }
    expect(await leadStatus(first.id)).toBe(200);

    const deleted = await api.call('POST', 'leads/by-email/delete', {
      as: sales,
      body: { email: 'pat@example.com' },
    });
    expect(deleted.body).toEqual({ deleted: 2 });
    expect(await leadStatus(first.id)).toBe(404);
    expect(await leadStatus(second.id)).toBe(404);
    expect(await leadStatus(other.id)).toBe(200);
    const none = await api.call('POST', 'leads/by-email', {
      as: sales,
      body: { email: 'pat@example.com' },
    });
    expect(none.body.leads).toEqual([]);
    // Gone from the file and the WAL, which a backup copies.
    expect(databaseBytes()).not.toContain('pat-first');
    expect(databaseBytes()).not.toContain('pat-second');
    expect(databaseBytes()).toContain('lee-only');

    const deletes = await auditOf('lead-delete');
    expect(deletes[0]!.detail).toEqual({ count: 2, byAddress: true });
    expect((await auditOf('lead-find')).map((event) => event.detail.count)).toContain(2);
    const exports = (await auditOf('lead-export')).filter((event) => event.detail.byAddress);
    expect(exports.map((event) => event.detail.format).sort()).toEqual(['csv', 'json']);
    const everything = await api.call('GET', 'audit/export', { as: team.admin });
    expect(JSON.stringify(everything.body)).not.toMatch(/pat@example\.com|pat-first/i);
  });

  it('deletes one lead for sales, refuses a reviewer, and audits it without its content', async () => {
    const lead = leadOf('one@example.com', 'one-lead');
    await send(lead);
    const refused = await api.call('DELETE', `leads/${lead.id}`, { as: team.reviewer, body: {} });
    expect(refused.status).toBe(403);
    expect(await leadStatus(lead.id)).toBe(200);
    const deleted = await api.call('DELETE', `leads/${lead.id}`, { as: sales, body: {} });
    expect(deleted.status).toBe(200);
    expect(await leadStatus(lead.id)).toBe(404);
    const again = await api.call('DELETE', `leads/${lead.id}`, { as: sales, body: {} });
    expect(again.status).toBe(404);
    expect((await auditOf('lead-delete'))[0]!.detail).toEqual({ count: 1, lead: lead.id });
    expect(databaseBytes()).not.toContain('one-lead');
  });
});

describe('the Leads view', () => {
  it('lets a sales person delete a lead once confirmed, and carry out a request by address', async () => {
    const una = leadOf('una@example.com', 'una-lead', 'Una Ortiz');
    const kim = [
      leadOf('kim@example.com', 'kim-1', 'Kim Park'),
      leadOf('kim@example.com', 'kim-2', 'Kim Park'),
    ];
    for (const lead of [una, ...kim]) await send(lead);
    const invited = await api.call('POST', 'users', {
      as: team.admin,
      body: { email: 'sue@example.com', role: 'sales', name: 'Sue Sales' },
    });
    const { page } = await openPage('', { width: 1280, height: 900 });
    await acceptInvitation(page, invited.body.link as string, 'Sue Sales');
    await page.getByRole('heading', { name: 'Leads', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Una Ortiz' }).waitFor();
    await walkShot(page, 'leads-view', { fullPage: true });

    await page.getByRole('button', { name: 'Una Ortiz' }).click();
    const detail = page.getByRole('dialog', { name: /Una Ortiz/ });
    const deleteButton = detail.getByRole('button', { name: 'Delete this lead' });
    await deleteButton.click();
    const confirm = page.getByRole('dialog', { name: 'Delete this lead?' });
    await confirm.waitFor();
    await walkShot(page, 'delete-lead-confirm');
    // Escape changes nothing, and gives the focus back to the button that asked.
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect(await deleteButton.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await leadStatus(una.id)).toBe(200);
    await deleteButton.click();
    await confirm.getByRole('button', { name: 'Delete the lead' }).click();
    await detail.waitFor({ state: 'detached' });
    await page.getByText('Deleted the lead.').waitFor();
    await page.getByRole('button', { name: 'Una Ortiz' }).waitFor({ state: 'detached' });
    expect(await leadStatus(una.id)).toBe(404);

    await page.getByLabel('E-mail address').fill('kim@example.com');
    await page.getByRole('button', { name: 'Find their leads' }).click();
    await page.getByText('2 leads from kim@example.com.').waitFor();
    await walkShot(page, 'request-by-address', {
      shown: page.getByRole('button', { name: 'Find their leads' }),
    });
    const jsonDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download as JSON' }).click();
    const json = JSON.parse(readFileSync((await (await jsonDownload).path())!, 'utf8')) as {
      leads: unknown[];
    };
    expect(json.leads).toHaveLength(2);
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download as CSV' }).click();
    const csv = readFileSync((await (await csvDownload).path())!, 'utf8');
    expect(csv.trim().split('\n')).toHaveLength(3);

    await page.getByRole('button', { name: 'Delete these 2 leads' }).click();
    const confirmAll = page.getByRole('dialog', { name: 'Delete 2 leads of kim@example.com?' });
    await confirmAll.waitFor();
    await walkShot(page, 'delete-by-address-confirm');
    await confirmAll.getByRole('button', { name: 'Delete 2 leads' }).click();
    await page.getByText('Deleted 2 leads of kim@example.com.').waitFor();
    await page.getByRole('button', { name: 'Kim Park' }).first().waitFor({ state: 'detached' });
    for (const lead of kim) expect(await leadStatus(lead.id)).toBe(404);
    await page.context().close();
  });
});

describe('without STUDIO_SMTP_URL', () => {
  it('sends no e-mail: a new-password link is printed for an admin to pass on', async () => {
    const asked = await api.call('POST', 'password-reset/request', {
      body: { email: 'sam@example.com' },
    });
    expect(asked.status).toBe(202);
    expect(asked.body.message).toMatch(/the studio’s admin now has a link/);
    const unknown = await api.call('POST', 'password-reset/request', {
      body: { email: 'nobody@example.com' },
    });
    expect(unknown.body).toEqual(asked.body);
    const link = `${server.base}/studio/reset#`;
    const line = server
      .output()
      .split('\n')
      .find((text) => text.includes('sam@example.com asked for a new password'));
    expect(line).toContain(link);
    expect(line).toMatch(/\/studio\/reset#[A-Za-z0-9_-]{43}/);
    expect(server.output()).not.toContain('nobody@example.com asked');
    expect(server.output()).toContain('STUDIO_SMTP_URL is not set: no e-mail is sent');
  });
});
