// @vitest-environment jsdom
/**
 * The page's last valid text the preview falls back on after a reload: kept per page and, in the
 * team studio, per draft, so one draft's page never previews as another draft's.
 */
import { afterEach, expect, it } from 'vitest';
import { setApiScope } from '../../../../src/studio/app/api.ts';
import {
  forgetValid,
  lastValidText,
  rememberValid,
} from '../../../../src/studio/app/last-valid.ts';

afterEach(() => {
  setApiScope({ draft: null });
  sessionStorage.clear();
});

it('keeps each draft its own last valid text of a page', () => {
  setApiScope({ draft: 'spring-offer' });
  rememberValid('pages/pricing.yaml', 'title: Spring');
  setApiScope({ draft: 'new-faq' });
  expect(lastValidText('pages/pricing.yaml')).toBeNull();
  rememberValid('pages/pricing.yaml', 'title: FAQ');
  setApiScope({ draft: 'spring-offer' });
  expect(lastValidText('pages/pricing.yaml')).toBe('title: Spring');
});

it('forgets a page that was deleted or moved', () => {
  rememberValid('pages/old.yaml', 'title: Old');
  expect(lastValidText('pages/old.yaml')).toBe('title: Old');
  forgetValid('pages/old.yaml');
  expect(lastValidText('pages/old.yaml')).toBeNull();
});
