/**
 * `npm run size`: for every route, the gzipped JavaScript and CSS its first load fetches (the
 * scripts, module preloads and stylesheets of its prerendered HTML, plus everything those
 * scripts import statically), checked against the budgets. Heavy libraries that belong behind
 * a click (PDF, forms, validation, email) must not be in any first load. Exits 1 on a breach.
 *
 *   npm run size             the table
 *   npm run size -- --why    also what the largest first load is made of, by package
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildIfStale } from './build-if-stale.ts';
import { builtRoutes, distDir, htmlOf, readDist, readManifest, tagsOf } from './built-site.ts';
import { CHUNK_MODULES_FILE } from '../build/plugins/static-site.ts';

export const BUDGET = { js: 110_000, css: 25_000 };

/** Packages that must only ever load on demand, and why. */
export const ON_DEMAND_ONLY: Record<string, string> = {
  jspdf: 'PDF generation, loaded when the download is pressed',
  'react-hook-form': 'form engine, loaded with a form modal',
  '@hookform/resolvers': 'form engine, loaded with a form modal',
  zod: 'validation, build time only (and forms on demand)',
  '@emailjs/browser': 'email delivery, loaded when a form is sent',
};

type ChunkModules = Record<string, Record<string, number>>;

export interface FirstLoad {
  route: string;
  js: string[];
  css: string[];
  jsBytes: number;
  cssBytes: number;
  forbidden: string[];
}

const gzipCache = new Map<string, number>();
export function gzippedSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The package a module id belongs to (`react-dom`, `@emailjs/browser`) or `(app)`. */
export function packageOf(moduleId: string): string {
  const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(moduleId.replace(/\\/g, '/'));
  return match ? match[1]! : '(app)';
}

export function firstLoads(): FirstLoad[] {
  const manifest = readManifest();
  const modules = JSON.parse(readDist(CHUNK_MODULES_FILE)) as ChunkModules;
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const local = (url: string) => url.replace(/^\//, '').split(/[?#]/)[0]!;

  return builtRoutes().map((route) => {
    const html = htmlOf(route);
    const js = new Set<string>();
    const css = new Set<string>();
    // A module's static imports load with it, preloaded or not.
    const addScript = (file: string) => {
      if (js.has(file)) return;
      js.add(file);
      const chunk = byFile.get(file);
      chunk?.css?.forEach((sheet) => css.add(sheet));
      chunk?.imports?.forEach((key) => {
        const imported = manifest[key];
        if (imported) addScript(imported.file);
      });
    };
    // A script by its `src`, or the islands entry its loader adds (src/islands/entry-plugin.ts).
    for (const script of tagsOf(html, 'script')) {
      const src = script.src || script['data-entry'];
      if (src) addScript(local(src));
    }
    for (const link of tagsOf(html, 'link')) {
      const rel = link.rel?.split(/\s+/) ?? [];
      if (rel.includes('modulepreload') && link.href) addScript(local(link.href));
      if (rel.includes('stylesheet') && link.href) css.add(local(link.href));
    }
    const forbidden = new Set<string>();
    for (const file of js) {
      if (!modules[file] && keyOf.has(file)) {
        throw new Error(`${CHUNK_MODULES_FILE} does not know ${file}: rebuild with npm run build`);
      }
      for (const id of Object.keys(modules[file] ?? {})) {
        const name = packageOf(id);
        if (name in ON_DEMAND_ONLY) forbidden.add(`${name} (in ${file})`);
      }
    }
    const sum = (files: Set<string>) => [...files].reduce((total, f) => total + gzippedSize(f), 0);
    return {
      route,
      js: [...js],
      css: [...css],
      jsBytes: sum(js),
      cssBytes: sum(css),
      forbidden: [...forbidden],
    };
  });
}

/** Raw (minified, before gzip) bytes of each package in a set of chunks. */
export function composition(files: string[]): [string, number][] {
  const modules = JSON.parse(readDist(CHUNK_MODULES_FILE)) as ChunkModules;
  const totals = new Map<string, number>();
  for (const file of files) {
    for (const [id, bytes] of Object.entries(modules[file] ?? {})) {
      const name = packageOf(id);
      totals.set(name, (totals.get(name) ?? 0) + bytes);
    }
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

export function sizeTable(loads: FirstLoad[]): string {
  const width = Math.max(5, ...loads.map((load) => load.route.length));
  const header = `| ${'route'.padEnd(width)} | JS gzip kB | CSS gzip kB | files | verdict |`;
  const rule = `| ${'-'.repeat(width)} | ---------: | ----------: | ----: | ------- |`;
  const rows = loads.map((load) => {
    const over = load.jsBytes > BUDGET.js || load.cssBytes > BUDGET.css;
    const verdict = load.forbidden.length ? 'HEAVY LIB' : over ? 'OVER' : 'ok';
    return `| ${load.route.padEnd(width)} | ${kb(load.jsBytes).padStart(10)} | ${kb(load.cssBytes).padStart(11)} | ${String(load.js.length + load.css.length).padStart(5)} | ${verdict.padEnd(7)} |`;
  });
  return [header, rule, ...rows].join('\n');
}

function main() {
  buildIfStale();
  const loads = firstLoads();
  console.log(
    `First load per route (gzip, 1 kB = 1000 bytes); budget ${kb(BUDGET.js)} kB JS, ${kb(BUDGET.css)} kB CSS\n`,
  );
  console.log(sizeTable(loads));
  const largest = loads.reduce((a, b) => (b.jsBytes > a.jsBytes ? b : a));
  if (process.argv.includes('--why')) {
    console.log(`\nLargest first load: ${largest.route} (${largest.js.join(', ')})`);
    for (const [name, bytes] of composition(largest.js)) {
      console.log(`  ${kb(bytes).padStart(7)} kB before minify  ${name}`);
    }
  }
  const problems = loads.flatMap((load) => [
    ...(load.jsBytes > BUDGET.js
      ? [`${load.route}: ${kb(load.jsBytes)} kB of JavaScript (budget ${kb(BUDGET.js)} kB)`]
      : []),
    ...(load.cssBytes > BUDGET.css
      ? [`${load.route}: ${kb(load.cssBytes)} kB of CSS (budget ${kb(BUDGET.css)} kB)`]
      : []),
    ...load.forbidden.map((what) => {
      const name = what.split(' ')[0]!;
      return `${load.route}: ${what} in the first load; it must load on demand (${ON_DEMAND_ONLY[name]})`;
    }),
  ]);
  console.log(
    `\n${loads.length} routes; largest first load ${largest.route}: ${kb(largest.jsBytes)} kB JS`,
  );
  if (problems.length) {
    console.error(`\nOver budget:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
