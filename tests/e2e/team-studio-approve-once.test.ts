/**
 * A reviewer approves a draft once, with the studio as a process over HTTP and the reviewer in
 * Chromium: after approving, the Drafts dialog says "You approved this draft (time)" in place of
 * a second Approve, and keeps "Ask for changes", saying that it withdraws the approval (the
 * server lets a reviewer ask for changes of an approved draft). A second approval sent anyway is
 * a 409 in words that changes nothing; asking for changes still goes through.
 */
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamApiClient } from '../../src/cli/bench/team-api-client.ts';
import { aboutWith, ABOUT_PAGE } from '../support/team-drafts.ts';
import { startTeamServer, type TestTeamServer } from '../support/team-server.ts';
import { signInTeam, type Team } from '../support/team-people.ts';
import { openPage, setupBrowser } from './harness.ts';
import { walkShot } from './walk-shots.ts';

setupBrowser();

let server: TestTeamServer;
let api: ReturnType<typeof teamApiClient>;
let team: Team;

beforeAll(async () => {
  server = await startTeamServer();
  api = teamApiClient(server.base);
  team = await signInTeam(server);
}, 180_000);

afterAll(async () => {
  await server?.remove();
});

/** A draft the editor saved a change into and submitted: its id. */
async function submittedDraft(name: string) {
  const made = await api.call('POST', 'drafts', { as: team.editor, body: { name } });
  const id = made.body.id as string;
  const text = aboutWith('We answer within a day');
  const saved = await api.call('PUT', `file?draft=${id}`, {
    as: team.editor,
    body: { path: ABOUT_PAGE, text, force: true },
  });
  expect(saved.status).toBe(200);
  expect((await api.call('POST', `drafts/${id}/submit`, { as: team.editor })).status).toBe(200);
  return id;
}

describe('a reviewer approves a draft once', () => {
  it('shows "You approved this draft" in place of a second Approve, and keeps Ask for changes', async () => {
    await submittedDraft('Faster answers');
    const { page } = await openPage('', { width: 1280, height: 900 });
    const [name, value] = team.reviewer.cookie.split('=') as [string, string];
    await page.context().addCookies([{ name, value, url: server.base }]);
    await page.goto(`${server.base}/studio/`);
    await page.getByRole('button', { name: 'Drafts and review' }).click();
    const drafts = page.getByRole('dialog', { name: 'Drafts' });
    await drafts.getByRole('button', { name: /^Faster answers/ }).click();
    const approve = drafts.getByRole('button', { name: 'Approve', exact: true });
    await approve.click();
    await drafts.getByText('Approved “Faster answers”.').waitFor();

    await drafts.getByText(/^You approved this draft \(.+\d{4}.+\)\./).waitFor();
    expect(await approve.count()).toBe(0);
    expect(
      await drafts
        .getByText('you can still ask for changes: that withdraws your approval', { exact: false })
        .count(),
    ).toBe(1);
    expect(await drafts.getByRole('button', { name: 'Ask for changes' }).count()).toBe(1);
    expect(await drafts.getByLabel('Review comment (optional)').count()).toBe(1);
    await walkShot(page, 'drafts-after-approving');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.context().close();
  });

  it('answers a second approval by the same reviewer with a 409 in words, changing nothing', async () => {
    const id = await submittedDraft('Second approval');
    const review = (decision: string) =>
      api.call('POST', `drafts/${id}/review`, { as: team.reviewer, body: { decision } });
    expect((await review('approve')).status).toBe(200);
    const state = async () => ({
      detail: (await api.call('GET', `drafts/${id}`, { as: team.admin })).body,
      audit: (await api.call('GET', `audit?draft=${id}`, { as: team.admin })).body,
    });
    const before = await state();
    expect((await api.call('GET', `drafts/${id}`, { as: team.reviewer })).body.yourApproval).toBe(
      (before.detail.approvals as { at: string }[])[0]!.at,
    );
    expect(before.detail.yourApproval).toBeNull();

    const again = await review('approve');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 'already-approved',
      error:
        'you already approved “Second approval” as it stands: it needs no second approval from you (to withdraw yours, ask for changes)',
    });
    expect(await state()).toEqual(before);

    // Withdrawing is open to the reviewer who approved: the draft goes back to its editor.
    const changes = await review('changes');
    expect(changes.status).toBe(200);
    expect(changes.body.status).toBe('changes-requested');
  });
});
