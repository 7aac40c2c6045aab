/**
 * Versions and atomic writes of content files: a save renames a finished file into place,
 * keeps the old file's permissions, leaves no temporary file, and a create never overwrites.
 */
import {
  chmodSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  readContent,
  versionOf,
  writeContentAtomically,
} from '../../../../src/studio/server/file-versions.ts';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'studio-store-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('content store', () => {
  it('versions a file by the sha256 of its bytes', () => {
    const file = join(folder, 'a.yaml');
    writeFileSync(file, 'title: Ä\n');
    const expected = createHash('sha256').update(Buffer.from('title: Ä\n')).digest('hex');
    expect(readContent(file)).toEqual({ text: 'title: Ä\n', version: expected });
    expect(versionOf('title: Ä\n')).toBe(expected);
    expect(readContent(join(folder, 'missing.yaml'))).toBeNull();
  });

  it('replaces a file by renaming a new one into place, keeping its permissions', () => {
    const file = join(folder, 'a.yaml');
    writeFileSync(file, 'old\n');
    chmodSync(file, 0o640);
    const before = statSync(file).ino;
    const version = writeContentAtomically(file, 'new\r\ntext');
    expect(readFileSync(file, 'utf8')).toBe('new\r\ntext');
    expect(version).toBe(versionOf('new\r\ntext'));
    expect(statSync(file).ino).not.toBe(before);
    expect(statSync(file).mode & 0o777).toBe(0o640);
    expect(readdirSync(folder)).toEqual(['a.yaml']);
  });

  it('creates folders for a new file, and an exclusive write never overwrites', () => {
    const file = join(folder, 'offers/spring.yaml');
    writeContentAtomically(file, 'first\n', true);
    expect(readFileSync(file, 'utf8')).toBe('first\n');
    expect(() => writeContentAtomically(file, 'second\n', true)).toThrow(/exists already/);
    expect(readFileSync(file, 'utf8')).toBe('first\n');
    expect(readdirSync(join(folder, 'offers'))).toEqual(['spring.yaml']);
  });
});
