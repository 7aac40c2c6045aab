/**
 * The media library's words and search: a picture's facts, its uses in a sentence, and a
 * search that matches the name or any alt text a page gives the picture (every word).
 */
import { describe, expect, it } from 'vitest';
import type { MediaItem } from '../../../../../src/studio/app/api.ts';
import {
  matchesSearch,
  pictureFacts,
  sizeInWords,
  usesInWords,
} from '../../../../../src/studio/app/media/media-words.ts';

const usedAt = (file: string, alt?: string) => ({
  file,
  path: 'blocks[0].image',
  line: 8,
  column: 12,
  ...(alt ? { alt } : {}),
});

const crew: MediaItem = {
  src: 'media/crew-on-roof-3f9a1c2b7d0e.jpg',
  bytes: 673_792,
  type: 'jpeg',
  width: 1600,
  height: 1000,
  usedIn: [
    usedAt('pages/about.yaml', 'Two roofers laying shingles on a ranch house'),
    usedAt('pages/index.yaml'),
    usedAt('pages/index.yaml', 'The crew at work'),
  ],
};

describe('the media library’s words', () => {
  it('says a picture’s type, dimensions and size', () => {
    expect(pictureFacts(crew)).toBe('JPEG · 1600 × 1000 · 658 kB');
    expect(pictureFacts({ src: 'media/x.png', bytes: 300, usedIn: [] })).toBe('300 bytes');
    expect(sizeInWords(3 * 1024 * 1024 + 200_000)).toBe('3.2 MB');
  });

  it('counts uses and pages', () => {
    expect(usesInWords(crew.usedIn)).toBe('Used 3 times, on 2 pages:');
    expect(usesInWords(crew.usedIn.slice(0, 1))).toBe('Used once, on 1 page:');
    expect(usesInWords([])).toBe('Not used on any page.');
  });

  it('finds a picture by its name or by the alt text of any use', () => {
    expect(matchesSearch(crew, '')).toBe(true);
    expect(matchesSearch(crew, 'crew-on')).toBe(true);
    expect(matchesSearch(crew, 'Ranch  SHINGLES')).toBe(true);
    expect(matchesSearch(crew, 'at work')).toBe(true);
    expect(matchesSearch(crew, 'ranch barn')).toBe(false);
    expect(matchesSearch(crew, 'logo')).toBe(false);
  });
});
