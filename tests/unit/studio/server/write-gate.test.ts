/**
 * The write gate's rules (src/studio/server/write-gate.ts), alone: which paths a write may take,
 * by example and as properties over generated paths (anything outside pages/, forms/ and media/
 * is refused; a page under /studio is refused in any case; a new name that differs from an
 * existing one only by letter case is refused, the existing name itself is not).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkCaseClash,
  checkWrite,
  checkWritePath,
  RefusedWrite,
} from '../../../../src/studio/server/write-gate.ts';

/** The refusal's code, or null when the gate lets the write through. */
function refusal(check: () => void): string | null {
  try {
    check();
    return null;
  } catch (error) {
    if (error instanceof RefusedWrite) {
      expect(error.status).toBe(400);
      return error.code;
    }
    throw error;
  }
}

const name = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,11}$/);

describe('the write gate', () => {
  it.each([
    ['pages/about.yaml', null],
    ['pages/blog/first-post.yaml', null],
    ['pages/_site.yaml', null],
    ['forms/contact.yaml', null],
    ['media/roof-0123456789ab.jpg', null],
    ['.github/workflows/x.yml', 'outside-content'],
    ['index.html', 'outside-content'],
    ['src/main.ts', 'outside-content'],
    ['pages/about.yml', 'not-yaml'],
    ['pages/_drafts/x.yaml', 'not-content'],
    ['forms/nested/x.yaml', 'outside-content'],
    ['pages/studio.yaml', 'reserved-address'],
    ['pages/studio/index.yaml', 'reserved-address'],
    ['pages/studio/x.yaml', 'reserved-address'],
    ['pages/Studio.yaml', 'reserved-address'],
    ['pages/studios.yaml', null],
    ['pages/../x.yaml', 'path-traversal'],
    ['/etc/passwd', 'absolute-path'],
    ['pages/a\u0000.yaml', 'bad-path'],
    ['', 'bad-path'],
    ['media/x.exe', 'not-image'],
  ])('%s → %s', (path, code) => {
    expect(refusal(() => checkWritePath(path))).toBe(code);
  });

  it('takes only the kinds asked for: no text save into media/, no picture into pages/', () => {
    expect(refusal(() => checkWritePath('media/a.svg', ['content']))).toBe('outside-content');
    expect(refusal(() => checkWritePath('pages/a.yaml', ['media']))).toBe('outside-content');
  });

  it('refuses any path whose first folder is not pages/, forms/ or media/', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 4 }),
        (parts) => {
          const path = parts.join('/');
          fc.pre(!['pages', 'forms', 'media'].includes(path.split('/')[0]!));
          expect(refusal(() => checkWritePath(path))).not.toBeNull();
        },
      ),
    );
  });

  it('refuses every page at or under /studio, and lets other pages through', () => {
    fc.assert(
      fc.property(fc.array(name, { maxLength: 3 }), fc.boolean(), (rest, upper) => {
        const studio = upper ? 'STUDIO' : 'studio';
        const path =
          rest.length === 0 ? `pages/${studio}.yaml` : `pages/${studio}/${rest.join('/')}.yaml`;
        expect(refusal(() => checkWritePath(path))).toBe('reserved-address');
        fc.pre(!rest.some((part) => part === 'studio'));
        expect(refusal(() => checkWritePath(`pages/${[...rest, 'x'].join('/')}.yaml`))).toBeNull();
      }),
    );
  });

  it('refuses a new name that differs from an existing one only by case, never the existing one', () => {
    fc.assert(
      fc.property(fc.array(name, { minLength: 1, maxLength: 3 }), fc.nat(), (parts, at) => {
        const existing = `pages/${parts.join('/')}.yaml`;
        const index = at % parts.length;
        fc.pre(/[a-z]/.test(parts[index]!));
        const changed = parts.map((part, i) => (i === index ? part.toUpperCase() : part));
        const clash = `pages/${changed.join('/')}.yaml`;
        expect(refusal(() => checkCaseClash(existing, [existing]))).toBeNull();
        expect(refusal(() => checkCaseClash(clash, [existing]))).toBe('case-clash');
        expect(refusal(() => checkWrite(clash, ['content'], [existing]))).not.toBeNull();
      }),
    );
  });

  it('lets a new name through beside names that differ by more than case', () => {
    expect(refusal(() => checkCaseClash('pages/about-us.yaml', ['pages/about.yaml']))).toBeNull();
    expect(refusal(() => checkCaseClash('pages/Blog/a.yaml', ['pages/blog/b.yaml']))).toBe(
      'case-clash',
    );
  });
});
