/**
 * The JSON Schemas editors use (schemas/*.json) agree with the validator: an independent
 * JSON Schema validator (ajv) gives every YAML file of the project the same verdict, and a
 * misspelt block type — what VS Code would underline — fails both.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { buildJsonSchemas, schemaFileText, schemaFiles } from '../../../src/project/json-schema.ts';
import { listProjectFiles, validateProject } from '../../../src/project/project.ts';
import { fixtureProject, yaml } from '../../support/fixture-project.ts';

const repo = join(import.meta.dirname, '../../..');
const ajv = new Ajv2020({
  allErrors: true,
  strict: true,
  strictRequired: false,
  // A form field's default may be a string, a number or a boolean (by field type): type: [...].
  allowUnionTypes: true,
  validateFormats: false,
});
const committed = (kind: keyof typeof schemaFiles) =>
  JSON.parse(readFileSync(join(repo, schemaFiles[kind]), 'utf8')) as object;
const validators = {
  page: ajv.compile(committed('page')),
  form: ajv.compile(committed('form')),
  site: ajv.compile(committed('site')),
};

function jsonSchemaAccepts(kind: keyof typeof validators, source: string): boolean {
  return validators[kind](parse(source) ?? {});
}

describe('schemas/*.schema.json', () => {
  it('are current: the committed files equal what the zod schemas give', () => {
    const fresh = buildJsonSchemas();
    for (const kind of Object.keys(schemaFiles) as (keyof typeof schemaFiles)[]) {
      expect(readFileSync(join(repo, schemaFiles[kind]), 'utf8')).toBe(schemaFileText(fresh[kind]));
    }
  });

  const files = listProjectFiles(repo);
  const report = validateProject(repo);
  it.each(files.map((f) => [f.file, f] as const))(
    '%s gets the same verdict from ajv',
    (_, file) => {
      const ours = report.results.find((r) => r.file === file.file)!;
      const oursAccepts = ours.problems.every((p) => p.severity !== 'error');
      expect(jsonSchemaAccepts(file.kind, file.source)).toBe(oursAccepts);
    },
  );

  it('rejects a misspelt block type, as the validator does', () => {
    const source = yaml(
      'title: Home of the fixture',
      'description: A page with a misspelt block type for the schema test.',
      'blocks:',
      '  - type: heros',
      '    title: Hello',
      '    intro: World',
    );
    expect(jsonSchemaAccepts('page', source)).toBe(false);
    expect(validators.page.errors?.some((e) => e.instancePath === '/blocks/0')).toBe(true);
    const { problems } = validateProject(fixtureProject({ 'pages/index.yaml': source }));
    expect(problems.map((p) => p.code)).toContain('unknown-block-type');
    // The same page with the type spelt right passes both.
    const fixed = source.replace('heros', 'hero');
    expect(jsonSchemaAccepts('page', fixed)).toBe(true);
    expect(validateProject(fixtureProject({ 'pages/index.yaml': fixed })).problems).toEqual([]);
  });

  it('rejects unknown fields and wrong kinds of values, and every fixture the validator finds misshapen', () => {
    const many = listProjectFiles(join(repo, 'tests/fixtures/many-mistakes')).find(
      (f) => f.file === 'pages/index.yaml',
    )!;
    expect(jsonSchemaAccepts('page', many.source)).toBe(false);
    const badActions = listProjectFiles(join(repo, 'tests/fixtures/checks/bad-actions'))[0]!;
    expect(jsonSchemaAccepts('page', badActions.source)).toBe(false);
  });

  it('carries descriptions, enums and block examples for editor help', () => {
    const page = JSON.stringify(committed('page'));
    expect(page).toContain('"description":"The sections of the page, top to bottom"');
    expect(page).toContain('"enum":["primary","secondary","ghost"]');
    expect(page).toContain('"examples":[{"type":"hero"');
  });
});
