import { describe, expect, it } from 'vitest';
import {
  formIdFromFile,
  htmlFileForRoute,
  routeFromPageFile,
} from '../../../src/content/route-path.ts';

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

describe('formIdFromFile', () => {
  it('names a form by its file', () => {
    expect(formIdFromFile('forms/contact.yaml')).toBe('contact');
    expect(formIdFromFile('forms\\demo.yaml')).toBe('demo');
  });
});
