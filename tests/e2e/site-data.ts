/**
 * What the tests over the whole site read from the content itself: every route (from pages/),
 * each page's YAML, the site settings, and the download actions pages carry.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { routeFromPageFile } from '../../src/content/route-path.ts';

export const pageYaml = new Map<string, unknown>(
  readdirSync('pages', { recursive: true })
    .map((file) => [routeFromPageFile(String(file)), String(file)] as const)
    .filter((entry): entry is [string, string] => entry[0] !== null)
    .map(([route, file]) => [route, parse(readFileSync(join('pages', file), 'utf8'))]),
);

export const routes = [...pageYaml.keys()].sort();

export const site = parse(readFileSync('pages/_site.yaml', 'utf8')) as {
  url: string;
  header: { cta: { label: string } };
};

/** Every `{ label, download }` action anywhere in a page's data, with its route. */
export function downloadActions(): { route: string; label: string }[] {
  const found: { route: string; label: string }[] = [];
  const visit = (route: string, node: unknown) => {
    if (Array.isArray(node)) node.forEach((child) => visit(route, child));
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (typeof record.download === 'string' && typeof record.label === 'string')
        found.push({ route, label: record.label });
      Object.values(record).forEach((child) => visit(route, child));
    }
  };
  for (const [route, data] of pageYaml) visit(route, data);
  return found;
}
