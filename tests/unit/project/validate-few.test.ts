/**
 * A build that checks a few files checks them without zod's generated parsers (`few`): the
 * same results, and no parser made (making one is what a build after a small edit saves).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateSource } from '../../../src/project/validate.ts';

const pages = readdirSync('pages')
  .filter((name) => name.endsWith('.yaml') && !name.startsWith('_'))
  .map((name) => ({ file: join('pages', name), text: readFileSync(join('pages', name), 'utf8') }));

/** The bodies of the functions made with `new Function` while `run` runs. */
function functionsMadeBy(run: () => void): string[] {
  const made: string[] = [];
  const real = globalThis.Function;
  globalThis.Function = new Proxy(real, {
    construct(target, args: string[]) {
      made.push(String(args.at(-1)));
      return Reflect.construct(target, args) as object;
    },
  });
  try {
    run();
  } finally {
    globalThis.Function = real;
  }
  return made;
}

describe('validateSource with few files to check', () => {
  it('makes no parser, and finds what the generated parsers find', () => {
    let few: unknown[] = [];
    // First in this process: any parser made would be made now.
    expect(
      functionsMadeBy(() => {
        few = pages.map(({ file, text }) =>
          validateSource(file, 'page', text, null, { few: true }),
        );
      }),
    ).toEqual([]);
    let many: unknown[] = [];
    expect(
      functionsMadeBy(() => {
        many = pages.map(({ file, text }) => validateSource(file, 'page', text, null));
      }).length,
    ).toBeGreaterThan(0);
    expect(pages.length).toBeGreaterThan(3);
    expect(few).toEqual(many);
  });
});
