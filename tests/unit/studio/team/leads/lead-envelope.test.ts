/** The envelope of a lead as the site sends it, and the server's own spam checks. */
import { describe, expect, it } from 'vitest';
import {
  leadEnvelope,
  problemsOf,
  refusalReport,
  spamReason,
} from '../../../../../src/studio/team/leads/lead-envelope.ts';
import { MIN_FILL_MS } from '../../../../../src/content/lead-contract.ts';

const lead = {
  id: '0b6f3f0e-5d8a-4a43-9a55-4d1c2f0c9e11',
  formId: 'contact',
  values: { name: 'Ann' },
  page: '/contact',
  referrer: 'https://www.google.com/',
  utm: { utm_source: 'news', utm_campaign: 'spring' },
  elapsedMs: 5000,
  honeypot: '',
};

describe('lead envelope', () => {
  it('takes what the site sends', () => {
    expect(leadEnvelope.parse(lead)).toEqual(lead);
    expect(refusalReport.parse({ formId: 'contact', page: '/', reason: 'too-fast' })).toBeTruthy();
  });

  it('refuses a bad id, a whole address as the page, other keys in utm, and extra keys', () => {
    const refused = leadEnvelope.safeParse({
      ...lead,
      id: 'lead-1',
      page: 'https://evil.example/',
      utm: { gclid: 'x' },
      extra: 1,
    });
    expect(refused.success).toBe(false);
    const { fields } = problemsOf(refused.error!);
    expect(Object.keys(fields).sort()).toEqual(['(body)', 'id', 'page', 'utm']);
    expect(refusalReport.safeParse({ formId: 'contact', page: '/', reason: 'other' }).success).toBe(
      false,
    );
  });

  it('takes a filled trap field or a send faster than a person for spam', () => {
    expect(spamReason(lead)).toBeNull();
    expect(spamReason({ ...lead, honeypot: 'http://spam' })).toBe('honeypot');
    expect(spamReason({ ...lead, elapsedMs: MIN_FILL_MS - 1 })).toBe('too-fast');
    expect(spamReason({ ...lead, elapsedMs: MIN_FILL_MS })).toBeNull();
    // As the form does: a send from the visitor's restored draft is a person's, however quick.
    expect(spamReason({ ...lead, elapsedMs: 200, fromDraft: true })).toBeNull();
    expect(spamReason({ ...lead, honeypot: 'http://spam', fromDraft: true })).toBe('honeypot');
  });
});
