/**
 * JSON-LD for a page, read from its data: `Organization` on the home page, `FAQPage` for the
 * questions of any block whose `items` are question/answer pairs, and the schema.org type a
 * block's definition says it `describes` (e.g. `Course`, from its `title` and `description`).
 * The question rule looks at shapes, so any block that carries the same data gets the markup.
 */
import { blockRegistry } from '../../blocks/index.ts';
import type { RenderedSite } from '../content/site-schema.ts';

export type JsonLd = Record<string, unknown>;

interface PageLike {
  title: string;
  description: string;
  blocks: { type: string }[];
}

const describedBy = new Map<string, string>(
  blockRegistry.flatMap((block) => (block.describes ? [[block.type, block.describes]] : [])),
);

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function organization(site: RenderedSite): JsonLd {
  return {
    '@type': 'Organization',
    name: site.brand.name,
    url: site.url,
    description: site.brand.tagline,
    email: site.contact.email,
    telephone: site.contact.phoneHref.replace(/^tel:/, ''),
    address: { '@type': 'PostalAddress', streetAddress: site.contact.address },
    sameAs: site.footer.social.map((item) => item.href),
  };
}

function questionsOf(block: { type: string }): { question: string; answer: string }[] {
  const items = (block as { items?: unknown }).items;
  if (!Array.isArray(items)) return [];
  return items.filter(
    (item): item is { question: string; answer: string } =>
      typeof item === 'object' &&
      item !== null &&
      isText((item as { question?: unknown }).question) &&
      isText((item as { answer?: unknown }).answer),
  );
}

export function structuredData(page: PageLike, route: string, site: RenderedSite): JsonLd[] {
  const data: JsonLd[] = [];
  if (route === '/') data.push(organization(site));

  const questions = page.blocks.flatMap(questionsOf);
  if (questions.length > 0) {
    data.push({
      '@type': 'FAQPage',
      mainEntity: questions.map(({ question, answer }) => ({
        '@type': 'Question',
        name: question,
        acceptedAnswer: { '@type': 'Answer', text: answer },
      })),
    });
  }

  for (const block of page.blocks) {
    const type = describedBy.get(block.type);
    if (!type) continue;
    const { title, description } = block as { title?: unknown; description?: unknown };
    data.push({
      '@type': type,
      name: isText(title) ? title : page.title,
      description: isText(description) ? description : page.description,
      url: new URL(route, site.url).href,
      provider: { '@type': 'Organization', name: site.brand.name, sameAs: site.url },
    });
  }
  return data.map((item) => ({ '@context': 'https://schema.org', ...item }));
}
