/** Writes a small project (pages/, forms/, public/) to a temporary folder for validator tests. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach } from 'vitest';

const made: string[] = [];

afterEach(() => {
  for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** Files by path relative to the project root; returns the root. Removed after each test. */
export function fixtureProject(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'content-fixture-'));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** Joins lines, so a test's YAML can be read with its line numbers in mind. */
export const yaml = (...lines: string[]) => lines.join('\n') + '\n';

/** A form file the fixtures can open with `modal: consultation`. */
export const consultationForm = yaml(
  'id: consultation',
  'title: Free Strategy Call',
  'fields:',
  '  - name: name',
  '    label: Your name',
  'submitLabel: Send',
  'email:',
  '  type: consultation',
  '  template: contact',
  '  subject: New Strategy Call Request',
  'messages:',
  '  success: Thank you!',
  '  failure: Sending failed.',
);
