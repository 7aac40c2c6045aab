/** Where a visit came from: the landing page's UTM parameters and referrer, kept for the visit. */
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../src/leads/outbox-store.ts';
import { rememberVisitSource, visitSource } from '../../../src/leads/visit-source.ts';

describe('the visit source', () => {
  it('keeps the landing page’s five UTM parameters and referrer; later pages do not replace them', () => {
    const storage = memoryStorage();
    rememberVisitSource(
      '?utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=roof&utm_content=a&gclid=x&modal=contact',
      'https://search.example/',
      storage,
    );
    rememberVisitSource('?utm_source=other', 'https://site.example/pricing', storage);
    expect(visitSource(storage, 'ignored')).toEqual({
      utm: {
        utm_source: 'news',
        utm_medium: 'email',
        utm_campaign: 'spring',
        utm_term: 'roof',
        utm_content: 'a',
      },
      referrer: 'https://search.example/',
    });
  });

  it('cuts a long value, and without a kept source gives the page’s referrer', () => {
    const storage = memoryStorage();
    expect(visitSource(storage, 'https://ref.example/')).toEqual({
      utm: {},
      referrer: 'https://ref.example/',
    });
    rememberVisitSource(`?utm_campaign=${'x'.repeat(500)}`, '', storage);
    expect(visitSource(storage, '').utm.utm_campaign).toHaveLength(200);
  });
});
