/**
 * Dates are data: with a fixed build date (never the real clock), the application form offers
 * the quarters after it, an upcoming webinar whose date has passed is left off the built page,
 * and validation warns about it with file, line and column without failing.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { buildDate } from '../../src/content/build-date.ts';
import { formSchema } from '../../src/content/form-schema.ts';
import { optionsByRule, withRuleOptions } from '../../src/content/option-rules.ts';
import { validateProject } from '../../src/project/project.ts';
import { formatProblem, type Problem } from '../../src/content/problem.ts';
import { contentPlugin } from '../../src/build/plugins/content.ts';
import { TEST_BUILD_DATE } from '../support/test-build-date.ts';
import { pageOnDate } from '../../src/project/page-on-date.ts';
import { pageSchema, type PageData } from '../../src/project/page-schema.ts';

const quarters = (today: string, count = 3) =>
  optionsByRule({ rule: 'upcoming-quarters', count }, today).map((option) => option.label);

describe('the upcoming-quarters rule', () => {
  it('offers the quarters that start after the build date', () => {
    expect(quarters('2026-11-23')).toEqual(['Q1 2027', 'Q2 2027', 'Q3 2027']);
    expect(quarters('2026-09-30')).toEqual(['Q4 2026', 'Q1 2027', 'Q2 2027']);
    // A quarter that starts on the build date has begun: it is not offered.
    expect(quarters('2026-10-01', 2)).toEqual(['Q1 2027', 'Q2 2027']);
    expect(optionsByRule({ rule: 'upcoming-quarters', count: 1 }, '2024-05-02')).toEqual([
      { value: 'q3-2024', label: 'Q3 2024' },
    ]);
  });

  it('gives the application form its cohorts after the fixed options, never a past one', () => {
    const application = formSchema.parse(parse(readFileSync('forms/application.yaml', 'utf8')));
    const cohort = withRuleOptions(application, '2026-11-23').fields.find(
      (field) => field.name === 'preferredCohort',
    )!;
    expect(cohort.options).toEqual([
      { value: 'next', label: 'Next Available Cohort' },
      { value: 'q1-2027', label: 'Q1 2027' },
      { value: 'q2-2027', label: 'Q2 2027' },
      { value: 'q3-2027', label: 'Q3 2027' },
    ]);
    expect(cohort).not.toHaveProperty('optionsFrom');
  });
});

describe('the build date', () => {
  it('is pinned for every step of npm test, to the date the end-to-end builds use', () => {
    const scripts = (
      JSON.parse(readFileSync('package.json', 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    // Exported first, so lint, validate --strict, the unit and end-to-end tests, the size check
    // and Lighthouse (and every build or studio they start) read the same date next month.
    expect(scripts.test).toMatch(new RegExp(`^export BUILD_DATE=${TEST_BUILD_DATE} && `));
    expect(validateProject(process.cwd(), undefined, TEST_BUILD_DATE).problems).toEqual([]);
  });

  it('is BUILD_DATE when given, else today in UTC, and rejects a malformed one', () => {
    expect(buildDate({ BUILD_DATE: '2027-02-01' })).toBe('2027-02-01');
    expect(buildDate({}, new Date('2026-11-23T23:59:00Z'))).toBe('2026-11-23');
    expect(() => buildDate({ BUILD_DATE: '23/11/2026' })).toThrow(
      'BUILD_DATE must be a date such as 2026-11-23, got "23/11/2026"',
    );
  });
});

describe('an upcoming webinar whose date has passed', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is warned about with file, line and column, as a warning that does not fail', () => {
    const fixture = 'tests/fixtures/stale-dates';
    // The content review's findings about this small fixture page (no h1…) are not the point.
    const staleDates = (problems: Problem[]) => problems.filter((p) => p.code === 'stale-date');
    const problems = staleDates(validateProject(fixture, undefined, '2026-12-15').problems);
    expect(problems.map(formatProblem)).toEqual([
      'pages/index.yaml:12:19 blocks[0].groups[0].items[0].date: warning: the upcoming webinar of 2026-12-10 is before the build date 2026-12-15; the build leaves it off the page [stale-date]',
    ]);
    expect(problems.every((problem) => problem.severity === 'warning')).toBe(true);
    // The day of the webinar it is not stale yet; the site's own webinars are current on the
    // date the end-to-end build is pinned to.
    expect(staleDates(validateProject(fixture, undefined, '2026-12-10').problems)).toEqual([]);
    expect(validateProject(process.cwd(), ['pages/webinars.yaml'], '2026-11-20').problems).toEqual(
      [],
    );
  });

  it('is left off the page the build makes; recorded and later ones stay', async () => {
    vi.stubEnv('BUILD_DATE', '2027-01-10');
    const plugin = contentPlugin();
    const transform = plugin.transform as (
      this: unknown,
      source: string,
      id: string,
    ) => Promise<{ code: string }> | { code: string };
    const id = `${process.cwd()}/pages/webinars.yaml`;
    const { code } = await transform.call(
      { addWatchFile: () => undefined },
      readFileSync(id, 'utf8'),
      id,
    );
    const json = /^export const page = (.*);$/m.exec(code)![1]!;
    const block = (JSON.parse(json) as { blocks: Record<string, unknown>[] }).blocks[1] as {
      featured?: unknown;
      groups: { title: string; items: { title: string }[] }[];
    };
    expect(block.featured).toBeUndefined();
    expect(block.groups.map((group) => group.items.map((item) => item.title))).toEqual([
      ['Pricing and Proposals That Win'],
      [
        'Five-Star Reviews on Autopilot',
        'Hiring and Keeping Great Crews',
        'Selling HVAC Service Plans',
      ],
    ]);
  });

  it('takes its group along once every webinar of the group has passed: no heading over nothing', () => {
    const page = parse(readFileSync('pages/webinars.yaml', 'utf8')) as PageData;
    const block = pageOnDate(page, '2027-02-01').blocks[1] as unknown as {
      groups: { title: string; items: unknown[] }[];
    };
    expect(block.groups.map((group) => [group.title, group.items.length])).toEqual([
      ['Recorded Webinars', 3],
    ]);
    // The page as written is untouched, and still valid as shown.
    expect(pageSchema.safeParse(pageOnDate(page, '2027-02-01')).success).toBe(true);
    expect((page.blocks[1] as unknown as { groups: unknown[] }).groups).toHaveLength(2);
  });
});
