import { describe, expect, it } from 'vitest';
import type { Site } from '../../../src/content/site-schema.ts';
import { structuredData } from '../../../src/seo/structured-data.ts';

const site = {
  brand: { name: 'TradeLift', tagline: 'Growth for contractors.' },
  url: 'https://tradelift.example',
  contact: {
    phone: '(555) 123-4567',
    phoneHref: 'tel:+15551234567',
    email: 'hello@tradelift.example',
    address: '1 Main St',
  },
  footer: { social: [{ label: 'LinkedIn', icon: 'briefcase', href: 'https://linkedin.com/' }] },
} as unknown as Site;

const page = (blocks: { type: string; [key: string]: unknown }[]) => ({
  title: 'A page',
  description: 'What the page is about.',
  blocks,
});
const typesOf = (data: Record<string, unknown>[]) => data.map((item) => item['@type']);

describe('structuredData', () => {
  it('describes the organization on the home page only', () => {
    const home = structuredData(page([]), '/', site);
    expect(typesOf(home)).toEqual(['Organization']);
    expect(home[0]).toMatchObject({
      '@context': 'https://schema.org',
      name: 'TradeLift',
      url: 'https://tradelift.example',
      telephone: '+15551234567',
    });
    expect(structuredData(page([]), '/pricing', site)).toEqual([]);
  });

  it('turns every question/answer pair of the page into one FAQPage', () => {
    const data = structuredData(
      page([
        { type: 'faq', items: [{ question: 'Contract?', answer: 'No, month to month.' }] },
        { type: 'features', items: [{ title: 'Not a question' }] },
        { type: 'faq', items: [{ question: 'How fast?', answer: 'Thirty days.' }] },
      ]),
      '/pricing',
      site,
    );
    expect(data).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: [
          {
            '@type': 'Question',
            name: 'Contract?',
            acceptedAnswer: { '@type': 'Answer', text: 'No, month to month.' },
          },
          {
            '@type': 'Question',
            name: 'How fast?',
            acceptedAnswer: { '@type': 'Answer', text: 'Thirty days.' },
          },
        ],
      },
    ]);
  });

  it('describes a curriculum block as a Course offered by the organization', () => {
    const [course] = structuredData(
      page([{ type: 'curriculum', title: 'Growth Strategist', description: 'Eight weeks.' }]),
      '/curriculum',
      site,
    );
    expect(course).toMatchObject({
      '@type': 'Course',
      name: 'Growth Strategist',
      description: 'Eight weeks.',
      url: 'https://tradelift.example/curriculum',
      provider: { '@type': 'Organization', name: 'TradeLift' },
    });
  });
});
