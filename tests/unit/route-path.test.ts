import { describe, expect, it } from 'vitest';
import {
  formIdFromFile,
  htmlFileForRoute,
  routeFromPageFile,
} from '../../src/content/route-path.ts';
import { kindOfFile } from '../../src/content/validate.ts';

describe('routeFromPageFile', () => {
  it.each([
    ['pages/index.yaml', '/'],
    ['pages/pricing.yaml', '/pricing'],
    ['pages/a/b.yaml', '/a/b'],
    ['pages/a/index.yaml', '/a'],
    ['pricing.yaml', '/pricing'],
    ['/pages/blog/first-post.yaml', '/blog/first-post'],
    ['pages\\a\\b.yaml', '/a/b'],
  ])('%s → %s', (file, route) => {
    expect(routeFromPageFile(file)).toBe(route);
  });

  it.each(['pages/_site.yaml', 'pages/_drafts/x.yaml', 'pages/notes.md', 'pages/pricing.yml'])(
    '%s is not a route',
    (file) => {
      expect(routeFromPageFile(file)).toBeNull();
    },
  );

  it('gives a.yaml and a/index.yaml the same route, which the validator reports', () => {
    expect(routeFromPageFile('pages/a.yaml')).toBe(routeFromPageFile('pages/a/index.yaml'));
  });
});

describe('htmlFileForRoute', () => {
  it('writes / to index.html and /a/b to a/b/index.html', () => {
    expect(htmlFileForRoute('/')).toBe('index.html');
    expect(htmlFileForRoute('/a/b')).toBe('a/b/index.html');
  });
});

// The validator and the browser must agree on what is content: a file the validator accepts
// but the router never loads would pass every check and answer 404.
describe('kindOfFile agrees with the route rule', () => {
  it.each([
    ['pages/_site.yaml', 'site'],
    ['pages/pricing.yaml', 'page'],
    ['pages/blog/first-post.yaml', 'page'],
    ['forms/contact.yaml', 'form'],
    ['pages/_drafts/x.yaml', null],
    ['pages/_notes.yaml', null],
    ['pages/pricing.yml', null],
    ['forms/contact.yml', null],
    ['blocks/hero/README.md', null],
  ])('%s is %s', (file, kind) => {
    expect(kindOfFile(file)).toBe(kind);
    if (file.startsWith('pages/') && kind !== 'site') {
      expect(kind === 'page').toBe(routeFromPageFile(file) !== null);
    }
  });

  it('names a form by its file', () => {
    expect(formIdFromFile('forms/contact.yaml')).toBe('contact');
    expect(formIdFromFile('forms\\demo.yaml')).toBe('demo');
  });
});
