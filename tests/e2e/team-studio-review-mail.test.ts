/**
 * The review steps by e-mail, against a real SMTP server (tests/support/smtp-inbox.ts) and the
 * studio as a process given STUDIO_SMTP_URL, deploying to a folder (the stand-in build): a
 * submit reaches the reviewers, not the author, with a link that opens the draft's review in
 * Chromium; an approval reaches the publisher, a request for changes the author with the
 * reviewer's note, a publish the author once it is live, and the publisher and the admins when
 * its deploy failed. A reviewer who turns the notices off in
 * "Your e-mail" gets none, and the choice outlives a restart.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamApiClient, type Person } from '../../src/cli/bench/team-api-client.ts';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../support/smtp-inbox.ts';
import { ABOUT_PAGE, aboutWith } from '../support/team-drafts.ts';
import { startTeamServer, type TestTeamServer } from '../support/team-server.ts';
import { TEST_BUILD_DATE } from '../support/test-build-date.ts';
import { openPage, setupBrowser } from './harness.ts';
import { walkShot } from './walk-shots.ts';

setupBrowser();

let inbox: SmtpInbox;
let server: TestTeamServer;
let folders: string;
let api: ReturnType<typeof teamApiClient>;
const people: Record<'admin' | 'editor' | 'reviewer' | 'quiet' | 'publisher', Person> = {} as never;
let reviewed = '';
const hostCommand = () => join(folders, 'push-site');

/** The host's CLI: it uploads, or refuses with a reason (a quota), as a host does. */
function hostRefuses(refuses: boolean) {
  writeFileSync(
    hostCommand(),
    refuses
      ? '#!/bin/sh\necho "the host refused the upload: quota exceeded" >&2\nexit 3\n'
      : '#!/bin/sh\necho "uploaded $1"\n',
  );
  chmodSync(hostCommand(), 0o755);
}
let sentBack = '';

/** A browser signed in as `person` (their session cookie), at `path` of the studio. */
async function browserAs(person: Person, path: string, width = 1280) {
  const { page } = await openPage('', { width, height: 900 });
  const [name, value] = person.cookie.split('=') as [string, string];
  await page.context().addCookies([{ name, value, url: server.base }]);
  await page.goto(`${server.base}${path}`);
  return page;
}

async function call(method: string, path: string, as: Person, body?: Record<string, unknown>) {
  const answer = await api.call(method, path, { as, body });
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}

/** A draft by the editor changing the About page, submitted; its id. */
async function submittedDraft(name: string, sentence: string): Promise<string> {
  const made = await api.call('POST', 'drafts', { as: people.editor, body: { name } });
  expect(made.status).toBe(201);
  const id = made.body.id as string;
  const text = aboutWith(sentence);
  await call('PUT', `file?draft=${id}`, people.editor, { path: ABOUT_PAGE, text, force: true });
  await call('POST', `drafts/${id}/submit`, people.editor);
  return id;
}

/** The messages since the `after`th, once those to `expected` came, and a moment for others. */
async function mailsAfter(after: number, expected: string[], subject: string) {
  for (const to of expected) await inbox.waitFor(to, (m) => m.subject === subject, after);
  await new Promise((done) => setTimeout(done, 1500));
  return inbox.messages.slice(after).filter((m) => m.subject === subject);
}

const recipients = (mails: ReceivedMail[]) => mails.flatMap((m) => m.to).sort();

beforeAll(async () => {
  inbox = await startSmtpInbox();
  folders = mkdtempSync(join(tmpdir(), 'team-review-mail-'));
  hostRefuses(false);
  server = await startTeamServer({
    entry: 'tests/support/studio-team-stand-in.ts',
    args: ['--deploy', `dir:${join(folders, 'site')}`, '--deploy', `command:${hostCommand()}`],
    env: { BUILD_DATE: TEST_BUILD_DATE, STUDIO_SMTP_URL: inbox.url },
  });
  api = teamApiClient(server.base);
  const join_ = (email: string, role: string, name: string) =>
    api.join(server.invite(email, role), name);
  people.admin = await join_('admin@example.com', 'admin', 'Ada Admin');
  people.editor = await join_('ed@example.com', 'editor', 'Ed Editor');
  people.reviewer = await join_('rita@example.com', 'reviewer', 'Rita Reviewer');
  people.quiet = await join_('ron@example.com', 'reviewer', 'Ron Reviewer');
  people.publisher = await join_('pat@example.com', 'publisher', 'Pat Publisher');
}, 180_000);

afterAll(async () => {
  await server?.remove();
  await inbox?.close();
  if (folders) rmSync(folders, { recursive: true, force: true });
});

