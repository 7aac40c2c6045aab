/**
 * The <head> of a page, computed once from its YAML: the prerenderer writes it into the HTML and
 * the client applies it on navigation. React never renders head tags, so there is exactly one
 * <title> and nothing to hoist or hydrate.
 */
export interface HeadInput {
  title: string;
  description: string;
  route: string;
  siteName: string;
  siteUrl: string;
  locale: string;
}

export interface Head {
  title: string;
  meta: { key: 'name' | 'property'; id: string; content: string }[];
  canonical: string;
}

export function pageHead({
  title,
  description,
  route,
  siteName,
  siteUrl,
  locale,
}: HeadInput): Head {
  const fullTitle = title === siteName ? title : `${title} | ${siteName}`;
  const canonical = new URL(route, siteUrl).href;
  return {
    title: fullTitle,
    canonical,
    meta: [
      { key: 'name', id: 'description', content: description },
      { key: 'property', id: 'og:type', content: 'website' },
      { key: 'property', id: 'og:site_name', content: siteName },
      { key: 'property', id: 'og:title', content: fullTitle },
      { key: 'property', id: 'og:description', content: description },
      { key: 'property', id: 'og:url', content: canonical },
      { key: 'property', id: 'og:locale', content: locale },
      { key: 'name', id: 'twitter:card', content: 'summary' },
      { key: 'name', id: 'twitter:title', content: fullTitle },
      { key: 'name', id: 'twitter:description', content: description },
    ],
  };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function headToHtml(head: Head): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.meta.map((m) => `<meta ${m.key}="${m.id}" content="${escapeHtml(m.content)}">`),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
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
  canonical.href = head.canonical;
}
