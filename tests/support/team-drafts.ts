/**
 * What most tests of publishing need first: a change to a page, and a draft of it approved.
 * The change is one more sentence at the end of the About page's first sentence of prose: still
 * a valid page, and a text a test can look for on the served site.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { teamApiClient } from '../../src/cli/bench/team-api-client.ts';
import type { Team } from './team-people.ts';

const ROOT = resolve(import.meta.dirname, '../..');
export const ABOUT_PAGE = 'pages/about.yaml';

/** `text` (the About page as in the project, unless given) with `sentence` added. */
export function aboutWith(
  sentence: string,
  text = readFileSync(join(ROOT, ABOUT_PAGE), 'utf8'),
): string {
  const lines = text.split('\n');
  const index = lines.findIndex((line) => /^\s+- [A-Z][^:#"']+\.$/.test(line));
  if (index < 0) throw new Error(`${ABOUT_PAGE} has no sentence of prose to add to`);
  lines[index] = `${lines[index]} ${sentence}.`;
  return lines.join('\n');
}

/** A draft named `name` holding `text` at `path`, saved by the editor, approved by the reviewer. */
export async function approvedDraft(
  base: string,
  team: Team,
  draft: { name: string; path: string; text: string },
): Promise<string> {
  const api = teamApiClient(base);
  const created = await api.call('POST', 'drafts', { as: team.editor, body: { name: draft.name } });
  if (created.status !== 201) throw new Error(`no draft: ${JSON.stringify(created.body)}`);
  const id = created.body.id as string;
  const steps = [
    ['PUT', `file?draft=${id}`, team.editor, { path: draft.path, text: draft.text, force: true }],
    ['POST', `drafts/${id}/submit`, team.editor, undefined],
    ['POST', `drafts/${id}/review`, team.reviewer, { decision: 'approve' }],
  ] as const;
  for (const [method, path, as, body] of steps) {
    const answer = await api.call(method, path, { as, body });
    if (answer.status !== 200) {
      throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  }
  return id;
}