describe('the review steps by e-mail', () => {
  it('tells the reviewers, not the author, of a submit; its link opens the review', async () => {
    const before = inbox.messages.length;
    reviewed = await submittedDraft('Spring about page', 'We answer within a day');
    const mails = await mailsAfter(
      before,
      ['rita@example.com', 'ron@example.com', 'admin@example.com'],
      'To review: Spring about page',
    );
    // Every reviewer and admin; not the editor who wrote it, nor the publisher.
    expect(recipients(mails)).toEqual(['admin@example.com', 'rita@example.com', 'ron@example.com']);
    const mail = mails.find((m) => m.to.includes('rita@example.com'))!;
    expect(mail.text).toContain('Ed Editor submitted the draft “Spring about page” for review, ');
    // When, in the site's zone (the project's _site.yaml: America/New_York).
    expect(mail.text).toMatch(/, 20\d\d, \d{1,2}:\d\d [AP]M E[SD]T\./);
    expect(mail.text).toContain('What it changes:\n- /about: ');
    const link = `${server.base}/studio/drafts/${reviewed}?review`;
    expect(mail.text).toContain(link);
    // Names only: no one's e-mail address in the text.
    expect(mail.text).not.toMatch(/@example\.com/);

    // The link opens that draft's review in the studio, where the reviewer approves it.
    const page = await browserAs(people.reviewer, link.slice(server.base.length));
    const review = page.getByRole('dialog', { name: 'Drafts' });
    const selected = review.getByRole('region', { name: 'Selected draft' });
    await selected.getByRole('heading', { name: 'Spring about page' }).waitFor();
    expect(await page.getByLabel('Draft', { exact: true }).inputValue()).toBe(reviewed);
    const approved = inbox.messages.length;
    await selected.getByRole('button', { name: 'Approve' }).click();
    await review.getByText('Approved “Spring about page”', { exact: false }).waitFor();
    await page.context().close();

    // Approved: the publisher and the admins, not the reviewer who approved it.
    const told = await mailsAfter(
      approved,
      ['pat@example.com', 'admin@example.com'],
      'Approved, to publish: Spring about page',
    );
    expect(recipients(told)).toEqual(['admin@example.com', 'pat@example.com']);
    const toPat = told.find((m) => m.to.includes('pat@example.com'))!;
    expect(toPat.text).toContain('Rita Reviewer approved the draft “Spring about page”, ');
    expect(toPat.text).toContain(link);
  });

  it('tells the author of a request for changes, with the reviewer’s note', async () => {
    sentBack = await submittedDraft('Team page wording', 'Our team is small and quick');
    const before = inbox.messages.length;
    await call('POST', `drafts/${sentBack}/review`, people.reviewer, {
      decision: 'changes',
      comment: 'Say how quick, please',
    });
    const mails = await mailsAfter(
      before,
      ['ed@example.com'],
      'Changes asked for: Team page wording',
    );
    expect(recipients(mails)).toEqual(['ed@example.com']);
    expect(mails[0]!.text).toContain('Rita Reviewer asked for changes to the draft');
    expect(mails[0]!.text).toContain('Their note: “Say how quick, please”');
    expect(mails[0]!.text).toContain(`${server.base}/studio/drafts/${sentBack}?review`);
  });

  it('tells the author once the publish is live on the site', async () => {
    const before = inbox.messages.length;
    const published = await api.call('POST', `drafts/${reviewed}/publish`, {
      as: people.publisher,
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const mails = await mailsAfter(before, ['ed@example.com'], 'Live: Spring about page');
    expect(recipients(mails)).toEqual(['ed@example.com']);
    expect(mails[0]!.text).toContain('The draft “Spring about page” is live on the site, ');
    expect(mails[0]!.text).toContain('Pat Publisher published it.');
  });

  it('sends none to a person who turned the notices off, after a restart too', async () => {
    // Turned off in "Your e-mail", as a person does it, through the write gate.
    const page = await browserAs(people.quiet, '/studio/');
    await page.getByRole('button', { name: 'Your e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your e-mail' });
    const box = dialog.getByRole('checkbox', { name: 'E-mail me about drafts in review' });
    expect(await box.isChecked()).toBe(true);
    await walkShot(page, 'your-email');
    await box.uncheck();
    await dialog.getByText('Saved: you get no e-mail about drafts in review.').waitFor();
    await walkShot(page, 'your-email-off');
    await page.context().close();
    // Without the session's token, the same write is refused.
    const forged = await api.call('PUT', 'mail/choices', {
      as: { ...people.reviewer, csrf: '' },
      body: { reviewNotices: false },
    });
    expect(forged.status).toBe(403);

    await server.stop();
    await server.start();
    expect(await call('GET', 'mail/choices', people.quiet)).toMatchObject({
      reviewNotices: false,
      sends: true,
    });
    expect(await call('GET', 'mail/choices', people.reviewer)).toMatchObject({
      reviewNotices: true,
    });

    const before = inbox.messages.length;
    await submittedDraft('Hours in the footer', 'Our team answers within the hour');
    const mails = await mailsAfter(
      before,
      ['rita@example.com', 'admin@example.com'],
      'To review: Hours in the footer',
    );
    expect(recipients(mails)).toEqual(['admin@example.com', 'rita@example.com']);
  });

  it('tells the publisher and the admins when the publish did not deploy', async () => {
    const id = await submittedDraft('Quota day', 'We publish every week');
    await call('POST', `drafts/${id}/review`, people.reviewer, { decision: 'approve' });
    hostRefuses(true);
    const before = inbox.messages.length;
    const published = await api.call('POST', `drafts/${id}/publish`, { as: people.publisher });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const mails = await mailsAfter(
      before,
      ['pat@example.com', 'admin@example.com'],
      'Not deployed: Quota day',
    );
    expect(recipients(mails)).toEqual(['admin@example.com', 'pat@example.com']);
    const text = mails[0]!.text;
    expect(text).toContain('The draft “Quota day”, published by Pat Publisher, did not reach');
    expect(text).toContain('quota exceeded');
    // Not live: the author hears nothing yet.
    expect(inbox.messages.slice(before).some((m) => m.subject === 'Live: Quota day')).toBe(false);
  });
});
