/**
 * Each rule of a picture field, at its exact line and column: the alt text (schema), the file
 * (exists with a did-you-mean naming the path as written, type by content, decodes, pixel
 * bomb, wide enough), and the facts cache (a second validation reads no picture, nor one of
 * another folder holding the same files: the team studio's snapshot of each commit).
 */
import { cpSync, writeFileSync, mkdirSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildContext, listProjectFiles, validateProject } from '../../../src/project/project.ts';
import { formatProblem } from '../../../src/content/problem.ts';
import { primeImageFacts } from '../../../src/media/facts-store.ts';
import { fixtureProject, yaml } from '../../support/fixture-project.ts';
import { noiseJpeg, noisePng, pixelBombPng, truncatedJpeg } from '../../support/test-images.ts';

/** A page whose hero has the picture given by `image` lines (they start on line 8). */
const heroPage = (...image: string[]) =>
  yaml(
    'title: Roof repair in Austin',
    'description: Roof repair and replacement in Austin, with photos of the crews at work.',
    'blocks:',
    '  - type: hero',
    '    title: Roofs that last',
    '    intro: We fix roofs.',
    '    image:',
    ...image.map((line) => `      ${line}`),
  );

/**
 * The pictures of a project. Noise is random: each call makes pictures no other test has read
 * (this process remembers the facts of what it read, by content).
 */
const newMedia = async (): Promise<Record<string, Buffer>> => ({
  'media/crew.jpg': await noiseJpeg(1200, 900),
  'media/narrow.jpg': await noiseJpeg(600, 450),
  'media/cut.jpg': await truncatedJpeg(1200, 900),
  'media/bomb.png': await pixelBombPng(20000, 20000),
  'media/screenshot.jpg': await noisePng(1200, 900),
});

let media: Record<string, Buffer>;

beforeAll(async () => {
  media = await newMedia();
});

function project(pages: Record<string, string>, pictures = media): string {
  const root = fixtureProject(pages);
  mkdirSync(join(root, 'media'), { recursive: true });
  for (const [path, bytes] of Object.entries(pictures)) writeFileSync(join(root, path), bytes);
  return root;
}

/** The problems of the one page, printed, without the orphan-page warning. */
function printed(page: string): string[] {
  const root = project({ 'pages/index.yaml': page });
  return validateProject(root).problems.map(formatProblem);
}

/** A project of pictures no test has read, their facts learnt in process (every one probed). */
async function primedProject() {
  const pictures = await newMedia();
  const root = project(
    { 'pages/index.yaml': heroPage('src: media/crew.jpg', 'alt: Roofers') },
    pictures,
  );
  expect(await primeImageFacts(root)).toBe(Object.keys(pictures).length);
  return { root, pictures };
}

