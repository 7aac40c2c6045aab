/**
 * The build's content files known by their stat (src/build/cache/known-files.ts): a file
 * whose stat is the recorded one is taken as the recorded text and read only when its text is
 * asked for; any other file is read and hashed; a file changed too recently for its stat to be
 * trusted is recorded without one.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashOf } from '../../../../src/build/cache/hash.ts';
import { knownProjectFiles, type FileRecord } from '../../../../src/build/cache/known-files.ts';
import { fixtureProject } from '../../../support/fixture-project.ts';

afterEach(() => vi.useRealTimers());

/** A project of these page files (`a.yaml` is pages/a.yaml). */
const project = (pages: Record<string, string>) =>
  fixtureProject(
    Object.fromEntries(Object.entries(pages).map(([name, text]) => [`pages/${name}`, text])),
  );

/** The clock a few seconds on: the files written now are settled. */
const later = () => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10_000 });

const byName = (files: ReturnType<typeof knownProjectFiles>) =>
  new Map(files.map((file) => [file.file, file]));

describe('content files known by their stat', () => {
  it('reads and hashes every file the records do not know', () => {
    const root = project({ 'a.yaml': 'title: A\n', 'b.yaml': 'title: B\n' });
    later();
    const files = knownProjectFiles(root, () => undefined);
    expect(files.map((file) => [file.file, file.kind, file.source])).toEqual([
      ['pages/a.yaml', 'page', 'title: A\n'],
      ['pages/b.yaml', 'page', 'title: B\n'],
    ]);
    expect(files[0]!.textHash).toBe(hashOf(Buffer.from('title: A\n')));
    expect(files.every((file) => file.stat !== undefined)).toBe(true);
  });

  it('takes a file with the recorded stat as the recorded text, read only when asked', () => {
    const root = project({ 'a.yaml': 'title: A\n', 'b.yaml': 'title: B\n' });
    later();
    const first = byName(knownProjectFiles(root, () => undefined));
    // A recorded hash no file has: kept as it is, the bytes were not hashed again.
    const records: Record<string, FileRecord> = {
      'pages/a.yaml': { text: 'the hash recorded', stat: first.get('pages/a.yaml')!.stat },
      'pages/b.yaml': { text: 'another hash', stat: first.get('pages/b.yaml')!.stat },
    };
    const second = byName(knownProjectFiles(root, (file) => records[file]));
    expect(second.get('pages/a.yaml')!.textHash).toBe('the hash recorded');
    expect(second.get('pages/b.yaml')!.textHash).toBe('another hash');
    // Asked for, its text is the file's; a copy of the object carries it too.
    expect(second.get('pages/a.yaml')!.source).toBe('title: A\n');
    expect({ ...second.get('pages/b.yaml')! }.source).toBe('title: B\n');
  });

  it('reads a file again when its stat changed, even to the same size', () => {
    const root = project({ 'a.yaml': 'title: A\n' });
    later();
    const [first] = knownProjectFiles(root, () => undefined);
    writeFileSync(join(root, 'pages/a.yaml'), 'title: Z\n');
    const [second] = knownProjectFiles(root, () => ({ text: first!.textHash, stat: first!.stat }));
    expect(second!.textHash).toBe(hashOf(Buffer.from('title: Z\n')));
    expect(second!.source).toBe('title: Z\n');
  });

  it('records no stat for a file changed within the last two seconds', () => {
    const root = project({ 'a.yaml': 'title: A\n' });
    const [racy] = knownProjectFiles(root, () => undefined);
    expect(racy!.stat).toBeUndefined();
    expect(racy!.textHash).toBe(hashOf(Buffer.from('title: A\n')));
    // A record without a stat is never trusted.
    const [again] = knownProjectFiles(root, () => ({ text: 'a stale hash' }));
    expect(again!.textHash).toBe(hashOf(Buffer.from('title: A\n')));
  });
});
