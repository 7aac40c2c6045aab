/**
 * The studio's crop previews (CSS `object-fit: cover` with `object-position`) show the same part
 * of the picture as the build's crop (focal-crop.ts), for any picture, aspect ratio and focus:
 * the CSS rule is worked out here from its definition, not from the code under test.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { focalCrop } from '../../../src/media/focal-crop.ts';
import {
  objectPositionCss,
  objectPositionFor,
  PREVIEW_ASPECTS,
  roundFocus,
} from '../../../src/media/focal-preview.ts';

/** The source rectangle a browser shows for `object-fit: cover` in a box, per CSS Images 3. */
function shownByCss(
  width: number,
  height: number,
  box: { width: number; height: number },
  position: { x: number; y: number },
) {
  const scale = Math.max(box.width / width, box.height / height);
  const shownWidth = box.width / scale;
  const shownHeight = box.height / scale;
  return {
    left: (width - shownWidth) * (position.x / 100),
    top: (height - shownHeight) * (position.y / 100),
    width: shownWidth,
    height: shownHeight,
  };
}

const unit = fc.double({ min: 0, max: 1, noNaN: true });
const side = fc.integer({ min: 8, max: 6000 });
const aspect = fc.oneof(
  fc.constantFrom(...PREVIEW_ASPECTS.map((a) => a.aspect), 2, 16 / 10, 4 / 3),
  fc.double({ min: 0.3, max: 3.5, noNaN: true }),
);

describe('the crop preview', () => {
  it("shows the build's crop for any picture, aspect and focus (within a pixel's rounding)", () => {
    fc.assert(
      fc.property(side, side, aspect, unit, unit, (width, height, ratio, fx, fy) => {
        const focus = [fx, fy] as const;
        const built = focalCrop(width, height, ratio, focus);
        const box = { width: 200, height: 200 / ratio };
        const shown = shownByCss(
          width,
          height,
          box,
          objectPositionFor(width, height, ratio, focus),
        );
        // focalCrop rounds to whole pixels and CSS does not: the crop's width to half a pixel,
        // then the height from it (half a pixel over the aspect, plus half), and the place.
        const px = 1.5 + 0.5 / Math.min(ratio, 1);
        expect(Math.abs(shown.width - built.width)).toBeLessThanOrEqual(px);
        expect(Math.abs(shown.height - built.height)).toBeLessThanOrEqual(px);
        expect(Math.abs(shown.left - built.left)).toBeLessThanOrEqual(px);
        expect(Math.abs(shown.top - built.top)).toBeLessThanOrEqual(px);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the focus in view whenever the crop can hold it', () => {
    fc.assert(
      fc.property(side, side, aspect, unit, unit, (width, height, ratio, fx, fy) => {
        const box = { width: 300, height: 300 / ratio };
        const shown = shownByCss(
          width,
          height,
          box,
          objectPositionFor(width, height, ratio, [fx, fy]),
        );
        expect(fx * width).toBeGreaterThanOrEqual(shown.left - 1.5);
        expect(fx * width).toBeLessThanOrEqual(shown.left + shown.width + 1.5);
        expect(fy * height).toBeGreaterThanOrEqual(shown.top - 1.5);
        expect(fy * height).toBeLessThanOrEqual(shown.top + shown.height + 1.5);
      }),
    );
  });

  it('moves with the focus along the side that overflows, and centres without one', () => {
    // A 4000×3000 photo in a 16:9 box overflows top and bottom only.
    expect(objectPositionFor(4000, 3000, 16 / 9, [0.9, 0.1])).toEqual({ x: 50, y: 0 });
    expect(objectPositionFor(4000, 3000, 16 / 9, [0.9, 0.9]).y).toBe(100);
    expect(objectPositionFor(4000, 3000, 16 / 9, undefined)).toEqual({ x: 50, y: 50 });
    // In a square it overflows left and right: 0.6 across puts the crop's centre at 2400 px.
    const { x } = objectPositionFor(4000, 3000, 1, [0.6, 0.5]);
    expect(x).toBeCloseTo(((2400 - 1500) / (4000 - 3000)) * 100, 5);
  });

  it("uses the focus itself while the picture's size is unknown", () => {
    expect(objectPositionCss(0, 0, 1, [0.25, 0.8])).toBe('25% 80%');
    expect(objectPositionCss(0, 0, 1, undefined)).toBe('50% 50%');
  });

  it('rounds a focus to two decimals inside 0..1, as the YAML holds it', () => {
    expect(roundFocus([0.123456, 0.987])).toEqual([0.12, 0.99]);
    expect(roundFocus([-0.2, 1.4])).toEqual([0, 1]);
    fc.assert(
      fc.property(unit, unit, (x, y) => {
        const [rx, ry] = roundFocus([x, y]);
        expect(Math.abs(rx - x)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(Math.abs(ry - y)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(String(rx)).toMatch(/^(0|1|0\.\d{1,2})$/);
      }),
    );
  });
});
