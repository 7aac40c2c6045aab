/**
 * The <head> of a page, computed once from its YAML: the prerenderer writes it into the HTML and
 * the client applies it on navigation. React never renders head tags, so there is exactly one
 * <title> and nothing to hoist or hydrate.
 */
import { escapeHtml } from '../content/html-text.ts';
import { documentTitle } from '../content/title-template.ts';
import type { JsonLd } from '../seo/structured-data.ts';

export interface HeadInput {
  title: string;
  description: string;
  route: string;
  siteName: string;
  siteUrl: string;
  locale: string;
  /** The share image (a path under public/) with its size and text; a default otherwise. */
  image?: { path: string; width: number; height: number; alt: string };
  /** Structured data (see src/seo/structured-data.ts); written by the prerenderer only. */
  jsonLd?: JsonLd[];
}

export type ShareImage = NonNullable<HeadInput['image']>;

/** The image every page shares by default (public/og-image.png, 1200 × 630). */
export const defaultShareImage = (siteName: string): ShareImage => ({
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: `${siteName}: growth and automation for home-service contractors`,
});

export interface Head {
  title: string;
  meta: { key: 'name' | 'property'; id: string; content: string }[];
  canonical: string;
  jsonLd: JsonLd[];
}

export function pageHead({
  title,
  description,
  route,
  siteName,
  siteUrl,
  locale,
  image = defaultShareImage(siteName),
  jsonLd = [],
}: HeadInput): Head {
  const fullTitle = documentTitle(title, siteName);
  const canonical = new URL(route, siteUrl).href;
  const imageUrl = new URL(image.path, siteUrl).href;
  return {
    title: fullTitle,
    canonical,
    jsonLd,
    meta: [
      { key: 'name', id: 'description', content: description },
      { key: 'property', id: 'og:type', content: 'website' },
      { key: 'property', id: 'og:site_name', content: siteName },
      { key: 'property', id: 'og:title', content: fullTitle },
      { key: 'property', id: 'og:description', content: description },
      { key: 'property', id: 'og:url', content: canonical },
      { key: 'property', id: 'og:locale', content: locale },
      { key: 'property', id: 'og:image', content: imageUrl },
      { key: 'property', id: 'og:image:width', content: String(image.width) },
      { key: 'property', id: 'og:image:height', content: String(image.height) },
      { key: 'property', id: 'og:image:alt', content: image.alt },
      { key: 'name', id: 'twitter:card', content: 'summary_large_image' },
      { key: 'name', id: 'twitter:title', content: fullTitle },
      { key: 'name', id: 'twitter:description', content: description },
      { key: 'name', id: 'twitter:image', content: imageUrl },
      { key: 'name', id: 'twitter:image:alt', content: image.alt },
    ],
  };
}

/** JSON inside <script>: `<` escaped so no text can close the element early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function headToHtml(head: Head): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.meta.map((m) => `<meta ${m.key}="${m.id}" content="${escapeHtml(m.content)}">`),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('\n    ');
}

/** Brings document.head in line with `head` after a client-side navigation. */
export function applyHead(head: Head) {
  document.title = head.title;
  for (const meta of head.meta) {
    let element = document.head.querySelector<HTMLMetaElement>(`meta[${meta.key}="${meta.id}"]`);
    if (!element) {
      element = document.createElement('meta');
      element.setAttribute(meta.key, meta.id);
      document.head.append(element);
    }
    element.content = meta.content;
  }
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  // Structured data describes the page the HTML was built for (crawlers load each URL afresh):
  // it stays while that page is shown and goes on a client-side navigation to another page.
  if (canonical.href !== head.canonical) {
    document.head.querySelectorAll('script[type="application/ld+json"]').forEach((s) => s.remove());
  }
  canonical.href = head.canonical;
}
