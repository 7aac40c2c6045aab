/**
 * The HTML of the studio's two pages (the studio and its preview frame), made here rather than
 * kept as two near-identical files: each is an empty root element and one module script,
 * which Vite's `transformIndexHtml` then prepares like the site's own index.html.
 */
function escapeAttribute(value: string) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

interface Shell {
  title: string;
  rootId: string;
  script: string;
  /** The per-run write token, for the studio page only (never for the preview frame). */
  token?: string;
}

export function shellHtml({ title, rootId, script, token }: Shell): string {
  const tokenMeta =
    token === undefined
      ? ''
      : `\n    <meta name="studio-token" content="${escapeAttribute(token)}" />`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${title}</title>${tokenMeta}
  </head>
  <body>
    <div id="${rootId}"></div>
    <script type="module" src="${script}"></script>
  </body>
</html>
`;
}
