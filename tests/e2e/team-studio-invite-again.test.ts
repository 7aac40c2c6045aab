/**
 * Sending an invitation again, with the studio as a process over HTTP and an admin in Chromium
 * under People: without STUDIO_SMTP_URL the new link shows for the admin to copy; with it (a
 * real SMTP server, tests/support/smtp-inbox.ts) a new e-mail arrives. Either way the new link
 * joins and the old one is refused in words. An editor's request is a 403 that changes nothing:
 * the old link still joins.
 */
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamApiClient, type Person } from '../../src/cli/bench/team-api-client.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.ts';
import { startTeamServer, type TestTeamServer } from '../support/team-server.ts';
import { signInTeam, type Team } from '../support/team-people.ts';
import { openPage, setupBrowser } from './harness.ts';
import { walkShot } from './walk-shots.ts';

setupBrowser();

const INVITE_LINK = (base: string) =>
  new RegExp(`${base.replace(/[.:/]/g, '\\$&')}/studio/invite#[A-Za-z0-9_-]{43}`);
const WITHDRAWN =
  'This invitation link has already been used or was withdrawn: sign in, or ask an admin for a new one.';

let inbox: SmtpInbox;
let server: TestTeamServer;
let api: ReturnType<typeof teamApiClient>;
let team: Team;

/** A browser signed in as `person` (their session cookie), with People open. */
async function peopleAs(person: Person) {
  const { page } = await openPage('', { width: 1280, height: 900 });
  const [name, value] = person.cookie.split('=') as [string, string];
  await page.context().addCookies([{ name, value, url: server.base }]);
  await page.goto(`${server.base}/studio/`);
  await page.getByRole('button', { name: 'People' }).click();
  return { page, people: page.getByRole('dialog', { name: 'People' }) };
}

/** The invited person's row says where they stand; their id, for the API. */
async function invitedId(email: string) {
  const listed = await api.call('GET', 'users', { as: team.admin });
  const users = listed.body.users as { id: string; email: string; status: string }[];
  const person = users.find((user) => user.email === email)!;
  expect(person.status).toBe('invited');
  return person.id;
}

/** What opening `link` in a browser says: whom it is for, or why it cannot be used. */
async function linkSays(link: string) {
  const { page } = await openPage('', { width: 1280, height: 900 });
  await page.goto(link);
  const said = page.getByText(/^This invitation (is for|link has)/);
  await said.waitFor();
  const text = await said.innerText();
  await page.context().close();
  return text;
}

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTeamServer();
  api = teamApiClient(server.base);
  team = await signInTeam(server);
}, 180_000);

afterAll(async () => {
  await server?.remove();
  await inbox?.close();
});

describe('sending an invitation again', () => {
  it('without e-mail: shows the admin a new link to copy; the old one is refused in words', async () => {
    const invited = await api.call('POST', 'users', {
      as: team.admin,
      body: { email: 'nia@example.com', role: 'editor', name: 'Nia New' },
    });
    const oldLink = invited.body.link as string;
    expect(oldLink).toMatch(INVITE_LINK(server.base));

    const { page, people } = await peopleAs(team.admin);
    const row = people.getByRole('row').filter({ hasText: 'nia@example.com' });
    await row.getByRole('cell', { name: 'invited', exact: true }).waitFor();
    const sendAgain = row.getByRole('button', {
      name: 'Send the invitation to nia@example.com again',
    });
    // On a phone each person is a card: the picture shows this one's buttons.
    await walkShot(page, 'people-invited-person', { shown: sendAgain });
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await sendAgain.click();
    await people
      .getByText(/^A new invitation link for nia@example\.com: send them the link below/)
      .waitFor();
    const newLink = await people.getByLabel('Invitation link').inputValue();
    expect(newLink).toMatch(INVITE_LINK(server.base));
    expect(newLink).not.toBe(oldLink);
    await walkShot(page, 'people-invitation-sent-again');
    await page.context().close();

    expect(await linkSays(oldLink)).toBe(WITHDRAWN);
    expect(await linkSays(newLink)).toBe(
      'This invitation is for nia@example.com, to join as an editor.',
    );
    const nia = await api.join(newLink, 'Nia New');
    expect((await api.call('GET', 'session', { as: nia })).status).toBe(200);
    // Recorded as an invitation, marked as sent again.
    const audit = await api.call('GET', 'audit?action=user-invite', { as: team.admin });
    const events = audit.body.events as { detail: Record<string, unknown> }[];
    const nias = events.filter((event) => event.detail.email === 'nia@example.com');
    expect(nias.map((event) => event.detail.again ?? false).sort()).toEqual([false, true]);
  });

  it('with e-mail: a new invitation arrives whose link joins; the old one is refused', async () => {
    await server.stop();
    await server.start({ STUDIO_SMTP_URL: inbox.url });
    const invited = await api.call('POST', 'users', {
      as: team.admin,
      body: { email: 'mo@example.com', role: 'reviewer', name: 'Mo Mailed' },
    });
    expect(invited.body.emailed).toBe(true);
    const first = await inbox.waitFor('mo@example.com');
    const oldLink = INVITE_LINK(server.base).exec(first.text)![0];

    const before = inbox.messages.length;
    const { page, people } = await peopleAs(team.admin);
    const row = people.getByRole('row').filter({ hasText: 'mo@example.com' });
    await row.getByRole('button', { name: 'Send the invitation to mo@example.com again' }).click();
    await people
      .getByText(/^A new invitation is on its way to mo@example\.com by e-mail/)
      .waitFor();
    expect(await people.getByLabel('Invitation link').count()).toBe(0);
    await page.context().close();

    const again = await inbox.waitFor('mo@example.com', () => true, before);
    expect(again.subject).toBe('You are invited to the TradeLift studio');
    const newLink = INVITE_LINK(server.base).exec(again.text)![0];
    expect(newLink).not.toBe(oldLink);
    expect(await linkSays(oldLink)).toBe(WITHDRAWN);
    const mo = await api.join(newLink, 'Mo Mailed');
    const session = await api.call('GET', 'session', { as: mo });
    expect(session.status).toBe(200);
    // Joined: there is nothing left to send again, and the server says why.
    const moId = (session.body.user as { id: string }).id;
    const joined = await api.call('POST', `users/${moId}/invitation`, { as: team.admin });
    expect(joined.status).toBe(409);
    expect(joined.body).toMatchObject({ code: 'already-joined' });
    expect(joined.body.error).toMatch(/^mo@example\.com has already joined/);
  });

  it('refuses an editor (403) and changes nothing: the old link still joins', async () => {
    const invited = await api.call('POST', 'users', {
      as: team.admin,
      body: { email: 'otto@example.com', role: 'editor', name: 'Otto Other' },
    });
    expect(invited.status).toBe(201);
    const first = await inbox.waitFor('otto@example.com');
    const oldLink = INVITE_LINK(server.base).exec(first.text)![0];
    const id = await invitedId('otto@example.com');
    const people = async () => (await api.call('GET', 'users', { as: team.admin })).body;
    const invitations = async () =>
      (await api.call('GET', 'audit?action=user-invite', { as: team.admin })).body;
    const before = { people: await people(), invitations: await invitations() };

    const refused = await api.call('POST', `users/${id}/invitation`, { as: team.editor });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: 'forbidden',
      error: 'Only admins can invite people, change roles or remove people.',
    });
    expect({ people: await people(), invitations: await invitations() }).toEqual(before);
    const otto = await api.join(oldLink, 'Otto Other');
    expect((await api.call('GET', 'session', { as: otto })).status).toBe(200);
  });
});
