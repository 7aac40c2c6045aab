/**
 * The studio app is split where people's journeys split: built as the team server builds it
 * (with source maps, in a process of its own), the files a person downloads before the sign-in
 * page hold no editor, the sales Leads workspace holds no editor, and the editor's holds none
 * of the dialogs opened now and then. Which sources are in a file is read from its source map.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { journeyFiles, JOURNEYS } from '../../src/cli/bench/studio-bytes.ts';
import { ENTRIES, MANIFEST_FILE } from '../../src/studio/team/server/app-build.ts';
import { runProductionBuild } from './build-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'studio-app-split-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(async () => {
  const build = `import('./src/studio/team/server/app-build.ts').then((app) => app.buildStudioApp(process.cwd(), ${JSON.stringify(dir)}, { sourcemap: true }))`;
  await runProductionBuild(process.cwd(), 'npx', ['tsx', '-e', build]);
}, 300_000);

/** The files of a journey (named as JOURNEYS names it), their sources and gzipped bytes. */
function journey(label: string) {
  const manifest = JSON.parse(readFileSync(join(dir, MANIFEST_FILE), 'utf8'));
  const lazy = JOURNEYS.find(([name]) => name === label)![1];
  const files = [...journeyFiles(manifest, ENTRIES.studio, lazy)];
  const scripts = files.filter((file) => file.endsWith('.js'));
  // The bundler's own runtime chunk has no map (no source of the project is in it).
  const maps = scripts.map((file) => join(dir, `${file}.map`)).filter((map) => existsSync(map));
  const sources = maps.flatMap((map) => JSON.parse(readFileSync(map, 'utf8')).sources as string[]);
  const gzip = files.reduce(
    (total, file) => total + gzipSync(readFileSync(join(dir, file)), { level: 9 }).length,
    0,
  );
  return { sources: sources.join('\n'), gzip };
}

const EDITOR = ['node_modules/@codemirror/', 'src/studio/app/StudioApp.tsx', 'form-view/'];
const DIALOGS = [
  'history/HistoryDialog.tsx',
  'media/MediaLibraryDialog.tsx',
  'team/PeopleDialog.tsx',
  'team/AuditDialog.tsx',
  'team/LiveSiteDialog.tsx',
  'leads/LeadsView.tsx',
];

it('shows the sign-in page without the editor, the workspaces or the dialogs', () => {
  const signIn = journey('sign-in page shown');
  expect(signIn.sources).toContain('team/SignInPage.tsx');
  for (const part of [...EDITOR, ...DIALOGS, 'leads/LeadsWorkspace.tsx'])
    expect(signIn.sources, part).not.toContain(part);
  // 91 kB when this was written, against 616 kB with everything in one chunk.
  expect(signIn.gzip).toBeLessThan(120_000);
});

it('gives a sales person the Leads workspace without the editor', () => {
  const sales = journey('Leads workspace (sales role)');
  expect(sales.sources).toContain('leads/LeadsWorkspace.tsx');
  for (const part of EDITOR) expect(sales.sources, part).not.toContain(part);
});

it('makes the editor usable without the dialogs opened now and then', () => {
  const editor = journey('editor usable (editor role)');
  for (const part of EDITOR) expect(editor.sources, part).toContain(part);
  for (const part of DIALOGS) expect(editor.sources, part).not.toContain(part);
});
