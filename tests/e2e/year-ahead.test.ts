/**
 * The whole site built a year after the test build date, as the daily rebuild would build it
 * then with nobody having touched the content: nothing dated in the past is shown as coming.
 * Every item a schema marks as offered until its date (the `dated` tag: upcoming webinars, the
 * featured one) and whose date is before the build date is absent from its built page, title
 * and date; a group left with no such item is gone with its heading; and every cohort the
 * forms offer ("Q1 2028", in the pages and the scripts they load) starts after the build date.
 * What the content shows is found through the schemas (dated-items.ts), never a list of pages.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { copyProject } from '../../src/cli/project-copy.ts';
import { datedItems } from '../../src/content/dated-items.ts';
import { routeFromPageFile } from '../../src/content/route-path.ts';
import { pageSchema } from '../../src/project/page-schema.ts';
import { filesUnder, runProductionBuild, TEST_BUILD_DATE } from './build-process.ts';

/** The test build date, a year on. */
const YEAR_AHEAD = `${Number(TEST_BUILD_DATE.slice(0, 4)) + 1}${TEST_BUILD_DATE.slice(4)}`;
const ROOT = process.cwd();

let folder: string;
let built: Map<string, Buffer>;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'year-ahead-'));
  // A copy: the build's server bundle (dist-ssr/) is the project's, and other files read it.
  const copy = copyProject(folder, ROOT);
  await runProductionBuild(
    copy.root,
    'npm',
    [
      'run',
      '--silent',
      'build',
      '--',
      '--out',
      join(folder, 'out'),
      '--cache',
      join(folder, 'cache'),
    ],
    YEAR_AHEAD,
  );
  built = filesUnder(join(folder, 'out'));
}, 300_000);

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
};

/** What a visitor reads of a built page: its text, scripts and tags left out. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ');
}

const headings = (html: string) =>
  [...html.matchAll(/<h[1-6]\b[^>]*>([\s\S]*?)<\/h[1-6]>/g)].map((match) =>
    visibleText(match[1]!).trim(),
  );

/** "December 10, 2026", as the site writes a date. */
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

const nodeAt = (data: unknown, path: readonly (string | number)[]) =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], data);

interface PastItem {
  route: string;
  title: string | undefined;
  date: string;
  /** The heading of the list item that held it, when every item of its list went by. */
  emptiedGroup: string | undefined;
}

/** Every dated item of every page whose date is before the year-ahead date. */
function pastItems(): PastItem[] {
  const found: PastItem[] = [];
  for (const name of readdirSync(join(ROOT, 'pages'), { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.yaml')) continue;
    const route = routeFromPageFile(`pages/${name}`);
    if (route === null) continue;
    const data: unknown = parse(readFileSync(join(ROOT, 'pages', name), 'utf8'));
    const dated = datedItems(pageSchema, data);
    for (const item of dated) {
      if (item.date >= YEAR_AHEAD) continue;
      const node = nodeAt(data, item.path) as { title?: unknown };
      const list = item.path.slice(0, -1);
      const siblings = dated.filter(
        (other) => JSON.stringify(other.path.slice(0, -1)) === JSON.stringify(list),
      );
      const holder = nodeAt(data, list.slice(0, -1)) as { title?: unknown } | undefined;
      const listLength = (nodeAt(data, list) as unknown[] | undefined)?.length;
      const allPast =
        Array.isArray(nodeAt(data, list)) &&
        siblings.length === listLength &&
        siblings.every((other) => other.date < YEAR_AHEAD);
      found.push({
        route,
        title: typeof node.title === 'string' ? node.title : undefined,
        date: item.date,
        emptiedGroup:
          allPast && typeof holder?.title === 'string' && typeof list.at(-2) === 'number'
            ? holder.title
            : undefined,
      });
    }
  }
  return found;
}

const pageHtml = (route: string) => {
  const file = route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
  const bytes = built.get(file);
  if (!bytes) throw new Error(`the build wrote no ${file}`);
  return bytes.toString('utf8');
};

describe(`the whole site built on ${YEAR_AHEAD}, a year ahead`, () => {
  it('shows no item dated before then as coming: not its title, its date, or its group', () => {
    const past = pastItems();
    // The content has upcoming webinars of the test's year: the check checks something.
    expect(past.length).toBeGreaterThan(0);
    for (const item of past) {
      const html = pageHtml(item.route);
      const text = visibleText(html);
      const where = `${item.route}: ${item.title ?? item.date}`;
      if (item.title) expect(text, where).not.toContain(item.title);
      expect(text, where).not.toContain(longDate(item.date));
      if (item.emptiedGroup) expect(headings(html), where).not.toContain(item.emptiedGroup);
    }
  });

  it('offers only cohorts that start after then, in the pages and the scripts they load', () => {
    const start = { 1: '01', 2: '04', 3: '07', 4: '10' } as const;
    const offered = new Set<string>();
    for (const [file, bytes] of built) {
      if (!/\.(html|js|json)$/.test(file)) continue;
      for (const match of bytes.toString('utf8').matchAll(/\bQ([1-4]) (20\d\d)\b/g)) {
        const quarter = `${match[2]}-${start[Number(match[1]) as 1 | 2 | 3 | 4]}-01`;
        expect(quarter > YEAR_AHEAD, `${file}: ${match[0]}`).toBe(true);
        offered.add(match[0]);
      }
    }
    // The application form's cohorts are there at all (three quarters after the build date).
    expect(offered.size).toBeGreaterThan(0);
  });
});
