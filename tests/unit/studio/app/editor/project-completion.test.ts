/**
 * The code editor's completion of the project's names offers the pictures after `src:` (media/
 * first, in block and in flow style), and only there.
 */
import { CompletionContext } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import type { ProjectMeta } from '../../../../../src/studio/app/api.ts';
import { projectNameCompletion } from '../../../../../src/studio/app/editor/project-completion.ts';

const meta: ProjectMeta = {
  routes: ['/', '/pricing'],
  forms: ['contact'],
  downloads: ['price-list'],
  sectionIds: {},
  images: ['/images/blog/featured.svg', 'media/crew-on-roof.jpg', 'media/roof-before.png'],
};

/** The completion at the `|` in `text`. */
function completeAt(text: string, names: ProjectMeta | null = meta) {
  const pos = text.indexOf('|');
  const doc = text.replace('|', '');
  const state = EditorState.create({ doc });
  const source = projectNameCompletion(() => ({ meta: names, route: '/' }));
  const result = source(new CompletionContext(state, pos, true));
  return result && { from: result.from, labels: result.options.map((o) => o.label), pos };
}

const hero = (line: string) =>
  ['title: Crew', 'blocks:', '  - type: hero', '    image:', line].join('\n');

describe('completion of picture names', () => {
  it('offers the media/ files first after `src: me`, replacing what was typed', () => {
    const result = completeAt(hero('      src: me|'))!;
    expect(result.labels).toEqual([
      'media/crew-on-roof.jpg',
      'media/roof-before.png',
      '/images/blog/featured.svg',
    ]);
    expect(result.from).toBe(result.pos - 'me'.length);
  });

  it('offers them in a flow mapping and in quotes too', () => {
    const flow = completeAt(hero('    image: { src: media/cr|'))!;
    expect(flow.labels).toContain('media/crew-on-roof.jpg');
    expect(flow.from).toBe(flow.pos - 'media/cr'.length);
    expect(completeAt(hero('      src: "me|'))!.labels).toContain('media/roof-before.png');
  });

  it('offers no picture outside `src:`', () => {
    for (const line of ['      alt: me|', '    title: me|', '      srcset: me|', '    me|']) {
      const labels = completeAt(hero(line))?.labels ?? [];
      expect(labels.filter((label) => label.includes('media/'))).toEqual([]);
    }
    expect(completeAt(hero('    to: |'))!.labels).toEqual(['/', '/pricing']);
  });

  it('offers nothing before the names have come', () => {
    expect(completeAt(hero('      src: me|'), null)).toBeNull();
  });
});
