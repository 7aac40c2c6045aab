/**
 * node_modules by lockfile: reused while package-lock.json is unchanged, installed with `npm ci`
 * when it changed. `npm` is a real executable first on PATH that notes each call and makes a
 * node_modules folder, as `npm ci` would.
 */
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linkNodeModules } from '../../../src/deploy/node-modules.ts';

let folder: string;
let work: string;
let store: string;
let env: Record<string, string>;
const calls = () =>
  readFileSync(join(folder, 'calls.log'), 'utf8').trim().split('\n').filter(Boolean);

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'node-modules-'));
  work = join(folder, 'work');
  store = join(folder, 'store');
  mkdirSync(work);
  mkdirSync(join(folder, 'bin'));
  writeFileSync(join(folder, 'calls.log'), '');
  const npm = join(folder, 'bin', 'npm');
  writeFileSync(
    npm,
    `#!/bin/sh\necho "$* NODE_ENV=$NODE_ENV in $(basename "$PWD")" >> ${JSON.stringify(join(folder, 'calls.log'))}\nmkdir node_modules && cp package-lock.json node_modules/installed-from\n`,
  );
  chmodSync(npm, 0o755);
  env = { PATH: `${join(folder, 'bin')}:${process.env.PATH}`, NODE_ENV: 'production' };
  writeFileSync(join(work, 'package.json'), '{}');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const lock = (text: string) => writeFileSync(join(work, 'package-lock.json'), text);
const link = () => linkNodeModules({ work, store, env, log: () => {} });

describe('linkNodeModules', () => {
  it('installs once per lockfile and links the install into the checkout', async () => {
    lock('{"lockfileVersion": 3, "v": 1}');
    await link();
    expect(calls()).toHaveLength(1);
    expect(calls()[0]).toMatch(
      /^ci --include=dev --no-audit --no-fund NODE_ENV=production in \.installing-/,
    );
    const first = readlinkSync(join(work, 'node_modules'));
    expect(readFileSync(join(work, 'node_modules/installed-from'), 'utf8')).toContain('"v": 1');

    await link();
    expect(calls()).toHaveLength(1);

    lock('{"lockfileVersion": 3, "v": 2}');
    await link();
    expect(calls()).toHaveLength(2);
    expect(readlinkSync(join(work, 'node_modules'))).not.toBe(first);
    expect(readFileSync(join(work, 'node_modules/installed-from'), 'utf8')).toContain('"v": 2');
    // Back to the first lockfile: still kept, nothing installed.
    lock('{"lockfileVersion": 3, "v": 1}');
    await link();
    expect(calls()).toHaveLength(2);
    expect(readlinkSync(join(work, 'node_modules'))).toBe(first);
  });

  it('a failed install is a DeployError and leaves no half-made install', async () => {
    writeFileSync(
      join(folder, 'bin', 'npm'),
      '#!/bin/sh\necho "npm ERR! network unreachable" >&2\nexit 1\n',
    );
    lock('{"v": 3}');
    await expect(link()).rejects.toThrow('npm ci failed: npm ERR! network unreachable');
    expect(existsSync(store) ? (await import('node:fs')).readdirSync(store) : []).toEqual([]);
  });
});
