/**
 * `npm run bench:bytes -- --studio`: what a person downloads of the studio app before each
 * step of their journey, in this build and in a reference revision's (`main`, or
 * `--reference <rev>`; `--no-reference` for this build alone), both built in the same run as the
 * team server builds them, with source maps.
 *
 * A journey is the entry's chunk with everything it imports statically, and the lazily loaded
 * chunks of the modules the journey opens (with their own static imports), scripts and styles.
 * A module the reference does not load lazily is inside its entry already, so the same list
 * measures both. Then the largest chunk of this build, by what went into it: its bytes given
 * back to the source files by the source map, summed by package or studio folder.
 */
import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { buildStudioApp, ENTRIES, MANIFEST_FILE } from '../../studio/team/server/app-build.ts';
import { referenceUnavailable, unpackReference } from './reference.ts';

/** Each journey's modules loaded lazily on the way, beyond the entry. */
export const JOURNEYS: [string, string[]][] = [
  ['sign-in page shown', ['src/studio/app/team/SignInPage.tsx']],
  [
    'editor usable (editor role)',
    [
      'src/studio/app/team/TeamStudio.tsx',
      'src/studio/app/StudioApp.tsx',
      'src/studio/app/editor/SourceEditor.tsx',
    ],
  ],
  ['Leads workspace (sales role)', ['src/studio/app/team/leads/LeadsWorkspace.tsx']],
];

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

interface Weight {
  files: number;
  raw: number;
  gzip: number;
}

/** The files a journey downloads: the entry's closure and each lazy module's, if it is a chunk. */
export function journeyFiles(
  manifest: Record<string, ManifestChunk>,
  entry: string,
  lazy: string[],
): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  for (const key of lazy) visit(key);
  return files;
}

function weigh(dir: string, files: Set<string>): Weight {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const body = readFileSync(join(dir, file));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: files.size, raw, gzip };
}

/** A source file's group: its npm package, or its folder under src/ (two levels). */
function groupOf(source: string): string {
  const packaged = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (packaged) return packaged[1]!;
  const own = /(src|blocks|fields|schemas)\/(.*)/.exec(source);
  if (!own) return source;
  const parts = own[2]!.split('/');
  return [own[1], ...parts.slice(0, Math.min(parts.length - 1, 3))].join('/');
}

/** The bytes of one built script, given back to its sources' groups by its source map. */
export function chunkComposition(script: string, map: string): Map<string, number> {
  const lines = script.split('\n');
  const consumer = new SourceMapConsumer(JSON.parse(map));
  const groups = new Map<string, number>();
  let last: { line: number; column: number; group: string } | null = null;
  const credit = (upToLine: number, upToColumn: number) => {
    if (!last) return;
    let bytes = 0;
    for (let line = last.line; line <= upToLine; line++) {
      const text = lines[line - 1] ?? '';
      const from = line === last.line ? last.column : 0;
      const to = line === upToLine ? upToColumn : text.length + 1;
      bytes += Buffer.byteLength(text.slice(from, to));
    }
    groups.set(last.group, (groups.get(last.group) ?? 0) + bytes);
  };
  consumer.eachMapping((mapping) => {
    credit(mapping.generatedLine, mapping.generatedColumn);
    const group = mapping.source
      ? groupOf(mapping.source)
      : '(no source: JSON imports, bundler glue)';
    last = { line: mapping.generatedLine, column: mapping.generatedColumn, group };
  });
  credit(lines.length, lines.at(-1)?.length ?? 0);
  return groups;
}

async function buildWeighed(root: string) {
  const dir = mkdtempSync(join(tmpdir(), 'studio-app-'));
  await buildStudioApp(root, dir, { sourcemap: true });
  const manifest = JSON.parse(readFileSync(join(dir, MANIFEST_FILE), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const weights = JOURNEYS.map(([, lazy]) =>
    weigh(dir, journeyFiles(manifest, ENTRIES.studio, lazy)),
  );
  const chunks = Object.values(manifest).map((chunk) => chunk.file);
  return { dir, manifest, weights, chunks: [...new Set(chunks)] };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

export async function studioBytes(repo: string, argv: string[]) {
  const at = argv.indexOf('--reference');
  const revision = argv.includes('--no-reference') ? null : at === -1 ? 'main' : argv[at + 1]!;
  const unavailable = revision === null ? undefined : referenceUnavailable(repo, revision);
  if (unavailable) throw new Error(`The studio's bytes: ${unavailable}`);
  const reference = revision === null ? null : await unpackReference(repo, revision);
  const before = reference ? await buildWeighed(reference.root) : null;
  const now = await buildWeighed(repo);

  console.log(
    `The studio app: bytes downloaded (scripts and styles, 1 kB = 1000 bytes; gzip -9)` +
      `${reference ? `, this worktree against ${reference.revision}` : ''}\n`,
  );
  const width = Math.max(...JOURNEYS.map(([label]) => label.length));
  const head = reference ? ' | ref files | ref raw kB | ref gzip kB' : '';
  console.log(`| ${'before'.padEnd(width)} | files |  raw kB | gzip kB${head} |`);
  console.log(
    `| ${'-'.repeat(width)} | ----: | ------: | ------:${reference ? ' | --------: | ---------: | ----------:' : ''} |`,
  );
  JOURNEYS.forEach(([label], index) => {
    const w = now.weights[index]!;
    const r = before?.weights[index];
    const ref = r
      ? ` | ${String(r.files).padStart(9)} | ${kb(r.raw).padStart(10)} | ${kb(r.gzip).padStart(11)}`
      : '';
    console.log(
      `| ${label.padEnd(width)} | ${String(w.files).padStart(5)} | ${kb(w.raw).padStart(7)} | ${kb(w.gzip).padStart(7)}${ref} |`,
    );
  });

  for (const [name, build] of [
    ['this worktree', now],
    ...(before && reference ? [[reference.revision, before] as const] : []),
  ] as const) {
    const scripts = build.chunks.filter((file) => file.endsWith('.js'));
    const sizes = scripts.map((file) => [file, readFileSync(join(build.dir, file))] as const);
    const [largest, body] = sizes.sort((a, b) => b[1].length - a[1].length)[0]!;
    const groups = chunkComposition(
      body.toString('utf8'),
      readFileSync(join(build.dir, `${largest}.map`), 'utf8'),
    );
    console.log(
      `\nThe largest script of ${name}: ${largest}, ${kb(body.length)} kB (${scripts.length} scripts in all); its largest parts, by source map:\n`,
    );
    const top = [...groups].sort((a, b) => b[1] - a[1]).slice(0, 12);
    for (const [group, bytes] of top) console.log(`  ${kb(bytes).padStart(7)} kB  ${group}`);
  }
}
