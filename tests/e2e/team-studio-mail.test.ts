/**
 * The studio's own e-mail, against a real SMTP server the test starts (tests/support/
 * smtp-inbox.ts), the studio as a process given STUDIO_SMTP_URL with a password: an invitation
 * arrives with a link that joins; a new lead's notice reaches the sales person with a link to
 * the lead and nothing of the lead; "Forgot password" answers alike for any address, its link
 * works once and expires after an hour (the test clock moved), and it is throttled; a send the
 * mail server refuses is shown to admins and retried; the password is never printed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactLead, postLead } from '../../src/cli/bench/lead-client.ts';
import { teamApiClient, type Person } from '../../src/cli/bench/team-api-client.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.ts';
import { startTeamServer, type TestTeamServer } from '../support/team-server.ts';
import { openPage, setupBrowser } from './harness.ts';
import { walkShot } from './walk-shots.ts';

setupBrowser();

const SITE = 'https://www.example.com';
const TOKEN_LINK = (base: string, path: string) =>
  new RegExp(`${base.replace(/[.:/]/g, '\\$&')}${path}#[A-Za-z0-9_-]{43}`);

let inbox: SmtpInbox;
let server: TestTeamServer;
let api: ReturnType<typeof teamApiClient>;
let admin: Person;
let sales: Person;
/** Rita's invitation, which arrives once the mail server takes it again. */
let ritaLink = '';
/** The studio's clock is the real one moved on by this much (POST /__studio/test/clock). */
let offsetMs = 0;

