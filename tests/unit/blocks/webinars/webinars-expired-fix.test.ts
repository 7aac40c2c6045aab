/**
 * The webinars block's fix of a past upcoming webinar (blocks/webinars/expired-fix.ts): the
 * webinar leaves where it was offered and heads the recorded list, with the length and views
 * given, and the page still validates, its comments kept. Answers are checked in words.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseDocument, type YAMLMap } from 'yaml';
import { pastWebinarFix } from '../../../../blocks/webinars/expired-fix.ts';
import { validateSource } from '../../../../src/project/validate.ts';

const page = readFileSync(join(process.cwd(), 'pages/webinars.yaml'), 'utf8');
const answers = { duration: '58:12', views: '1200' };

function fixed(text: string, itemPath: (string | number)[]) {
  const document = parseDocument(text);
  pastWebinarFix.apply(document, document.getIn(['blocks', 1], true) as YAMLMap, itemPath, answers);
  return document.toString({ lineWidth: 0 });
}

type Webinar = { status: string; title: string; duration?: string; views?: number };
type Block = { featured?: Webinar; groups: { title: string; items: Webinar[] }[] };
const webinarsOf = (text: string) => (parse(text) as { blocks: Block[] }).blocks[1]!;

describe('a past webinar, moved to the recorded list', () => {
  it('moves the featured webinar to the head of the recorded group', () => {
    const after = fixed(page, ['featured']);
    const block = webinarsOf(after);
    expect(block.featured).toBeUndefined();
    const recorded = block.groups.find((group) => group.title === 'Recorded Webinars')!;
    expect(recorded.items[0]).toMatchObject({
      status: 'recorded',
      title: 'The 30-Day Booking Machine: From 0 to 30+ Jobs a Month',
      duration: '58:12',
      views: 1200,
    });
    expect(recorded.items[0]).not.toHaveProperty('time');
    expect(after.startsWith('# yaml-language-server')).toBe(true);
    const result = validateSource('pages/webinars.yaml', 'page', after, null);
    expect(result.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  });

  it('takes an upcoming one out of its group', () => {
    const block = webinarsOf(fixed(page, ['groups', 0, 'items', 0]));
    expect(block.groups[0]!.items.map((item) => item.title)).not.toContain(
      'AI Lead Response That Books Estimates',
    );
    expect(block.groups[1]!.items[0]!.title).toBe('AI Lead Response That Books Estimates');
  });

  it('asks for a length and a number, in words', () => {
    const [duration, views] = pastWebinarFix.questions;
    expect(duration!.check('52:10')).toBeNull();
    expect(duration!.check('an hour')).toMatch(/minutes:seconds/);
    expect(views!.check('1200')).toBeNull();
    expect(views!.check('-3')).toMatch(/number of views/);
  });
});
