/**
 * "Needs attention": the problems main already has, which no draft is refused for
 * (main-problems.ts), told in words for the people who keep the site: which page, what is
 * wrong, what to do. No field path, no code: those are for the command line. A past dated item
 * (an upcoming webinar whose date went by) whose block offers a fix (blocks/expired-fixes.ts) says so, with the questions the fix asks; attention-fix.ts applies it.
 */
import { parse } from 'yaml';
import { expiredFixes } from '../../../../blocks/expired-fixes.ts';
import { datedItems, type DatedItem } from '../../../content/dated-items.ts';
import { problemCatalogue } from '../../../content/errors.ts';
import type { ExpiredItemFix } from '../../../content/expired-fix.ts';
import { pageSchema } from '../../../project/page-schema.ts';
import { formatPath } from '../../../content/positions.ts';
import { routeFromPageFile } from '../../../content/route-path.ts';
import type { TeamRepository } from '../git/index.ts';
import type { MainProblems } from './main-problems.ts';
import type { PublishProblem } from './publish-validation.ts';

/** Which problem of main an item is: what the fix request names. */
export interface ProblemKey {
  file: string;
  path: string;
  code: string;
}

export interface AttentionItem {
  key: ProblemKey;
  /** "The Webinars page (/webinars)". */
  where: string;
  what: string;
  todo: string;
  fix?: {
    label: string;
    questions: { name: string; label: string; help: string; inputMode: 'text' | 'numeric' }[];
  };
}

/** A past dated item of a page at a commit, with its block's fix if it offers one. */
export interface ExpiredAt {
  text: string;
  item: DatedItem;
  title: string | undefined;
  fix: ExpiredItemFix | undefined;
}

export const sameProblem = (problem: ProblemKey, key: ProblemKey) =>
  problem.file === key.file && problem.path === key.path && problem.code === key.code;

/** The dated item a `stale-date` problem names, as the page is at `commit`. */
export async function expiredItemOf(
  repo: TeamRepository,
  commit: string,
  problem: ProblemKey,
): Promise<ExpiredAt | undefined> {
  if (problem.code !== 'stale-date') return undefined;
  const text = await repo.readText(commit, problem.file);
  if (text === null) return undefined;
  const data = parse(text) as { blocks?: { type?: string }[] };
  const item = datedItems(pageSchema, data).find(
    (dated) => formatPath([...dated.path, dated.dateField]) === problem.path,
  );
  if (!item) return undefined;
  const node = item.path.reduce<unknown>(
    (at, key) => (at as Record<string | number, unknown>)[key],
    data,
  ) as Record<string, unknown>;
  const blockType = data.blocks?.[item.path[1] as number]?.type;
  return {
    text,
    item,
    title: typeof node.title === 'string' ? node.title : undefined,
    fix: item.path[0] === 'blocks' && blockType ? expiredFixes[blockType] : undefined,
  };
}

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

async function whereOf(repo: TeamRepository, commit: string, file: string): Promise<string> {
  if (file === 'pages/_site.yaml') return 'The site settings (menus, footer, contact details)';
  const route = routeFromPageFile(file);
  if (route === null) return `The form ${file.replace(/^forms\/|\.yaml$/g, '')}`;
  const text = await repo.readText(commit, file);
  let title: unknown;
  try {
    title = text === null ? undefined : (parse(text) as { title?: unknown } | null)?.title;
  } catch {
    // A page that does not parse is named by its address alone.
  }
  return typeof title === 'string' ? `The ${title} page (${route})` : `The page ${route}`;
}

async function itemOf(
  repo: TeamRepository,
  commit: string,
  problem: PublishProblem,
): Promise<AttentionItem> {
  const key = { file: problem.file, path: problem.path, code: problem.code };
  const where = await whereOf(repo, commit, problem.file);
  const expired = await expiredItemOf(repo, commit, key);
  if (!expired) {
    // The validator's own sentence (it says what is wrong) without where in the file.
    return {
      key,
      where,
      what: capitalised(problem.message),
      todo: problemCatalogue[problem.code].fix,
    };
  }
  const { item, title, fix } = expired;
  const named = title ? ` “${title}”` : '';
  return {
    key,
    where,
    what: `The ${item.noun}${named} of ${longDate(item.date)} has passed, so the site no longer shows it.`,
    todo: fix
      ? `${fix.label}: give the ${fix.questions.map((question) => question.label.toLowerCase()).join(' and the ')} below. A new draft with the change opens, to be reviewed like any other.`
      : `Start a draft and move it or remove it from the page.`,
    ...(fix && {
      fix: {
        label: fix.label,
        questions: fix.questions.map(({ name, label, help, inputMode }) => ({
          name,
          label,
          help,
          inputMode,
        })),
      },
    }),
  };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Main's problems, in words, with the commit they were found at. */
export async function attentionList(
  repo: TeamRepository,
  main: MainProblems,
): Promise<{ commit: string; items: AttentionItem[] }> {
  const { commit, problems } = await main.current();
  return { commit, items: await Promise.all(problems.map((found) => itemOf(repo, commit, found))) };
}
