/**
 * What a review notice says: the change list in words, cut at ten lines with how many more, and
 * each step's first line, the time in the site's zone, the link and no one's address.
 */
import { describe, expect, it } from 'vitest';
import { changeLines, MAX_LINES } from '../../../../../src/studio/team/mail/draft-change-lines.ts';
import { reviewNotice } from '../../../../../src/studio/team/mail/messages.ts';

const AT = Date.UTC(2026, 11, 5, 21, 10);

describe('review notices', () => {
  it('lists what changed in words, at most ten lines, then how many more', () => {
    const lines = changeLines([
      { path: 'pages/about.yaml', route: '/about', changes: ['heading now reads “Hi”'] },
      { path: 'pages/old.yaml', route: '/old', deleted: true, movedTo: '/new' },
      {
        path: 'pages/_site.yaml',
        settings: ['contact'],
        redirects: [{ from: '/old', to: '/new' }],
      },
      { path: 'forms/contact.yaml' },
      {
        path: 'pages/pricing.yaml',
        route: '/pricing',
        changes: Array.from({ length: 9 }, (_, i) => `price ${i} changed`),
      },
    ]);
    expect(lines.slice(0, 5)).toEqual([
      '- /about: heading now reads “Hi”',
      '- /old: moved to /new',
      '- Site settings: contact changed',
      '- Old address /old now leads to /new',
      '- forms/contact.yaml: changed',
    ]);
    expect(lines).toHaveLength(MAX_LINES + 1);
    expect(lines.at(-1)).toBe('and 4 more');
  });

  it('says who did what, when in the site’s zone, with the note and the link', () => {
    const mail = reviewNotice('ed@example.com', {
      step: 'changes',
      draftName: 'Spring',
      by: 'Rita Reviewer',
      at: AT,
      timeZone: 'America/New_York',
      changes: ['- /about: changed'],
      link: 'https://studio.example.com/studio/drafts/d1?review',
      comment: 'Shorter, please',
    });
    expect(mail.subject).toBe('Changes asked for: Spring');
    expect(mail.text).toContain(
      'Rita Reviewer asked for changes to the draft “Spring”, Dec 5, 2026, 4:10 PM EST.',
    );
    expect(mail.text).toContain('Their note: “Shorter, please”');
    expect(mail.text).toContain('https://studio.example.com/studio/drafts/d1?review');
    expect(mail.text).not.toContain('ed@example.com');
  });
});
