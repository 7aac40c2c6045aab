import form from 'virtual:collections/form';
import page from 'virtual:collections/page';
import site from 'virtual:collections/site';
import { describe, expect, it } from 'vitest';
import { collectionOf, collections } from '../../../src/content/collections.ts';
import { listProjectFiles } from '../../../src/project/project.ts';
import { routeFromPageFile } from '../../../src/content/route-path.ts';
import { kindOfFile } from '../../../src/project/validate.ts';

// The validator reads the table with its own matcher; the browser gets Vite's globs of the
// same patterns. Both must pick exactly the same files, or a page would pass validation and
// answer 404 (or load without ever being checked).
describe('the collections table', () => {
  const viteGlobs = { page, form, site };

  it("matches, for every collection, exactly the files Vite's glob loads", () => {
    const listed = listProjectFiles(process.cwd());
    for (const kind of Object.keys(collections) as (keyof typeof collections)[]) {
      const fromVite = Object.keys(viteGlobs[kind]).map((file) => file.slice(1));
      const fromTable = listed.filter((f) => f.kind === kind).map((f) => f.file);
      expect(fromTable.sort(), kind).toEqual(fromVite.sort());
      expect(fromVite.length, kind).toBeGreaterThan(0);
    }
  });

  // The validator classifies files with this same function (kindOfFile); the router must load
  // exactly its pages, or a file that passes every check would answer 404.
  it.each([
    ['pages/_site.yaml', 'site'],
    ['pages/index.yaml', 'page'],
    ['pages/pricing.yaml', 'page'],
    ['pages/a/b/c.yaml', 'page'],
    ['pages/blog/first-post.yaml', 'page'],
    ['forms/contact.yaml', 'form'],
    ['forms/sub/contact.yaml', null],
    ['forms/contact.yml', null],
    ['pages/_drafts/x.yaml', null],
    ['pages/_notes.yaml', null],
    ['pages/a/_b.yaml', null],
    ['pagesx/a.yaml', null],
    ['pages/a.yaml.bak', null],
    ['pages/pricing.yml', null],
    ['blocks/hero/README.md', null],
  ])('%s belongs to %s', (file, kind) => {
    expect(collectionOf(file)).toBe(kind);
    expect(kindOfFile(file)).toBe(kind);
    if (file.startsWith('pages/') && kind !== 'site') {
      expect(kind === 'page').toBe(routeFromPageFile(file) !== null);
    }
  });
});
