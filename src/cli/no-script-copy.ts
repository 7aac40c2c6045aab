/**
 * The floor a page's main paint is measured against: a copy of dist/ whose HTML files have every
 * script and module preload removed (structured data stays: it is not code). Served like dist/,
 * it is the same page as the visitor gets, minus the JavaScript (`npm run lighthouse`).
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The HTML without its executable scripts and module preloads. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>\s*/gi, (tag, attributes: string) =>
      /type\s*=\s*["']?application\/ld\+json/i.test(attributes) ? tag : '',
    )
    .replace(/<link\b[^>]*\brel\s*=\s*["']?modulepreload\b[^>]*>\s*/gi, '');
}

/** Copies `dist` to `target` with every HTML file stripped of its scripts. */
export function writeNoScriptCopy(dist: string, target: string) {
  rmSync(target, { recursive: true, force: true });
  cpSync(dist, target, { recursive: true });
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html'))
        writeFileSync(path, withoutScripts(readFileSync(path, 'utf8')));
    }
  };
  walk(target);
}
