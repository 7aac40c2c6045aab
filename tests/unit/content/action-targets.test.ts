/**
 * actionTargets (src/content/links.ts) reads both kinds of target in one walk: what it finds is
 * what a walk per kind finds, wherever the actions sit and whatever else the data holds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionTargets } from '../../../src/content/links.ts';

/** One kind's targets, by a plain walk of every value. */
function targetsOfKind(key: 'scrollTo' | 'download', value: unknown, into = new Set<string>()) {
  if (Array.isArray(value)) for (const item of value) targetsOfKind(key, item, into);
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record[key] === 'string') into.add(record[key]);
    for (const child of Object.values(record)) targetsOfKind(key, child, into);
  }
  return into;
}

const key = fc.constantFrom('scrollTo', 'download', 'label', 'items', 'name');
const data = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string({ maxLength: 4 }),
    fc.integer(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  ),
})).value;

describe('actionTargets', () => {
  it('finds the section ids and download names of a page in one walk', () => {
    const page = {
      blocks: [
        { type: 'hero', primaryAction: { label: 'Plans', scrollTo: 'plans' } },
        { type: 'cta', action: { label: 'Get the guide', download: 'guide' } },
        // A download's declaration is an object, not a target.
        { type: 'resource', download: { name: 'checklist', fileName: 'list.pdf' } },
      ],
    };
    const found = actionTargets(page);
    expect([...found.scrollTo]).toEqual(['plans']);
    expect([...found.download]).toEqual(['guide']);
  });

  it('finds what a walk per kind finds, added to what it was given', () => {
    fc.assert(
      fc.property(data, (value) => {
        const found = actionTargets(value, {
          scrollTo: new Set(['layout-section']),
          download: new Set(['layout-download']),
        });
        expect(found.scrollTo).toEqual(
          targetsOfKind('scrollTo', value, new Set(['layout-section'])),
        );
        expect(found.download).toEqual(
          targetsOfKind('download', value, new Set(['layout-download'])),
        );
      }),
    );
  });
});
