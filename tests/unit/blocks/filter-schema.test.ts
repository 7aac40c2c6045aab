import { describe, expect, it } from 'vitest';
import { articles } from '../../../blocks/articles/schema.ts';
import { caseStudies } from '../../../blocks/case-studies/schema.ts';
import { resources } from '../../../blocks/resources/schema.ts';
import { videos } from '../../../blocks/videos/schema.ts';
import { webinars } from '../../../blocks/webinars/schema.ts';

describe('list blocks', () => {
  it.each([resources, videos, caseStudies, webinars, articles])(
    '$type example validates',
    (block) => {
      expect(block.schema.safeParse(block.example).success).toBe(true);
    },
  );
});

describe('filter settings in YAML', () => {
  const withFilter = (filter: unknown) =>
    resources.schema.safeParse({ ...resources.example, filter });
  const controls = { searchLabel: 'Search', noun: { one: 'resource', other: 'resources' } };

  it('refuses a search field the block does not have', () => {
    const result = withFilter({ searchIn: ['titel'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['filter', 'searchIn', 0]);
  });

  it('needs exactly one "All" button (one without a match)', () => {
    const buttons = [{ label: 'Templates', match: 'template' }];
    expect(withFilter({ searchIn: ['title'], controls: { ...controls, buttons } }).success).toBe(
      false,
    );
    const ok = [{ label: 'All' }, ...buttons];
    expect(
      withFilter({ searchIn: ['title'], controls: { ...controls, buttons: ok } }).success,
    ).toBe(true);
  });

  it('defaults the button parameter to "category"', () => {
    const result = withFilter({ searchIn: ['title'], controls });
    expect(result.data?.filter?.controls?.param).toBe('category');
  });

  it('requires duration and views on a recorded webinar', () => {
    const item = webinars.example.groups[0]!.items[0]!;
    const recorded = { ...item, status: 'recorded' as const };
    const result = webinars.schema.safeParse({
      groups: [{ title: 'Recorded', items: [recorded] }],
    });
    expect(result.success).toBe(false);
  });
});
