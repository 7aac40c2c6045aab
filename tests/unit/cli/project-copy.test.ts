/**
 * A project copy put back as it was made (src/cli/project-copy.ts): what `npm run bench:content`
 * does before each clean build after the first.
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { asCopied, copyProject, type ProjectCopy } from '../../../src/cli/project-copy.ts';

describe('asCopied', () => {
  let copy: ProjectCopy | undefined;
  afterAll(() => copy?.remove());

  it('removes what builds wrote and keeps the sources and the node_modules link', () => {
    copy = copyProject(tmpdir());
    const { root } = copy;
    const asMade = readdirSync(root).sort();
    for (const folder of ['dist', 'dist-ssr', '.cache/build/cli', '.tmp/client-build-1'])
      mkdirSync(join(root, folder), { recursive: true });
    writeFileSync(join(root, 'dist/index.html'), '<!doctype html>');
    writeFileSync(join(root, 'pages/bench-edit.yaml'), 'title: kept\n');

    asCopied(root);

    expect(readdirSync(root).sort()).toEqual(asMade);
    expect(existsSync(join(root, 'node_modules/vite'))).toBe(true);
    // A source edited or added stays: only what lies outside the sources goes.
    expect(existsSync(join(root, 'pages/bench-edit.yaml'))).toBe(true);
  });
});
