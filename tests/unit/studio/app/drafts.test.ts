// @vitest-environment jsdom
/**
 * Unsaved edits kept in the browser (drafts.ts): per file in the local studio, and per draft in
 * the team studio, so a page typed in one draft is never offered in another.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setApiScope } from '../../../../src/studio/app/api.ts';
import { clearDraft, readDraft, writeDraft } from '../../../../src/studio/app/drafts.ts';

afterEach(() => {
  setApiScope({ draft: null });
  localStorage.clear();
});

describe('unsaved edits kept in the browser', () => {
  it('keeps a file’s text with the version it was based on, until cleared', () => {
    writeDraft('pages/pricing.yaml', 'title: Prices\n', 'v1');
    expect(readDraft('pages/pricing.yaml')).toMatchObject({
      text: 'title: Prices\n',
      baseVersion: 'v1',
    });
    expect(readDraft('pages/about.yaml')).toBeNull();
    clearDraft('pages/pricing.yaml');
    expect(readDraft('pages/pricing.yaml')).toBeNull();
  });

  it('keeps each team draft’s own, apart from the local studio’s', () => {
    setApiScope({ draft: 'spring' });
    writeDraft('pages/_site.yaml', 'phone: 1\n', 'v1');
    setApiScope({ draft: 'autumn' });
    expect(readDraft('pages/_site.yaml')).toBeNull();
    writeDraft('pages/_site.yaml', 'phone: 2\n', 'v2');
    setApiScope({ draft: null });
    expect(readDraft('pages/_site.yaml')).toBeNull();
    setApiScope({ draft: 'spring' });
    expect(readDraft('pages/_site.yaml')?.text).toBe('phone: 1\n');
    clearDraft('pages/_site.yaml');
    setApiScope({ draft: 'autumn' });
    expect(readDraft('pages/_site.yaml')?.text).toBe('phone: 2\n');
  });
});
