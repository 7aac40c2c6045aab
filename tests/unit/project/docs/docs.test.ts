// @vitest-environment jsdom
/** The generated docs cover every registered block and every catalogued problem. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../../../blocks/index.ts';
import { blocksDoc } from '../../../../src/project/docs/blocks-doc.ts';
import { errorsDoc } from '../../../../src/project/docs/errors-doc.ts';
import { problemCodes } from '../../../../src/content/errors.ts';

describe('docs/blocks.md', () => {
  const doc = blocksDoc();

  it.each(blockRegistry.map((block) => [block.type, block] as const))(
    'documents %s: purpose, every field and its example',
    (type, block) => {
      const section = doc.split(`\n## ${type}\n`)[1]!.split('\n## ')[0]!;
      expect(section).toContain(block.description);
      for (const key of Object.keys(block.schema.shape))
        expect(section).toContain(`| \`${key}\` |`);
      expect(section).toContain(`\`\`\`yaml\nblocks:\n  - type: ${type}\n`);
    },
  );

  it('is committed as generated', () => {
    expect(readFileSync(join(import.meta.dirname, '../../../../docs/blocks.md'), 'utf8')).toBe(doc);
  });
});

describe('docs/errors.md', () => {
  it('has an entry for every problem code', () => {
    const doc = errorsDoc();
    for (const code of problemCodes) expect(doc).toContain(`\n## ${code}\n`);
  });
});
