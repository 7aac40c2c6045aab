/**
 * Which paths the studio may read and write: `.yaml` under pages/ or forms/, checked on the
 * string as sent and then on the real path on disk (symbolic links followed).
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RefusedPath, resolveContentPath } from '../../../../src/studio/server/content-path.ts';

let root: string;
let outside: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'studio-paths-'));
  outside = mkdtempSync(join(tmpdir(), 'studio-outside-'));
  mkdirSync(join(root, 'pages/team'), { recursive: true });
  mkdirSync(join(root, 'forms'));
  writeFileSync(join(root, 'pages/pricing.yaml'), 'title: Pricing\n');
  writeFileSync(join(root, 'package.json'), '{}');
  writeFileSync(join(outside, 'secret.yaml'), 'secret: true\n');
  symlinkSync(join(outside, 'secret.yaml'), join(root, 'pages/secret.yaml'));
  symlinkSync(join(root, 'package.json'), join(root, 'pages/package.yaml'));
  symlinkSync(outside, join(root, 'pages/elsewhere'), 'dir');
  symlinkSync(join(root, 'pages/pricing.yaml'), join(root, 'pages/alias.yaml'));
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

function refusal(path: unknown): string {
  try {
    resolveContentPath(root, path);
  } catch (error) {
    if (error instanceof RefusedPath) return error.code;
    throw error;
  }
  return 'accepted';
}

describe('resolveContentPath', () => {
  it.each([
    ['pages/pricing.yaml'],
    ['pages/team/index.yaml'],
    ['pages/new-page.yaml'],
    ['pages/offers/spring-offer.yaml'],
    ['pages/_site.yaml'],
    ['forms/contact.yaml'],
  ])('accepts %s', (path) => {
    expect(resolveContentPath(root, path)).toBe(join(realpathSync(root), path));
  });

  it('resolves a link between two content files to the file it names', () => {
    expect(resolveContentPath(root, 'pages/alias.yaml')).toBe(
      join(realpathSync(root), 'pages/pricing.yaml'),
    );
  });

  it.each([
    [undefined, 'bad-path'],
    ['', 'bad-path'],
    [42, 'bad-path'],
    ['../package.json', 'path-traversal'],
    ['pages/../package.json', 'path-traversal'],
    ['pages/./pricing.yaml', 'path-traversal'],
    ['pages/team/../../package.yaml', 'path-traversal'],
    ['/etc/passwd', 'absolute-path'],
    [`${'/'}pages/pricing.yaml`, 'absolute-path'],
    ['C:/pages/pricing.yaml', 'absolute-path'],
    ['pages\\pricing.yaml', 'bad-path'],
    ['pages/%2e%2e/package.json', 'bad-path'],
    ['pages/pricing.yaml\0.txt', 'bad-path'],
    ['pages//pricing.yaml', 'bad-path'],
    ['pages/.hidden.yaml', 'bad-path'],
    ['pages/my page.yaml', 'bad-path'],
    ['pages/pricing.yml', 'not-yaml'],
    ['pages/pricing.yaml.bak', 'not-yaml'],
    ['pages', 'outside-content'],
    ['pages/', 'not-yaml'],
    ['package.json', 'outside-content'],
    ['schemas/page.yaml', 'outside-content'],
    ['src/pages/x.yaml', 'outside-content'],
    ['forms/nested/contact.yaml', 'outside-content'],
    ['pages/secret.yaml', 'symlink-outside'],
    ['pages/package.yaml', 'symlink-outside'],
    ['pages/elsewhere/secret.yaml', 'symlink-outside'],
    ['pages/elsewhere/new.yaml', 'symlink-outside'],
    ['pages/elsewhere/deeper/new.yaml', 'symlink-outside'],
  ])('refuses %j (%s)', (path, code) => {
    expect(refusal(path)).toBe(code);
  });

  it('refuses everything when the content folder itself is a link out of the project', () => {
    const linked = mkdtempSync(join(tmpdir(), 'studio-linked-root-'));
    try {
      mkdirSync(join(outside, 'forms'), { recursive: true });
      symlinkSync(join(outside, 'forms'), join(linked, 'forms'), 'dir');
      expect(() => resolveContentPath(linked, 'forms/contact.yaml')).toThrow(/symbolic link/);
    } finally {
      rmSync(linked, { recursive: true, force: true });
    }
  });
});
