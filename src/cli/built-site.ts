/**
 * Reading the built site in dist/: its routes (from sitemap.xml, which the prerenderer writes
 * from the page files, so every gate covers whatever pages exist), their HTML and the client
 * manifest. Shared by `npm run size`, `npm run lighthouse` and the tests over the build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseRedirectsFile } from '../content/redirects.ts';
import { htmlFileForRoute } from '../content/route-path.ts';

export const distDir = resolve(process.cwd(), 'dist');

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readDist(file: string): string {
  const path = join(distDir, file);
  if (!existsSync(path)) throw new Error(`dist/${file} is missing: run \`npm run build\` first`);
  return readFileSync(path, 'utf8');
}

/** Every route of the site, as listed by dist/sitemap.xml, e.g. `/`, `/pricing`. */
export function builtRoutes(): string[] {
  const sitemap = readDist('sitemap.xml');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** The old addresses of dist/_redirects (src/content/redirects.ts), each a page that forwards. */
export function builtRedirects(): string[] {
  if (!existsSync(join(distDir, '_redirects'))) return [];
  return [...parseRedirectsFile(readDist('_redirects')).keys()];
}

export const htmlOf = (route: string) => readDist(htmlFileForRoute(route));

export const readManifest = () => JSON.parse(readDist('.vite/manifest.json')) as Manifest;

/** The attributes of every `<tag …>` in some HTML, e.g. every `<link>`. */
export function tagsOf(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map((match) =>
    Object.fromEntries(
      [...match[1]!.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((attr) => [
        attr[1]!.toLowerCase(),
        attr[2] ?? '',
      ]),
    ),
  );
}
