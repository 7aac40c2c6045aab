/** A fresh private folder for one operation (a temporary index, a checkout), always removed. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function withTempDir<T>(prefix: string, work: (dir: string) => Promise<T>) {
  const dir = await mkdtemp(join(tmpdir(), `studio-git-${prefix}-`));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
