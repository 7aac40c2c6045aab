/**
 * The HTML of the studio's two pages (the studio and its preview frame), made here rather than
 * kept as two near-identical files: each is an empty root element and one module script,
 * which Vite's `transformIndexHtml` then prepares like the site's own index.html. Their head
 * starts with the site's own (charset, viewport, theme colour, icon), read from its index.html.
 */
function escapeAttribute(value: string) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The `<meta>` and icon lines of the site's index.html head: what every page of the project
 * declares. Its scripts and the server-rendering markers stay the site's.
 */
export function siteHeadTags(indexHtml: string): string[] {
  const head = /<head>([\s\S]*?)<\/head>/.exec(indexHtml)?.[1];
  if (head === undefined) throw new Error('index.html: no <head> to take the meta tags from');
  return head
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('<meta ') || line.startsWith('<link rel="icon"'));
}

interface Shell {
  /** The site's index.html, for its head tags. */
  indexHtml: string;
  title: string;
  rootId: string;
  script: string;
  /** The per-run write token, for the studio page only (never for the preview frame). */
  token?: string;
  /** Stylesheets of a built app (the dev server injects its own). */
  styles?: string[];
  /** More `<meta name content>` pairs: the team studio's mode, a preview's draft and route. */
  meta?: Record<string, string>;
}

export function shellHtml({
  indexHtml,
  title,
  rootId,
  script,
  token,
  styles = [],
  meta = {},
}: Shell): string {
  const head = [
    ...siteHeadTags(indexHtml),
    '<meta name="robots" content="noindex" />',
    `<title>${title}</title>`,
    ...(token === undefined
      ? []
      : [`<meta name="studio-token" content="${escapeAttribute(token)}" />`]),
    ...Object.entries(meta).map(
      ([name, content]) =>
        `<meta name="${escapeAttribute(name)}" content="${escapeAttribute(content)}" />`,
    ),
    ...styles.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}" />`),
  ];
  return `<!doctype html>
<html lang="en">
  <head>
    ${head.join('\n    ')}
  </head>
  <body>
    <div id="${rootId}"></div>
    <script type="module" src="${script}"></script>
  </body>
</html>
`;
}
