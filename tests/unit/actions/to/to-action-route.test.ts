/**
 * The `to:` action's route (src/actions/to/definition.ts): what the orphan check and the
 * unknown-route check read of an address is the page's route, without its query or section.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toAction } from '../../../../src/actions/to/definition.ts';

const linksTo = (to: string) => toAction.linksTo!(to, {});

describe('the route a to: link leads to', () => {
  it('is the address up to its query or section, whichever comes first', () => {
    expect(linksTo('/pricing')).toBe('/pricing');
    expect(linksTo('/pricing#plans')).toBe('/pricing');
    expect(linksTo('/pricing?trade=roofing#plans')).toBe('/pricing');
    expect(linksTo('/pricing#plans?not-a-query')).toBe('/pricing');
    expect(linksTo('/#contact')).toBe('/');
    expect(linksTo('https://example.com/pricing')).toBeUndefined();
  });

  it('holds no ? or #, and is where the address starts', () => {
    fc.assert(
      fc.property(fc.string(), (rest) => {
        const route = linksTo(`/${rest}`)!;
        expect(route).not.toMatch(/[?#]/);
        expect(`/${rest}`.startsWith(route)).toBe(true);
        expect(route).toBe(`/${rest}`.split(/[?#]/)[0]);
      }),
    );
  });
});
