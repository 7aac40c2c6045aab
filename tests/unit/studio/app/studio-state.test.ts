/**
 * The studio's state changes only through named actions, and a path's kind and route come from
 * the collections table (the one the validator and the router read).
 */
import { describe, expect, it } from 'vitest';
import {
  describePath,
  studioReducer,
  type OpenedFile,
  type StudioState,
} from '../../../../src/studio/app/studio-state.ts';

const start: StudioState = {
  files: null,
  meta: null,
  opened: null,
  text: '',
  selection: { from: 0, to: 0 },
  problems: [],
  previewProblem: null,
  width: 1280,
  formMode: false,
  dialog: null,
  message: '',
};

const pricing: OpenedFile = {
  path: 'pages/pricing.yaml',
  kind: 'page',
  route: '/pricing',
  version: 'v1',
  savedText: 'title: Pricing\n',
  initialText: 'title: Pricing\n',
};

describe('describePath', () => {
  it('asks the collections table for the kind, and route-path.ts for a page’s route', () => {
    expect(describePath('pages/_site.yaml')).toEqual({ kind: 'site', route: undefined });
    expect(describePath('forms/contact.yaml')).toEqual({ kind: 'form', route: undefined });
    expect(describePath('pages/index.yaml')).toEqual({ kind: 'page', route: '/' });
    expect(describePath('pages/services/index.yaml')).toEqual({
      kind: 'page',
      route: '/services',
    });
  });
});

describe('studioReducer', () => {
  it('shows a file from its start, with nothing found yet', () => {
    const before = { ...start, problems: [{ line: 1 } as never], previewProblem: 'old' };
    const shown = studioReducer(before, { type: 'file-shown', file: pricing, text: 'title: X\n' });
    expect(shown.opened).toEqual({ ...pricing, initialText: 'title: X\n' });
    expect(shown).toMatchObject({ text: 'title: X\n', problems: [], previewProblem: null });
  });

  it('keeps the text saved when only the version moves (a draft restored)', () => {
    const opened = studioReducer(start, { type: 'file-shown', file: pricing, text: 'a' });
    const based = studioReducer(opened, { type: 'file-versioned', version: 'v0' });
    expect(based.opened).toMatchObject({ version: 'v0', savedText: pricing.savedText });
    const saved = studioReducer(based, { type: 'file-versioned', version: 'v2', savedText: 'b' });
    expect(saved.opened).toMatchObject({ version: 'v2', savedText: 'b' });
  });

  it('takes a deleted page out of the list at once, and closes the open file', () => {
    const listed = studioReducer(start, {
      type: 'files-listed',
      files: [
        { path: 'pages/pricing.yaml', kind: 'page' },
        { path: 'pages/index.yaml', kind: 'page' },
      ] as never,
    });
    const left = studioReducer(listed, { type: 'file-unlisted', path: 'pages/pricing.yaml' });
    expect(left.files?.map((file) => file.path)).toEqual(['pages/index.yaml']);
    const closed = studioReducer(
      studioReducer(left, { type: 'file-shown', file: pricing, text: 'a' }),
      { type: 'file-closed' },
    );
    expect(closed).toMatchObject({ opened: null, text: '', problems: [] });
  });
});
