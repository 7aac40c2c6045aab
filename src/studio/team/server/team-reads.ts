/**
 * What the team API reads outside a draft's own store: main as it is (read-only), and a draft's
 * page with everything the renderer needs, for the reviewer's preview.
 */
import { pageOnDate } from '../../../project/page-on-date.ts';
import type { PageData } from '../../../project/page-schema.ts';
import { buildDateOf } from '../../../content/site-time-zone.ts';
import { HttpError } from '../../server/http-json.ts';
import { previewContent } from '../../server/preview-content.ts';
import { redirectedTo } from '../../server/site-redirect.ts';
import type { ContentStore } from '../../server/store.ts';
import type { HistorySource } from '../../server/file-history.ts';
import { validateText } from '../../server/validate-text.ts';
import type { TeamRepository } from '../git/index.ts';
import type { Workflow } from './drafts-workflow.ts';
import type { Snapshots } from './snapshots.ts';

interface Reads {
  repo: TeamRepository;
  snapshots: Snapshots;
}

/** Main as it is, to read and validate: nothing is written outside a draft. */
export function mainStore(context: Reads): ContentStore {
  const refuse = () => {
    throw new HttpError(409, 'no-draft', 'start a draft (or open one) to change the site');
  };
  const head = async () => (await context.repo.resolveRef(context.repo.mainBranch))!;
  return {
    projectDir: async () => context.snapshots.dirFor(await head()),
    async read(path) {
      const commit = await head();
      const text = await context.repo.readText(commit, path);
      return text === null ? null : { path, text, version: commit };
    },
    save: refuse,
    create: refuse,
    remove: refuse,
    putMedia: refuse,
    removeMedia: refuse,
  };
}

/** The history of the files: main's, and the open draft's branch (`branch`) when there is one. */
export const teamHistory = (repo: TeamRepository, branch: string | null): HistorySource => ({
  place: { gitDir: repo.gitDir },
  refs: async () => ({
    draft: branch && `refs/heads/${branch}`,
    main: `refs/heads/${repo.mainBranch}`,
  }),
});

/**
 * A draft's page, site settings, forms and downloads as the renderer takes them, for the
 * reviewer's preview. An old address the draft's site file sends on (a page moved or deleted)
 * answers where it leads (`redirect`), as the built site's forwarding page would.
 */
export async function draftPreview(
  context: Reads & { workflow: Workflow },
  id: string,
  route: string,
) {
  const detail = await context.workflow.detail(id);
  const commit = detail.publishedCommit ?? detail.head;
  const root = await context.snapshots.dirFor(commit);
  const file = route === '/' ? 'pages/index.yaml' : `pages${route.replace(/\/$/, '')}.yaml`;
  if (!/^pages(\/[a-z0-9][a-z0-9-]*)+\.yaml$/.test(file)) {
    throw new HttpError(400, 'bad-route', `${route} is not a page address`);
  }
  const [pageText, siteText] = await Promise.all([
    context.repo.readText(commit, file),
    context.repo.readText(commit, 'pages/_site.yaml'),
  ]);
  const draft = { id: detail.id, name: detail.name, status: detail.status, head: commit };
  if (pageText === null) {
    const to = siteText === null ? undefined : redirectedTo(siteText, route.replace(/\/$/, ''));
    if (to === undefined)
      throw new HttpError(404, 'not-found', `the draft has no page at ${route}`);
    return { draft, route, redirect: { from: route, to } };
  }
  const page = validateText(root, file, pageText);
  const site = siteText === null ? null : validateText(root, 'pages/_site.yaml', siteText).data;
  return {
    draft,
    route,
    file,
    // As the build shows it on the draft's date: a past upcoming webinar left off.
    page: page.data && pageOnDate(page.data as PageData, buildDateOf(root)),
    problems: page.problems,
    site,
    ...previewContent(root),
  };
}