describe('picture fields', () => {
  it('accept a described photo wide enough for its layout', () => {
    expect(printed(heroPage('src: media/crew.jpg', 'alt: Two roofers laying shingles'))).toEqual(
      [],
    );
  });

  it('name a missing file as written, with a near name', () => {
    expect(printed(heroPage('src: media/crw.jpg', 'alt: Two roofers laying shingles'))).toEqual([
      'pages/index.yaml:8:12 blocks[0].image.src: no file media/crw.jpg exists — did you mean "media/crew.jpg"? [missing-file]',
    ]);
  });

  it('want alt text unless decorative', () => {
    expect(printed(heroPage('src: media/crew.jpg'))).toEqual([
      'pages/index.yaml:8:7 blocks[0].image: the picture has no alt text: say what it shows in `alt`, or mark it `decorative: true` [missing-alt]',
    ]);
    expect(printed(heroPage('src: media/crew.jpg', 'alt: ""'))[0]).toMatch(
      /^pages\/index.yaml:9:12 blocks\[0\]\.image\.alt: .* \[missing-alt\]$/,
    );
    expect(printed(heroPage('src: media/crew.jpg', 'decorative: true'))).toEqual([]);
  });

  it('refuse alt text on a decorative picture', () => {
    expect(printed(heroPage('src: media/crew.jpg', 'alt: Roofers', 'decorative: true'))).toEqual([
      'pages/index.yaml:10:19 blocks[0].image.decorative: a decorative picture has no alt text: remove `alt` or `decorative` [alt-and-decorative]',
    ]);
  });

  it('refuse the file name, "image" or "photo", and alt text over 250 characters', () => {
    expect(printed(heroPage('src: media/crew.jpg', 'alt: crew.jpg'))).toEqual([
      `pages/index.yaml:9:12 blocks[0].image.alt: the alt text "crew.jpg" is the file's name; say what the picture shows [alt-is-file-name]`,
    ]);
    expect(printed(heroPage('src: media/crew.jpg', 'alt: Photo'))).toEqual([
      'pages/index.yaml:9:12 blocks[0].image.alt: the alt text "Photo" only says there is a picture; say what it shows [meaningless-alt]',
    ]);
    expect(printed(heroPage('src: media/crew.jpg', 'alt: an image'))[0]).toContain(
      '[meaningless-alt]',
    );
    expect(
      printed(heroPage('src: media/crew.jpg', `alt: ${'Roofers on a roof. '.repeat(14)}`)),
    ).toEqual([
      "pages/index.yaml:9:12 blocks[0].image.alt: the alt text has 265 characters; keep it to 250 (put the rest in the page's text) [long-alt]",
    ]);
  });

  it('refuse a file that does not decode, a pixel bomb and a PNG named .jpg', () => {
    expect(printed(heroPage('src: media/cut.jpg', 'alt: Roofers at work'))).toEqual([
      expect.stringMatching(
        /^pages\/index.yaml:8:12 blocks\[0\]\.image\.src: media\/cut.jpg does not decode \(.+\) \[image-unreadable\]$/,
      ),
    ]);
    expect(printed(heroPage('src: media/bomb.png', 'alt: Roofers at work'))).toEqual([
      'pages/index.yaml:8:12 blocks[0].image.src: media/bomb.png claims 20000 × 20000 pixels, over the limit of 100 megapixels [image-too-many-pixels]',
    ]);
    expect(printed(heroPage('src: media/screenshot.jpg', 'alt: Roofers at work'))).toEqual([
      'pages/index.yaml:8:12 blocks[0].image.src: media/screenshot.jpg holds a PNG picture but its name ends in .jpg; rename it to .png [image-type-mismatch]',
    ]);
  });

  it('warn about a picture narrower than twice its layout, without failing', () => {
    const root = project({
      'pages/index.yaml': heroPage('src: media/narrow.jpg', 'alt: Roofers at work'),
    });
    const { problems } = validateProject(root);
    expect(problems.map(formatProblem)).toEqual([
      'pages/index.yaml:8:12 blocks[0].image.src: warning: media/narrow.jpg is 600 px wide; a hero picture shows up to 512 px wide, so it looks soft on a 2× screen under 1024 px [image-too-narrow]',
    ]);
    expect(problems[0]!.severity).toBe('warning');
  });

  it('read each picture once: a second validation finds every fact in the cache', async () => {
    const pictures = await newMedia();
    const page = { 'pages/index.yaml': heroPage('src: media/crew.jpg', 'alt: Roofers') };
    const root = project(page, pictures);
    const first = buildContext(root, listProjectFiles(root)).images!;
    first.facts('media/crew.jpg');
    expect(first.probed()).toBe(Object.keys(pictures).length);
    const second = buildContext(root, listProjectFiles(root)).images!;
    expect(second.facts('media/crew.jpg')).toMatchObject({ ok: true, width: 1200, height: 900 });
    expect(second.probed()).toBe(0);
    // A changed file is read again, alone.
    writeFileSync(join(root, 'media/crew.jpg'), media['media/narrow.jpg']!);
    const third = buildContext(root, listProjectFiles(root)).images!;
    expect(third.facts('media/crew.jpg')).toMatchObject({ ok: true, width: 600 });
    expect(third.probed()).toBe(1);
  });

  it('read no picture of another folder holding the same ones (a commit checked out again)', async () => {
    const { root, pictures } = await primedProject();
    // Another commit's snapshot: the same files, written later (new change times), no cache.
    const snapshot = fixtureProject({});
    cpSync(root, snapshot, { recursive: true, filter: (from) => !from.includes('.cache') });
    const later = new Date(Date.now() + 60_000);
    for (const path of Object.keys(pictures)) utimesSync(join(snapshot, path), later, later);
    const reader = buildContext(snapshot, listProjectFiles(snapshot)).images!;
    expect(reader.facts('media/crew.jpg')).toMatchObject({ ok: true, width: 1200, height: 900 });
    expect(reader.facts('media/screenshot.jpg')).toMatchObject({
      ok: false,
      message: expect.stringContaining('media/screenshot.jpg holds a PNG picture'),
    });
    expect(reader.probed()).toBe(0);
    // The same bytes under another name are read: the name is part of the facts (the PNG
    // named .png is fine), and so is a changed file.
    writeFileSync(join(snapshot, 'media/screenshot.png'), pictures['media/screenshot.jpg']!);
    writeFileSync(join(snapshot, 'media/crew.jpg'), pictures['media/narrow.jpg']!);
    const after = buildContext(snapshot, listProjectFiles(snapshot)).images!;
    expect(after.facts('media/screenshot.png')).toMatchObject({ ok: true, type: 'png' });
    expect(after.facts('media/crew.jpg')).toMatchObject({ ok: true, width: 600 });
    expect(after.probed()).toBe(2);
  });

  it('needs no child process when primed: the build and `npm run validate` probe in process', async () => {
    const { root } = await primedProject();
    const reader = buildContext(root, listProjectFiles(root)).images!;
    expect(reader.facts('media/crew.jpg')).toMatchObject({ ok: true, width: 1200, height: 900 });
    // The same facts as the child's probe: the bomb and the PNG named .jpg are still refused.
    expect(reader.facts('media/bomb.png')).toMatchObject({ ok: false });
    expect(reader.facts('media/screenshot.jpg')).toMatchObject({ ok: false });
    expect(reader.probed()).toBe(0);
    expect(await primeImageFacts(root)).toBe(0);
  });
});
