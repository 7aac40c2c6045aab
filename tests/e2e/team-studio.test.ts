/**
 * The team studio in Chromium, by role and label, as its people meet it: an admin invites an
 * editor, a reviewer and a publisher; the editor changes /pricing's hero, adds a page with its
 * menu entry (a submit before the page is written and linked is refused, saying what to fix),
 * previews it and submits the draft; the reviewer approves; the publisher publishes.
 * The bare remote's main then holds the change as a merge with the editor as author, and its
 * tree validates. Then two editors save the same page at once, and nothing is lost.
 */
import { preferYamlView, studioAddress } from './studio-steps.ts';
import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateProjectOnAllCores } from '../../src/project/project.ts';
import { git, showFile } from '../support/bare-repo.ts';
import { startTeamServer, type TestTeamServer as TeamServer } from '../support/team-server.ts';
import { acceptInvitation } from '../support/accept-invitation.ts';
import { openPage, setupBrowser } from './harness.ts';
import { walkShot } from './walk-shots.ts';
import { readPdf } from '../unit/blocks/curriculum/pdf-text.ts';

setupBrowser();

let server: TeamServer;
/**
 * What Chromium refused under the studio's Content-Security-Policy, on any page or frame any of
 * this file's people opened (the last test says there was none).
 */
const cspViolations: string[] = [];

beforeAll(async () => {
  server = await startTeamServer();
}, 120_000);

afterAll(async () => {
  await server?.remove();
});

/** Opens an invitation link in a browser of its own and joins as `name`. */
async function joinStudio(link: string, name: string, width = 1280): Promise<Page> {
  const { page } = await openPage('', { width, height: 900 });
  await preferYamlView(page);
  // The context's, so previews opened in new tabs and frames are heard too.
  page.context().on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return acceptInvitation(page, link, name);
}

async function invite(admin: Page, email: string, role: string): Promise<string> {
  const form = admin.getByRole('form', { name: 'Invite someone' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Role', { exact: true }).selectOption(role);
  await form.getByRole('button', { name: 'Invite' }).click();
  await expect
    .poll(() =>
      admin
        .getByRole('status')
        .filter({ hasText: `Invited ${email}` })
        .count(),
    )
    .toBe(1);
  return admin.getByLabel('Invitation link').inputValue();
}

/** Starts a draft named `name` from the team bar and opens it: its id. */
async function startDraft(editor: Page, name: string): Promise<string> {
  await editor.getByRole('button', { name: 'New draft' }).click();
  await editor.getByLabel('Draft name').fill(name);
  await editor.getByRole('button', { name: 'Start draft' }).click();
  await expect.poll(() => editor.getByLabel('Draft status').textContent()).toBe('Editing');
  return studioAddress(editor).draft!;
}

async function openFile(page: Page, name: RegExp | string) {
  await page
    .getByRole('navigation', { name: 'Files' })
    .getByRole('button', { name })
    .first()
    .click();
}

/** Puts `text` in place of the editor's whole text, as a paste would. */
async function replaceAll(page: Page, path: string, text: string) {
  const editor = page.getByRole('textbox', { name: `YAML source of ${path}` });
  await editor.waitFor();
  await editor.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.insertText(text);
}

async function save(page: Page, path: string) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => page.getByText(`Saved ${path}`).count()).toBe(1);
}

const mainFile = (path: string) => showFile(server.remote.path, 'main', path)!;

