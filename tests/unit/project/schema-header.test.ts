import { describe, expect, it } from 'vitest';
import { schemaHeaderFor, withSchemaHeader } from '../../../src/project/schema-header.ts';

describe('schema header line', () => {
  it('points each kind of file at its schema, relative to the file', () => {
    expect(schemaHeaderFor('pages/index.yaml', 'page')).toBe(
      '# yaml-language-server: $schema=../schemas/page.schema.json',
    );
    expect(schemaHeaderFor('pages/blog/post.yaml', 'page')).toBe(
      '# yaml-language-server: $schema=../../schemas/page.schema.json',
    );
    expect(schemaHeaderFor('pages/_site.yaml', 'site')).toBe(
      '# yaml-language-server: $schema=../schemas/site.schema.json',
    );
    expect(schemaHeaderFor('forms/contact.yaml', 'form')).toBe(
      '# yaml-language-server: $schema=../schemas/form.schema.json',
    );
  });

  it('adds the line once, fixes a wrong one and leaves a right one alone', () => {
    const header = schemaHeaderFor('pages/index.yaml', 'page');
    const added = withSchemaHeader('title: Home\n', header);
    expect(added).toBe(`${header}\ntitle: Home\n`);
    expect(withSchemaHeader(added, header)).toBe(added);
    const wrong = '# yaml-language-server: $schema=old.json\ntitle: Home\n';
    expect(withSchemaHeader(wrong, header)).toBe(added);
  });
});
