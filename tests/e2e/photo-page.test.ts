/**
 * A page whose hero and split are photos, built by `npm run build` in a copy of the project:
 * the `<picture>` markup (AVIF and WebP sources, srcset widths never wider than the source,
 * sizes from the layout, width and height, the hero eager with high priority and the split
 * lazy), every file it names in dist/, and a second build that decodes no picture.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, type ProjectCopy } from '../../src/cli/project-copy.ts';
import { imageLayouts } from '../../src/media/layouts.ts';
import { noiseJpeg } from '../support/test-images.ts';

let project: ProjectCopy;
let firstBuild: { status: number | null; output: string };

const build = () => {
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: project.root,
    encoding: 'utf8',
    timeout: 600_000,
    // Vitest sets NODE_ENV=test; a build must run as production.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
};

beforeAll(async () => {
  project = copyProject(tmpdir());
  mkdirSync(join(project.root, 'media'), { recursive: true });
  writeFileSync(join(project.root, 'media/roof.jpg'), await noiseJpeg(1600, 1200));
  writeFileSync(join(project.root, 'media/crew.jpg'), await noiseJpeg(1400, 1000));
  writeFileSync(
    join(project.root, 'pages/photo-test.yaml'),
    [
      'title: Roof photos',
      'description: A page whose hero and split are photos, for the image pipeline test.',
      'blocks:',
      '  - type: hero',
      '    title: Roofs that last',
      '    intro: We fix roofs.',
      '    image:',
      '      src: media/roof.jpg',
      '      alt: A roofer laying shingles on a ranch house',
      '      focus: [0.3, 0.6]',
      '  - type: split',
      '    title: The crew',
      '    text: Every roof is laid by our own crew.',
      '    image: { src: media/crew.jpg, alt: Three roofers on a ladder }',
      '',
    ].join('\n'),
  );
  firstBuild = build();
}, 900_000);
afterAll(() => project?.remove());

const pictures = () => {
  const html = readFileSync(join(project.root, 'dist/photo-test/index.html'), 'utf8');
  return [...new JSDOM(html).window.document.querySelectorAll('picture')];
};

describe('a built page with photos', { timeout: 900_000 }, () => {
  it('builds', () => {
    expect(firstBuild.status, firstBuild.output).toBe(0);
    // The two photos are decoded; the site's drawn SVGs are passed through, never decoded.
    expect(firstBuild.output).toMatch(/images: 0 from the cache, \d+ made, 2 decoded/);
  });

  it('gives each photo AVIF and WebP sources, sizes, width and height', () => {
    const [hero, split] = pictures();
    expect(hero).toBeDefined();
    expect(split).toBeDefined();
    for (const [picture, layout, sourceWidth] of [
      [hero!, imageLayouts.hero, 1600],
      [split!, imageLayouts.split, 1400],
    ] as const) {
      const sources = [...picture.querySelectorAll('source')];
      expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
      const img = picture.querySelector('img')!;
      for (const element of [...sources, img]) {
        expect(element.getAttribute('sizes')).toBe(layout.sizes);
        const entries = element.getAttribute('srcset')!.split(', ');
        const widths = entries.map((entry) => Number(entry.split(' ')[1]!.replace('w', '')));
        expect(widths).toEqual(layout.widths.filter((w) => w <= sourceWidth));
        for (const entry of entries) {
          const url = entry.split(' ')[0]!;
          expect(url).toMatch(/^\/assets\/images\/[a-z0-9-]+-\d+-[0-9a-f]{10}\.(avif|webp|jpg)$/);
          expect(existsSync(join(project.root, 'dist', url)), url).toBe(true);
        }
      }
      const widest = Math.max(...layout.widths.filter((w) => w <= sourceWidth));
      expect(img.getAttribute('width')).toBe(String(widest));
      expect(img.getAttribute('height')).toBe(String(Math.round((widest * 3) / 4)));
      expect(img.getAttribute('src')).toMatch(new RegExp(`-${widest}-[0-9a-f]{10}\\.jpg$`));
      expect(img.getAttribute('style')).toMatch(/background-image:url\(data:image\/webp;base64,/);
    }
  });

  it('loads the hero first with high priority and the split lazily', () => {
    const [hero, split] = pictures().map((picture) => picture.querySelector('img')!);
    expect(hero!.getAttribute('alt')).toBe('A roofer laying shingles on a ranch house');
    expect(hero!.getAttribute('loading')).toBe('eager');
    expect(hero!.getAttribute('fetchpriority')).toBe('high');
    expect(split!.getAttribute('loading')).toBe('lazy');
    expect(split!.getAttribute('fetchpriority')).toBeNull();
    expect(split!.getAttribute('decoding')).toBe('async');
  });

  it('takes every picture from the cache on the next build: nothing is decoded', () => {
    const second = build();
    expect(second.status, second.output).toBe(0);
    expect(second.output).toMatch(/images: \d+ from the cache, 0 made, 0 decoded/);
    expect(pictures()).toHaveLength(2);
  });
});