describe('team studio', () => {
  it('takes a change from an invitation to the live branch: edit, preview, submit, approve, publish', async () => {
    const admin = await joinStudio(server.invite('ada@example.com', 'admin'), 'Ada Admin');
    expect((await new AxeBuilder({ page: admin }).analyze()).violations).toEqual([]);
    await admin.getByRole('button', { name: 'People' }).click();
    const editorLink = await invite(admin, 'ed@example.com', 'editor');
    const reviewerLink = await invite(admin, 'rita@example.com', 'reviewer');
    const publisherLink = await invite(admin, 'pat@example.com', 'publisher');
    expect(new Set([editorLink, reviewerLink, publisherLink]).size).toBe(3);
    await walkShot(admin, 'admin-invited-three');

    // The editor: a draft, the pricing hero, a new page and its menu entry.
    const editor = await joinStudio(editorLink, 'Ed Editor');
    expect(await editor.getByRole('button', { name: 'People' }).count()).toBe(0);
    const draftId = await startDraft(editor, 'Spring pricing');
    await walkShot(editor, 'editor-draft-started');
    // Nothing saved yet: nothing to submit.
    await editor.getByRole('button', { name: 'Drafts and review' }).click();
    const newDraft = editor.getByRole('dialog', { name: 'Drafts' });
    await expect.poll(() => newDraft.getByText('nothing saved yet').count()).toBe(1);
    expect(await newDraft.getByRole('button', { name: 'Submit for review' }).count()).toBe(0);
    await newDraft.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => newDraft.count()).toBe(0);

    const team = editor.getByRole('navigation', { name: 'Team' });
    expect(await team.getByRole('status').textContent()).toBe(
      'Started the draft “Spring pricing”: your saves go there.',
    );
    await openFile(editor, /^Pricing\s*\/pricing/);
    const pricing = mainFile('pages/pricing.yaml');
    await replaceAll(
      editor,
      'pages/pricing.yaml',
      pricing.replace(
        'title: Simple, transparent pricing',
        'title: Spring pricing for every trade',
      ),
    );
    await save(editor, 'pages/pricing.yaml');
    await walkShot(editor, 'editor-pricing-saved');
    // The address holds the draft, the file and the view: a reload (or the link, shared) lands
    // there again, in the view chosen.
    expect(new URL(editor.url()).pathname).toBe(`/studio/drafts/${draftId}/pages/pricing`);
    await editor.getByRole('button', { name: 'Form view' }).click();
    expect(studioAddress(editor)).toMatchObject({
      draft: draftId,
      file: 'pages/pricing.yaml',
      view: 'form',
    });
    await editor.reload();
    await expect
      .poll(() => editor.getByLabel('Open file').textContent(), { timeout: 30_000 })
      .toContain('pages/pricing.yaml');
    expect(await editor.getByLabel('Draft status').textContent()).toBe('Editing');
    expect(await editor.getByRole('button', { name: 'Form view', pressed: true }).count()).toBe(1);
    await editor.getByRole('region', { name: 'Blocks of the page' }).waitFor();
    await walkShot(editor, 'editor-pricing-form-after-reload');
    await editor.getByRole('button', { name: 'YAML view' }).click();
    // The bar's news lasts until the first save, which the studio's own line reports.
    await expect.poll(() => team.getByRole('status').count()).toBe(0);

    await editor.getByRole('button', { name: 'New page' }).click();
    const dialog = editor.getByRole('dialog', { name: 'New page' });
    await dialog.getByLabel('Address').fill('/roofing-leads');
    await dialog.getByLabel('Title').fill('Roofing leads');
    await dialog.getByRole('button', { name: 'Create page' }).click();
    await expect.poll(() => editor.getByText('Created pages/roofing-leads.yaml').count()).toBe(1);

    // Submitted as created: refused, with what to fix and how. Nothing links to the page yet,
    // and its texts are the scaffold's "Replace this with …".
    await editor.getByRole('button', { name: 'Drafts and review' }).click();
    const early = editor.getByRole('dialog', { name: 'Drafts' });
    await early.getByRole('button', { name: 'Submit for review' }).click();
    await expect
      .poll(() => early.getByRole('status').textContent())
      .toMatch(/would not pass the site's checks \(4 problems\)/);
    await walkShot(editor, 'editor-submit-refused');
    const toFix = early.getByRole('list', { name: 'What to fix first' }).getByRole('listitem');
    const listed = await toFix.allTextContents();
    expect(listed).toHaveLength(4);
    expect(listed.filter((item) => item.includes('[placeholder-text]'))).toHaveLength(3);
    expect(listed.find((item) => item.includes('[orphan-route]'))).toMatch(
      /^pages\/roofing-leads\.yaml:\d+:\d+ warning: no page or menu links to "\/roofing-leads".*Link to it from a menu in pages\/_site\.yaml/,
    );
    expect(await early.getByText('Editing', { exact: true }).count()).toBe(1);
    await early.getByRole('button', { name: 'Close' }).click();

    // The page written.
    await replaceAll(
      editor,
      'pages/roofing-leads.yaml',
      [
        '# yaml-language-server: $schema=../schemas/page.schema.json',
        'title: Roofing leads',
        'description: Storm-season roofing leads answered in a minute and booked into your calendar before anyone else calls back.',
        'blocks:',
        '  - type: hero',
        '    title: Roofing leads',
        '    intro: Every roofing lead answered in under a minute, day or night.',
        '    actions:',
        '      - label: Get a Free Strategy Call',
        '        modal: consultation',
        '',
      ].join('\n'),
    );
    await save(editor, 'pages/roofing-leads.yaml');

    await openFile(editor, 'pages/_site.yaml');
    await replaceAll(
      editor,
      'pages/_site.yaml',
      mainFile('pages/_site.yaml').replace(
        '    - label: Pricing\n      to: /pricing\n',
        '    - label: Pricing\n      to: /pricing\n    - label: Roofing leads\n      to: /roofing-leads\n',
      ),
    );
    await save(editor, 'pages/_site.yaml');
    // The editor's own preview draws the draft's menu too, not the one the server was built with.
    await openFile(editor, /^Pricing\s*\/pricing/);
    const live = editor.getByTitle('Page preview').contentFrame();
    await expect
      .poll(() => live.getByRole('banner').getByRole('link', { name: 'Roofing leads' }).count())
      .toBeGreaterThan(0);

    // The reviewer's preview link shows the new page with the draft's own menu.
    const preview = await editor.context().newPage();
    await preview.goto(`${server.base}/studio/preview/${draftId}/roofing-leads`);
    await expect
      .poll(() => preview.getByRole('heading', { name: 'Roofing leads', level: 1 }).count())
      .toBe(1);
    await walkShot(preview, 'preview-link-new-page');
    expect(
      await preview.getByRole('banner').getByRole('link', { name: 'Roofing leads' }).count(),
    ).toBeGreaterThan(0);
    await preview.goto(`${server.base}/studio/preview/${draftId}/pricing`);
    await expect
      .poll(() => preview.getByRole('heading', { name: /Spring pricing for every trade/ }).count())
      .toBe(1);

    // Back at the studio's plain address (a bookmark), the editor is one click from the draft.
    await editor.goto(`${server.base}/studio/`);
    const yours = editor.getByRole('group', { name: 'Your drafts' });
    await yours.getByRole('button', { name: 'Continue “Spring pricing” (Editing)' }).click();
    await expect.poll(() => editor.getByLabel('Draft', { exact: true }).inputValue()).toBe(draftId);
    expect(await yours.count()).toBe(0);

    await editor.getByRole('button', { name: 'Drafts and review' }).click();
    await editor.getByRole('button', { name: 'Submit for review' }).click();
    await expect
      .poll(() => editor.getByText('Submitted “Spring pricing” for review.').count())
      .toBe(1);
    await walkShot(editor, 'editor-submitted');
    // The bar's draft picker, behind the dialog, says the same state at once.
    await expect
      .poll(() =>
        editor
          .getByLabel('Draft', { exact: true })
          .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text),
      )
      .toBe('Spring pricing — In review');
    // Editors do not review or publish: the dialog does not offer it.
    expect(await editor.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
    expect(await editor.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0);

    const reviewer = await joinStudio(reviewerLink, 'Rita Reviewer');
    expect(await reviewer.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    // Each read-only role is told what it does instead, as the role table says.
    await expect
      .poll(() =>
        reviewer
          .getByText('Your role reviews drafts; editors change them.', { exact: true })
          .count(),
      )
      .toBe(1);
    // A reviewer creates no page: the empty preview does not offer it.
    await expect
      .poll(() =>
        reviewer
          .getByRole('region', { name: 'Preview' })
          .getByText('Open a page from the files: it shows here as visitors will see it.', {
            exact: true,
          })
          .count(),
      )
      .toBe(1);
    await reviewer.getByRole('button', { name: 'Drafts and review' }).click();
    const drafts = reviewer.getByRole('dialog', { name: 'Drafts' });
    await drafts.getByRole('button', { name: /^Spring pricing/ }).click();
    await expect.poll(() => drafts.getByText('In review', { exact: true }).count()).toBe(1);
    expect(await drafts.getByRole('link', { name: 'Preview /roofing-leads' }).count()).toBe(1);
    // What changed in a page, in words: the reviewer need not compare the preview from memory.
    expect(
      await drafts
        .getByRole('list', { name: 'What changed in /pricing' })
        .getByRole('listitem')
        .allTextContents(),
    ).toEqual([
      'Opening band (block 1) › Title: “Simple, transparent pricing” → “Spring pricing for every trade”',
    ]);
    expect(
      await drafts
        .getByRole('list', { name: 'What changed in /roofing-leads' })
        .getByRole('listitem')
        .allTextContents(),
    ).toEqual(['a new page']);
    // Each time the dialog changes, the draft's status as it reads while "Approved" is shown.
    await drafts.evaluate((dialog) => {
      const beside: string[] = [];
      Object.assign(window, { statusBesideApproved: beside });
      new MutationObserver(() => {
        if (!dialog.textContent?.includes('Approved “Spring pricing”.')) return;
        const status = [...dialog.querySelectorAll('dt')].find((dt) => dt.textContent === 'Status');
        beside.push(status?.nextElementSibling?.textContent ?? '');
      }).observe(dialog, { subtree: true, childList: true, characterData: true });
    });
    await drafts.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect.poll(() => drafts.getByText('Approved “Spring pricing”.').count()).toBe(1);
    // Never "In review" beside it, not even for the moment before the draft is read again.
    const beside = await reviewer.evaluate(
      () => (window as unknown as { statusBesideApproved: string[] }).statusBesideApproved,
    );
    expect(beside.length).toBeGreaterThan(0);
    expect(new Set(beside)).toEqual(new Set(['Approved']));
    await walkShot(reviewer, 'reviewer-approved');

    const publisher = await joinStudio(publisherLink, 'Pat Publisher');
    await expect
      .poll(() =>
        publisher
          .getByText('Your role publishes approved drafts; editors change them.', { exact: true })
          .count(),
      )
      .toBe(1);
    await publisher.getByRole('button', { name: 'Drafts and review' }).click();
    const publishing = publisher.getByRole('dialog', { name: 'Drafts' });
    await publishing.getByRole('button', { name: /^Spring pricing/ }).click();
    await publishing.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect
      .poll(() => publishing.getByText(/^Published “Spring pricing”/).count(), { timeout: 60_000 })
      .toBe(1);
    // The draft's detail no longer says the live site lacks it.
    await expect
      .poll(() => publishing.getByText('has this draft’s changes: it is published').count())
      .toBe(1);
    await walkShot(publisher, 'publisher-published');
    expect(await publishing.getByText('unchanged since the draft started').count()).toBe(0);
    // Its preview says so too, no longer "not live yet".
    const published = await publisher.context().newPage();
    await published.goto(`${server.base}/studio/preview/${draftId}/roofing-leads`);
    await expect
      .poll(() =>
        published
          .getByRole('note')
          .filter({ hasText: 'published: the live site has its changes' })
          .count(),
      )
      .toBe(1);
    expect(await published.getByText(/not live yet/).count()).toBe(0);
    await published.close();

    // The remote's main: a merge by the studio for the publisher, reviewed by Rita, whose
    // second parent's commits are Ed's.
    const remote = server.remote.path;
    expect(mainFile('pages/pricing.yaml')).toContain('title: Spring pricing for every trade');
    expect(mainFile('pages/_site.yaml')).toContain('to: /roofing-leads');
    expect(mainFile('pages/roofing-leads.yaml')).toContain('title: Roofing leads');
    const [parents, message] = git(remote, ['log', '-1', '--format=%P%n%B', 'main']).split('\n', 2);
    expect(parents!.split(' ')).toHaveLength(2);
    expect(git(remote, ['log', '-1', '--format=%B', 'main'])).toContain(
      'Reviewed-by: Rita Reviewer <rita@example.com>',
    );
    void message;
    const authors = git(remote, ['log', '--format=%an <%ae>|%cn', 'main^1..main^2'])
      .trim()
      .split('\n');
    // The pricing save, the new page, the page written, the menu.
    expect(authors.length).toBe(4);
    for (const line of authors) expect(line).toBe('Ed Editor <ed@example.com>|TradeLift Studio');

    // The merged tree validates as CI validates it.
    const checkout = mkdtempSync(join(tmpdir(), 'published-'));
    try {
      execFileSync('sh', [
        '-c',
        `git --git-dir="${remote}" archive main | tar -x -C "${checkout}"`,
      ]);
      const report = await validateProjectOnAllCores(checkout);
      expect(
        report.problems.map((problem) => `${problem.file}:${problem.line} ${problem.message}`),
      ).toEqual([]);
    } finally {
      rmSync(checkout, { recursive: true, force: true });
    }

    // The audit log has each step, with who and which commits.
    await admin.keyboard.press('Escape');
    await admin.getByRole('button', { name: 'Audit log' }).click();
    const log = admin.getByRole('dialog', { name: 'Audit log' });
    await log.waitFor();
    await walkShot(admin, 'admin-audit-log');
    for (const action of [
      'user-invite',
      'sign-in',
      'draft-create',
      'save',
      'submit',
      'approve',
      'publish',
    ]) {
      await expect
        .poll(() => log.getByRole('cell', { name: action, exact: true }).count())
        .toBeGreaterThan(0);
    }
  }, 240_000);

  it('loses nothing when two editors save the same page of one draft', async () => {
    const first = await joinStudio(server.invite('one@example.com', 'editor'), 'One Editor');
    await startDraft(first, 'Two hands');
    const draftUrl = first.url();

    const second = await joinStudio(server.invite('two@example.com', 'editor'), 'Two Editor');
    await second.goto(draftUrl);
    await second.getByRole('navigation', { name: 'Team' }).waitFor();

    const about = mainFile('pages/about.yaml');
    await openFile(first, /^About/);
    await openFile(second, /^About/);
    const titleLine = /^title: .*$/m.exec(about)![0];
    const descriptionLine = /^description: .*$/m.exec(about)![0];
    // Both opened the same version; one changes the title, the other the description.
    await replaceAll(first, 'pages/about.yaml', about.replace(titleLine, 'title: About TradeLift'));
    await replaceAll(
      second,
      'pages/about.yaml',
      about.replace(
        descriptionLine,
        'description: "Who we are and how we help contractors grow: the team, the story and the numbers behind TradeLift."',
      ),
    );
    await save(first, 'pages/about.yaml');
    // The second save finds the file changed underneath: base, theirs and mine, per change.
    await second.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = second.getByRole('dialog', { name: 'pages/about.yaml changed on disk' });
    await expect.poll(() => conflict.isVisible()).toBe(true);
    const changes = conflict.getByRole('region', { name: 'Choose per change' });
    expect(await changes.getByRole('group').count()).toBe(2);
    expect(
      await changes.getByRole('radio', { name: 'Theirs (saved meanwhile)' }).first().isChecked(),
    ).toBe(true);
    expect(await changes.getByRole('radio', { name: 'Mine' }).last().isChecked()).toBe(true);
    await walkShot(second, 'second-editor-conflict');
    await conflict.getByRole('button', { name: 'Save my choices' }).click();
    await expect.poll(() => second.getByText('Saved pages/about.yaml').count()).toBe(1);

    // Both edits are in the draft: one commit each, by their authors.
    const branch = git(server.remote.path, [
      'for-each-ref',
      '--format=%(refname:short)',
      'refs/heads/studio/two-hands-*',
    ]).trim();
    const clone = join(server.dataDir, 'repo.git');
    const text = git(clone, ['show', `${branch}:pages/about.yaml`]);
    expect(text).toContain('title: About TradeLift');
    expect(text).toContain('description: "Who we are and how we help contractors grow');
    expect(
      git(clone, ['log', '--format=%an', `main..${branch}`])
        .trim()
        .split('\n'),
    ).toEqual(['Two Editor', 'One Editor']);

    // Another draft opening the same page is told which open draft changes it too.
    await startDraft(first, 'About wording');
    await openFile(first, /^About/);
    await expect
      .poll(() =>
        first
          .getByText('Also being changed in “Two hands”: pages/about.yaml.', { exact: false })
          .count(),
      )
      .toBe(1);
  }, 180_000);

  it("builds a download in a draft's preview from the draft's page", async () => {
    const editor = await joinStudio(server.invite('pdf@example.com', 'editor'), 'Pia Editor');
    const draftId = await startDraft(editor, 'Curriculum title');
    await openFile(editor, /^Growth Strategist Curric/);
    const curriculum = mainFile('pages/curriculum.yaml');
    const edited = curriculum.replace(
      '    title: Growth Strategist Certification Program\n',
      '    title: Growth Strategist Program, Autumn Edition\n',
    );
    expect(edited).not.toBe(curriculum);
    await replaceAll(editor, 'pages/curriculum.yaml', edited);
    await save(editor, 'pages/curriculum.yaml');

    // The studio's app was built from this checkout's pages: the PDF is the draft's all the same.
    const preview = await editor.context().newPage();
    await preview.goto(`${server.base}/studio/preview/${draftId}/curriculum`);
    const [download] = await Promise.all([
      preview.waitForEvent('download'),
      preview.getByRole('button', { name: 'Download Full Curriculum PDF' }).click(),
    ]);
    const pdf = await readPdf(new Uint8Array(await readFile((await download.path())!)).buffer);
    expect(pdf.flatMap((sheet) => sheet.runs.map((run) => run.text)).join(' ')).toContain(
      'Autumn Edition',
    );

    // A button on another page of the draft builds it from the draft's curriculum page too.
    await openFile(editor, /^About Us/);
    const about = mainFile('pages/about.yaml');
    const withButton = about.replace(
      '      - label: Join Our Team\n',
      '      - label: Get the curriculum\n        download: curriculum-pdf\n        variant: ghost\n      - label: Join Our Team\n',
    );
    expect(withButton).not.toBe(about);
    await replaceAll(editor, 'pages/about.yaml', withButton);
    await save(editor, 'pages/about.yaml');
    // In the studio's preview a button's label is typed on (studio-on-page.test.ts): it is
    // pressed by its edge, as a person does there.
    const pdfText = async (page: Page, button: Locator) => {
      const [saved] = await Promise.all([
        page.waitForEvent('download'),
        button.click({ position: { x: 4, y: 4 } }),
      ]);
      const read = await readPdf(new Uint8Array(await readFile((await saved.path())!)).buffer);
      return read.flatMap((sheet) => sheet.runs.map((run) => run.text)).join(' ');
    };
    const live = editor.getByTitle('Page preview').contentFrame();
    expect(
      await pdfText(editor, live.getByRole('button', { name: 'Get the curriculum' })),
    ).toContain('Autumn Edition');
    await preview.goto(`${server.base}/studio/preview/${draftId}/about`);
    expect(
      await pdfText(preview, preview.getByRole('button', { name: 'Get the curriculum' })),
    ).toContain('Autumn Edition');
  }, 120_000);

  it("reads a page given a new address as moved, not deleted, in the draft's changes (a slow list as loading)", async () => {
    const editor = await joinStudio(server.invite('mover@example.com', 'editor'), 'Max Mover');
    const draftId = await startDraft(editor, 'Jobs address');
    await openFile(editor, /^Careers/);
    await editor.getByRole('button', { name: 'Change address' }).click();
    await editor.getByRole('textbox', { name: 'New address' }).fill('/jobs-board');
    await editor.getByRole('button', { name: 'Move page' }).click();
    await expect
      .poll(() => editor.getByText(/^Moved pages\/careers\.yaml to \/jobs-board/).count())
      .toBe(1);
    // A slow list of drafts reads as loading, not as no drafts.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await editor.route('**/__studio/api/drafts', async (route) => {
      await answered;
      await route.continue();
    });
    await editor.getByRole('button', { name: 'Drafts and review' }).click();
    const changes = editor.getByRole('dialog', { name: 'Drafts' });
    await expect.poll(() => changes.getByText('Loading the drafts…').count()).toBe(1);
    expect(await changes.getByText('No drafts yet.').count()).toBe(0);
    answer();
    await expect.poll(() => changes.getByText('/careers (moved to /jobs-board)').count()).toBe(1);
    expect(await changes.getByText('/careers (deleted)').count()).toBe(0);
    // The site file's change says which setting it changes (the footer's link follows the
    // page) and what it does for visitors of the old address.
    expect(
      await changes
        .getByRole('listitem')
        .filter({ hasText: /^\/careers now leads to \/jobs-board$/ })
        .count(),
    ).toBe(1);
    expect(
      await changes
        .getByRole('listitem')
        .filter({
          hasText: /^Site settings \(pages\/_site\.yaml\): Footer changed; with the old addresses:/,
        })
        .count(),
    ).toBe(1);
    await expect
      .poll(() => changes.getByRole('link', { name: 'Preview /jobs-board' }).count())
      .toBe(1);

    // The old address in the draft's preview says where its visitors go, and leads there.
    const preview = await editor.context().newPage();
    await preview.goto(`${server.base}/studio/preview/${draftId}/careers`);
    await expect
      .poll(() => preview.getByRole('heading', { name: '/careers is an old address' }).count())
      .toBe(1);
    expect(
      await preview.getByRole('note').filter({ hasText: '(editing) — not live yet.' }).count(),
    ).toBe(1);
    await preview.getByRole('link', { name: '/jobs-board' }).click();
    await preview.waitForURL(`${server.base}/studio/preview/${draftId}/jobs-board`);
    await expect.poll(() => preview.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await preview.getByText('is an old address').count()).toBe(0);
  }, 120_000);

  it("shows a form edited in a draft in the draft's previews, not the form the studio was built with", async () => {
    const editor = await joinStudio(server.invite('forms@example.com', 'editor'), 'Fay Editor');
    const draftId = await startDraft(editor, 'Consultation title');
    await openFile(editor, /^Get Your Free Strategy Call/);
    const consultation = mainFile('forms/consultation.yaml');
    const edited = consultation.replace(
      'title: Get Your Free Strategy Call\n',
      'title: Book a Roofing Growth Call\n',
    );
    expect(edited).not.toBe(consultation);
    await replaceAll(editor, 'forms/consultation.yaml', edited);
    await save(editor, 'forms/consultation.yaml');

    // The editor's preview: the header's call to action opens the draft's form.
    await openFile(editor, /^About Us/);
    const live = editor.getByTitle('Page preview').contentFrame();
    // Its label is typed on in the studio's preview (studio-on-page.test.ts): pressed by its edge.
    await live
      .getByRole('banner')
      .getByRole('button', { name: 'Free Strategy Call' })
      .click({ position: { x: 4, y: 4 } });
    await expect
      .poll(() => live.getByRole('dialog', { name: 'Book a Roofing Growth Call' }).count())
      .toBe(1);

    // The reviewer's preview link too.
    const preview = await editor.context().newPage();
    await preview.goto(`${server.base}/studio/preview/${draftId}/about`);
    await preview.getByRole('banner').getByRole('button', { name: 'Free Strategy Call' }).click();
    await expect
      .poll(() => preview.getByRole('dialog', { name: 'Book a Roofing Growth Call' }).count())
      .toBe(1);
    // Main keeps its own until the draft is published.
    expect(mainFile('forms/consultation.yaml')).toBe(consultation);
  }, 120_000);

  it('met no Content-Security-Policy refusal on any view the walks above opened', async () => {
    const response = await fetch(`${server.base}/studio/`);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
    expect(cspViolations).toEqual([]);
  });
});
