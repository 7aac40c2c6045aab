/**
 * The content plugin's answer to Vite's hot update of a deleted content file. Vite reloads every
 * open page of the dev server for a deleted module nothing takes the update of, the studio's
 * with them: a page deleted in the studio reloaded it mid-delete, its message lost (seen walking
 * `npm run studio`). The collections' globs take the file out of what lists it; the deleted
 * module itself is left alone. Any other change of a content file goes Vite's usual way.
 */
import { join } from 'node:path';
import type { HotUpdateOptions, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { contentPlugin } from '../../../../src/build/plugins/content.ts';

const root = join(import.meta.dirname, '../../../..');

function hotUpdateOf(type: HotUpdateOptions['type'], file: string) {
  const plugin = contentPlugin();
  (plugin.configResolved as (config: ResolvedConfig) => void)({
    root,
    command: 'serve',
    define: {},
  } as unknown as ResolvedConfig);
  const hook = plugin.hotUpdate as (options: Partial<HotUpdateOptions>) => unknown;
  return hook({ type, file: join(root, file), modules: [] });
}

describe('a content file’s hot update', () => {
  it('takes no module of a deleted page, form or site file', () => {
    for (const file of ['pages/pricing.yaml', 'pages/_site.yaml', 'forms/contact.yaml'])
      expect(hotUpdateOf('delete', file), file).toEqual([]);
  });

  it('leaves an edit, a new file and any other file to Vite', () => {
    expect(hotUpdateOf('update', 'pages/pricing.yaml')).toBeUndefined();
    expect(hotUpdateOf('create', 'pages/new.yaml')).toBeUndefined();
    expect(hotUpdateOf('delete', 'src/render/Page.tsx')).toBeUndefined();
  });
});
