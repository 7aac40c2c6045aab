/**
 * A replaced picture in a page's text: each use's `src:` names the new file, in the quotes it
 * had, and nothing else in the file changes (comments, flow maps, other pictures).
 */
import { describe, expect, it } from 'vitest';
import { pointImagesAt, usesOf } from '../../../../src/studio/server/replace-src.ts';

const page = `# The crew page: keep this comment
title: Our crew
description: The people who fix your roof, and how they work on every house.
blocks:
  - type: hero
    title: Our crew
    image:
      src: media/crew-aaaaaaaaaaaa.jpg # the summer photo
      alt: Two roofers on a ranch house
  - type: split
    title: How we work
    body: Every job starts with an inspection.
    image: { src: "media/crew-aaaaaaaaaaaa.jpg", decorative: true }
  - type: split
    title: Tools
    body: The tools we use.
    image: { src: 'media/tools-bbbbbbbbbbbb.jpg', alt: A tool belt }
`;

describe('pointImagesAt', () => {
  it('points every use at the new picture, keeping quotes, comments and the rest', () => {
    const to = 'media/crew-cccccccccccc.jpg';
    const result = pointImagesAt(page, 'media/crew-aaaaaaaaaaaa.jpg', to);
    expect(result.changed).toBe(2);
    expect(usesOf(result.text, to)).toBe(2);
    expect(usesOf(result.text, 'media/crew-aaaaaaaaaaaa.jpg')).toBe(0);
    expect(result.text).toBe(
      page
        .replace('src: media/crew-aaaaaaaaaaaa.jpg #', `src: ${to} #`)
        .replace('src: "media/crew-aaaaaaaaaaaa.jpg"', `src: "${to}"`),
    );
  });

  it('changes nothing when no image names the picture', () => {
    const result = pointImagesAt(page, 'media/none-dddddddddddd.jpg', 'media/x-eeeeeeeeeeee.jpg');
    expect(result).toEqual({ text: page, changed: 0 });
  });
});