async function advanceClock(ms: number) {
  offsetMs += ms;
  const moved = await fetch(`${server.base}/__studio/test/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ now: new Date(Date.now() + offsetMs).toISOString() }),
  });
  expect(moved.status).toBe(200);
}

/** A browser signed in as `person` (their session cookie), at `path` of the studio. */
async function browserAs(person: Person, path: string) {
  const { page } = await openPage('', { width: 1280, height: 900 });
  const [name, value] = person.cookie.split('=') as [string, string];
  await page.context().addCookies([{ name, value, url: server.base }]);
  await page.goto(`${server.base}${path}`);
  return page;
}

const askForReset = (email: string) =>
  api.call('POST', 'password-reset/request', { body: { email } });

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTeamServer({
    args: ['--test-hooks', '--site-origin', SITE],
    env: { STUDIO_TEST_NOW: new Date().toISOString(), STUDIO_SMTP_URL: inbox.url },
  });
  api = teamApiClient(server.base);
  admin = await api.join(server.invite('admin@example.com', 'admin'), 'Ada Admin');
}, 180_000);

afterAll(async () => {
  await server?.remove();
  await inbox?.close();
});

describe('the studio’s e-mail', () => {
  it('e-mails an invitation whose link joins, and answers the admin without the link', async () => {
    const invited = await api.call('POST', 'users', {
      as: admin,
      body: { email: 'sam@example.com', role: 'sales', name: 'Sam Sales' },
    });
    expect(invited.status).toBe(201);
    expect(invited.body.emailed).toBe(true);
    expect(invited.body.link).toBeUndefined();
    const mail = await inbox.waitFor('sam@example.com');
    expect(mail.subject).toBe('You are invited to the TradeLift studio');
    expect(mail.text).toContain('Ada Admin invited you to the TradeLift studio as a sales person.');
    const link = TOKEN_LINK(server.base, '/studio/invite').exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();
    sales = await api.join(link!, 'Sam Sales');
    expect((await api.call('GET', 'session', { as: sales })).status).toBe(200);
  });

  it('tells each sales person of a new lead: a link to it, nothing of what it holds', async () => {
    const before = inbox.messages.length;
    const lead = contactLead({
      values: { ...contactLead().values, name: 'Rosa Diaz', email: 'rosa@example.com' },
    });
    const sent = await postLead(`${server.base}/api/leads`, lead, { origin: SITE });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const mail = await inbox.waitFor(
      'sam@example.com',
      (m) => m.subject.startsWith('New lead'),
      before,
    );
    expect(mail.subject).toMatch(/^New lead: Get Your Free Strategy Call/);
    expect(mail.text).toContain(`${server.base}/studio/?lead=${lead.id}`);
    expect(mail.text).toContain('/contact');
    for (const value of ['Rosa', 'rosa@example.com', '555', 'roofing', 'Austin']) {
      expect(mail.text, value).not.toContain(value);
    }
    // Only sales is told: the admin is no sales person.
    expect(inbox.messages.slice(before).flatMap((m) => m.to)).toEqual(['sam@example.com']);
    expect((await api.call('GET', `leads/${lead.id}`, { as: sales })).status).toBe(200);
    // The link opens the lead's details in the studio.
    const page = await browserAs(sales, `/studio/?lead=${lead.id}`);
    await page.getByRole('dialog', { name: /Rosa Diaz/ }).waitFor();
    await page.context().close();
  });

  it('answers "Forgot password" alike for any address; its link works once, then expires', async () => {
    const before = inbox.messages.length;
    const known = await askForReset('Sam@Example.com');
    const unknown = await askForReset('nobody@example.com');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    const mail = await inbox.waitFor('sam@example.com', () => true, before);
    expect(mail.subject).toBe('A new password for the TradeLift studio');
    const link = TOKEN_LINK(server.base, '/studio/reset').exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();
    const token = link!.split('#')[1]!;

    const used = await api.call('POST', 'password-reset/complete', {
      body: { token, password: 'a brand new password' },
    });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(used.body).toEqual({ email: 'sam@example.com' });
    // Every session of the person ended; the new password signs in, the link is used up.
    expect((await api.call('GET', 'session', { as: sales })).status).toBe(401);
    const signIn = await api.call('POST', 'sign-in', {
      body: { email: 'sam@example.com', password: 'a brand new password' },
    });
    expect(signIn.status).toBe(200);
    sales = { cookie: signIn.cookie.split(';')[0]!, csrf: signIn.body.csrfToken as string };
    const again = await api.call('POST', 'password-reset/complete', {
      body: { token, password: 'yet another password' },
    });
    expect(again.status).toBe(410);
    expect(again.body.code).toBe('reset-used');
    // Nothing was sent for the address without an account.
    expect(inbox.messages.some((m) => m.to.includes('nobody@example.com'))).toBe(false);

    // A second link, used an hour and a minute later (the studio's clock moved on): expired.
    const second = inbox.messages.length;
    expect((await askForReset('sam@example.com')).status).toBe(202);
    const later = await inbox.waitFor('sam@example.com', () => true, second);
    const lateToken = TOKEN_LINK(server.base, '/studio/reset').exec(later.text)![0].split('#')[1];
    await advanceClock(61 * 60_000);
    const expired = await api.call('POST', 'password-reset/complete', {
      body: { token: lateToken, password: 'too late a password' },
    });
    expect(expired.status).toBe(410);
    expect(expired.body.code).toBe('reset-expired');
    const old = await api.call('POST', 'sign-in', {
      body: { email: 'sam@example.com', password: 'too late a password' },
    });
    expect(old.status).toBe(401);
  });

  it('throttles asks for a new password alike for an account and for no account', async () => {
    // sam@example.com asked twice above; nobody@example.com once.
    expect((await askForReset('sam@example.com')).status).toBe(202);
    expect((await askForReset('nobody@example.com')).status).toBe(202);
    expect((await askForReset('nobody@example.com')).status).toBe(202);
    const known = await askForReset('sam@example.com');
    const unknown = await askForReset('nobody@example.com');
    expect(known.status).toBe(429);
    expect(unknown.status).toBe(429);
    expect(known.body.code).toBe('throttled');
    expect(unknown.body.error).toEqual(known.body.error);
  });

  it('shows admins a send the mail server refused, tries again later, and it arrives', async () => {
    inbox.refusing.add('rita@example.com');
    const invited = await api.call('POST', 'users', {
      as: admin,
      body: { email: 'rita@example.com', role: 'reviewer', name: 'Rita Reviewer' },
    });
    expect(invited.status).toBe(201);
    let failures: { what: string; error: string; attempts: number; nextTry: string | null }[] = [];
    for (let waited = 0; waited < 20_000 && failures.length === 0; waited += 200) {
      const status = await api.call('GET', 'mail', { as: admin });
      expect(status.status).toBe(200);
      failures = status.body.failures as typeof failures;
      if (failures.length === 0) await new Promise((done) => setTimeout(done, 200));
    }
    expect(failures).toEqual([
      expect.objectContaining({
        what: 'The invitation to rita@example.com',
        attempts: 1,
        nextTry: expect.any(String),
      }),
    ]);
    expect(failures[0]!.error).toMatch(/451|try again later/i);
    expect((await api.call('GET', 'mail', { as: sales })).status).toBe(403);

    // The admin sees it in the team bar.
    const page = await browserAs(admin, '/studio/');
    const notSent = page.getByRole('region', { name: 'E-mails not sent' });
    await notSent.waitFor();
    await walkShot(page, 'mail-not-sent');
    expect(await notSent.innerText()).toContain('The invitation to rita@example.com');
    // An invitation from People says it went by e-mail, and shows no link.
    await page.getByRole('button', { name: 'People' }).click();
    const people = page.getByRole('dialog', { name: 'People' });
    const invite = people.getByRole('form', { name: 'Invite someone' });
    await invite.getByLabel('E-mail').fill('pete@example.com');
    await invite.getByRole('button', { name: 'Invite' }).click();
    await people
      .getByText('Invited pete@example.com: the invitation is on its way to them by e-mail.', {
        exact: false,
      })
      .waitFor();
    expect(await people.getByLabel('Invitation link').count()).toBe(0);
    await walkShot(page, 'people-invited-by-email');
    await inbox.waitFor('pete@example.com');
    await page.context().close();

    inbox.refusing.delete('rita@example.com');
    const before = inbox.messages.length;
    await advanceClock(2 * 60_000);
    const mail = await inbox.waitFor('rita@example.com', () => true, before);
    ritaLink = TOKEN_LINK(server.base, '/studio/invite').exec(mail.text)?.[0] ?? '';
    expect(ritaLink).not.toBe('');
    const after = await api.call('GET', 'mail', { as: admin });
    expect(after.body.failures).toEqual([]);
  });

  it('never prints the SMTP password, and says which server it sends through', () => {
    expect(server.output()).toContain(`e-mail goes out through 127.0.0.1:${inbox.port}`);
    expect(server.output()).not.toContain(inbox.password);
  });

  it('lets a person who forgot their password choose a new one from the sign-in page', async () => {
    await api.join(ritaLink, 'Rita Reviewer');
    const { page } = await openPage('', { width: 1280, height: 900 });
    await page.goto(`${server.base}/studio/`);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    const before = inbox.messages.length;
    await page.getByLabel('E-mail').fill('rita@example.com');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByText(/If an account has that address, a link/).waitFor();
    await walkShot(page, 'forgot-password');
    const mail = await inbox.waitFor('rita@example.com', () => true, before);
    const link = TOKEN_LINK(server.base, '/studio/reset').exec(mail.text)![0];

    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await walkShot(page, 'new-password');
    await page.getByLabel('New password', { exact: true }).fill('rita chose this one');
    await page.getByLabel('New password again').fill('rita chose this one');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.getByText('Your password is changed: sign in with it.').waitFor();
    // The used link left the address bar; the address is filled in.
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.getByLabel('E-mail').inputValue()).toBe('rita@example.com');
    await walkShot(page, 'signed-out-after-reset');
    await page.getByLabel('Password').fill('rita chose this one');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Team' }).waitFor();
    await page.context().close();
  });
});
