/**
 * Every content file of a project copy (media/, pages/, forms/, public/) with a hash of its
 * bytes, to show that a refused request changed nothing on disk.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SKIPPED = ['node_modules', '.cache', '.tmp', 'dist'];

export function diskSnapshot(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    const absolute = join(root, folder);
    if (!existsSync(absolute)) return;
    for (const entry of readdirSync(absolute, { withFileTypes: true })) {
      const path = folder ? `${folder}/${entry.name}` : entry.name;
      if (SKIPPED.includes(entry.name)) continue;
      if (entry.isDirectory()) walk(path);
      else if (statSync(join(root, path)).isFile()) {
        files[path] = createHash('sha256')
          .update(readFileSync(join(root, path)))
          .digest('hex');
      }
    }
  };
  for (const folder of ['media', 'pages', 'forms', 'public']) walk(folder);
  return files;
}
