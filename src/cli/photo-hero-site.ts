/**
 * The photo-hero fixture `npm run lighthouse` audits beside the site: the site keeps its drawn
 * pictures until the company supplies photos, so a copy of the project gets one page whose hero
 * is a photo-like test picture (src/media/test-photo.ts) of a phone camera's size, and is built
 * the way the site is. Its largest paint is then the photo, made by the image step (AVIF, WebP,
 * JPEG, widths, placeholder, priority), and measured against the same HTML without scripts.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testPhotoJpeg } from '../media/test-photo.ts';
import { copyProject, type ProjectCopy } from './project-copy.ts';

export const PHOTO_HERO_ROUTE = '/photo-hero';

const PAGE = `title: Roofs that last
description: A page whose hero is a photo, built to measure the largest paint of a photo hero.
blocks:
  - type: hero
    title: Roofs that last thirty years
    intro: Our own crews strip, deck and shingle a ranch house in two days, and clean up after.
    image:
      src: media/photo-hero.jpg
      alt: A roofer laying shingles on a ranch house
  - type: split
    title: The crew
    text: Every roof is laid by our own crew, never a subcontractor.
    image: { src: media/photo-crew.jpg, alt: Three roofers carrying shingles up a ladder }
`;

export interface PhotoHeroSite {
  dist: string;
  remove: () => void;
}

/** Builds the fixture in a temporary copy; throws with the build's output when it fails. */
export async function buildPhotoHeroSite(): Promise<PhotoHeroSite> {
  const copy: ProjectCopy = copyProject(tmpdir());
  try {
    mkdirSync(join(copy.root, 'media'), { recursive: true });
    // A phone photo's size: the image step makes every width the hero's layout asks for.
    const photos = { 'photo-hero.jpg': 26, 'photo-crew.jpg': 7 };
    for (const [name, seed] of Object.entries(photos)) {
      const jpeg = await testPhotoJpeg({ width: 4000, height: 3000, seed });
      writeFileSync(join(copy.root, 'media', name), jpeg);
    }
    writeFileSync(join(copy.root, 'pages', `${PHOTO_HERO_ROUTE.slice(1)}.yaml`), PAGE);
    const build = spawnSync('npm', ['run', 'build', '--', '--quiet'], {
      cwd: copy.root,
      encoding: 'utf8',
      // A caller run by a test runner may have NODE_ENV=test; the site is built for production.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) {
      throw new Error(`The photo-hero fixture did not build:\n${build.stdout}\n${build.stderr}`);
    }
    return { dist: join(copy.root, 'dist'), remove: copy.remove };
  } catch (error) {
    copy.remove();
    throw error;
  }
}
