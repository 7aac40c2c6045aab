/**
 * SEO over the built HTML of every route: title, description, canonical, Open Graph and Twitter
 * tags, structured data read from each page's own YAML, sitemap.xml and robots.txt. Routes
 * come from pages/, so a new page is checked without touching this file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { builtRoutes, htmlOf, readDist } from '../../src/cli/built-site.ts';
import { routeFromPageFile } from '../../src/content/route-path.ts';

interface PageYaml {
  title: string;
  description: string;
  blocks: { type: string; items?: { question?: string; answer?: string }[] }[];
}

function pageFiles(dir = 'pages'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? pageFiles(join(dir, entry.name))
      : /\.ya?ml$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

const pages = new Map(
  pageFiles()
    .map((file) => [routeFromPageFile(relative('.', file)), file] as const)
    .filter((entry): entry is [string, string] => entry[0] !== null)
    .map(([route, file]) => [route, parse(readFileSync(file, 'utf8')) as PageYaml]),
);
const site = parse(readFileSync('pages/_site.yaml', 'utf8')) as { url: string };
const routes = [...pages.keys()].sort();

const documentOf = (route: string) => new JSDOM(htmlOf(route)).window.document;
const meta = (doc: Document, selector: string) =>
  doc.head.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content;
const jsonLd = (doc: Document) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
const types = (doc: Document) => jsonLd(doc).map((data) => data['@type']);

describe('sitemap and robots', () => {
  it('sitemap.xml lists exactly the routes of pages/, with absolute URLs', () => {
    expect(builtRoutes().sort()).toEqual(routes);
    for (const loc of readDist('sitemap.xml').match(/<loc>[^<]+<\/loc>/g) ?? []) {
      expect(loc).toMatch(new RegExp(`^<loc>${site.url.replace(/\./g, '\\.')}/`));
    }
  });

  it('robots.txt allows crawling and points at the sitemap', () => {
    const robots = readDist('robots.txt');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', site.url).href}`);
  });
});

describe('titles and descriptions', () => {
  it('every page has exactly one title, and no two pages share one', () => {
    const titles = routes.map((route) => {
      const found = documentOf(route).querySelectorAll('title');
      expect(found, route).toHaveLength(1);
      return found[0]!.textContent;
    });
    const repeated = titles.filter((title, index) => titles.indexOf(title) !== index);
    expect(repeated, 'titles used by more than one page').toEqual([]);
  });

  it('every page has a description of 50 to 160 characters', () => {
    const wrong = routes
      .map((route) => [route, meta(documentOf(route), 'name="description"') ?? ''] as const)
      .filter(([, text]) => text.length < 50 || text.length > 160)
      .map(([route, text]) => `${route} (${text.length} characters)`);
    expect(wrong).toEqual([]);
  });
});

describe.each(routes)('%s', (route) => {
  it('has a canonical URL and complete Open Graph and Twitter tags', () => {
    const doc = documentOf(route);
    const url = new URL(route, site.url).href;
    const canonical = doc.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]');
    expect(canonical).toHaveLength(1);
    expect(canonical[0]!.href).toBe(url);
    const title = doc.title;
    const description = meta(doc, 'name="description"');
    expect(meta(doc, 'property="og:title"')).toBe(title);
    expect(meta(doc, 'property="og:description"')).toBe(description);
    expect(meta(doc, 'property="og:url"')).toBe(url);
    expect(meta(doc, 'property="og:type"')).toBe('website');
    expect(meta(doc, 'property="og:image"')).toMatch(/^https:\/\/.+\.(png|jpe?g)$/);
    expect(meta(doc, 'property="og:image:alt"')).toBeTruthy();
    expect(meta(doc, 'name="twitter:card"')).toBe('summary_large_image');
    expect(meta(doc, 'name="twitter:title"')).toBe(title);
    expect(meta(doc, 'name="twitter:description"')).toBe(description);
    expect(meta(doc, 'name="twitter:image"')).toBe(meta(doc, 'property="og:image"'));
  });

  it('carries the structured data its content calls for', () => {
    const doc = documentOf(route);
    const page = pages.get(route)!;
    for (const data of jsonLd(doc)) expect(data['@context']).toBe('https://schema.org');

    expect(types(doc).includes('Organization')).toBe(route === '/');

    const questions = page.blocks.flatMap((block) =>
      (block.items ?? []).filter((item) => item.question && item.answer),
    );
    const faq = jsonLd(doc).find((data) => data['@type'] === 'FAQPage');
    if (questions.length === 0) expect(faq).toBeUndefined();
    else {
      const entities = faq?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
      expect(entities.map((entity) => entity.name)).toEqual(questions.map((q) => q.question));
      expect(entities.map((entity) => entity.acceptedAnswer.text)).toEqual(
        questions.map((q) => q.answer),
      );
    }

    // The program curriculum is the site's one course.
    const course = jsonLd(doc).filter((data) => data['@type'] === 'Course');
    expect(course).toHaveLength(route === '/curriculum' ? 1 : 0);
    for (const data of course) {
      expect(data.name).toBeTruthy();
      expect(data.description).toBeTruthy();
      expect(data.provider).toMatchObject({ '@type': 'Organization' });
    }
  });
});
