/**
 * One click from "Needs attention" to a draft that fixes a problem of main (attention.ts): the
 * fix's questions checked, the page's YAML edited in place by the block's fix (comments and
 * layout kept), a new draft started the way New draft starts one, and the change saved into it
 * through the draft's store, so the write gate and the draft's lock apply as to any save. The
 * draft is then reviewed and published like any other: nothing reaches main from here.
 */
import { parseDocument, type YAMLMap } from 'yaml';
import type { User } from '../db/users.ts';
import type { TeamRepository } from '../git/index.ts';
import { HttpError } from '../../server/http-json.ts';
import { expiredItemOf, sameProblem, type ProblemKey } from './attention.ts';
import { draftStore } from './draft-store.ts';
import { type DraftSummary, type Workflow } from './drafts-workflow.ts';
import { editorOf } from './editor-of.ts';
import type { MainProblems } from './main-problems.ts';
import type { Snapshots } from './snapshots.ts';

/** Long lines kept whole, as the pages write them: a fix's diff is the fix alone. */
const YAML_OUTPUT = { lineWidth: 0 } as const;

export interface FixContext {
  repo: TeamRepository;
  snapshots: Snapshots;
  workflow: Workflow;
  mainProblems: MainProblems;
}

const stringField = (body: Record<string, unknown>, name: string): string => {
  const value = body[name];
  if (typeof value !== 'string') throw new HttpError(400, 'bad-request', `"${name}" is missing`);
  return value;
};

export async function openFixDraft(
  context: FixContext,
  body: Record<string, unknown>,
  by: User,
  ip?: string,
): Promise<DraftSummary> {
  const key: ProblemKey = {
    file: stringField(body, 'file'),
    path: stringField(body, 'path'),
    code: stringField(body, 'code'),
  };
  const given = (
    typeof body.answers === 'object' && body.answers !== null ? body.answers : {}
  ) as Record<string, unknown>;
  const { commit, problems } = await context.mainProblems.current();
  if (!problems.some((problem) => sameProblem(problem, key))) {
    throw new HttpError(
      409,
      'fixed-already',
      'The live site no longer has this problem (someone fixed it meanwhile): the list is up to date now.',
    );
  }
  const expired = await expiredItemOf(context.repo, commit, key);
  if (!expired?.fix) {
    throw new HttpError(400, 'no-fix', 'This problem has no one-click fix: fix it in a draft.');
  }
  const { fix, item, title, text } = expired;
  const answers: Record<string, string> = {};
  for (const question of fix.questions) {
    const value = typeof given[question.name] === 'string' ? (given[question.name] as string) : '';
    const refusal = question.check(value);
    if (refusal) {
      throw new HttpError(400, 'bad-answer', `${question.label}: ${refusal}`, {
        field: question.name,
      });
    }
    answers[question.name] = value.trim();
  }
  const document = parseDocument(text);
  const block = document.getIn(item.path.slice(0, 2), true) as YAMLMap;
  fix.apply(document, block, item.path.slice(2), answers);

  const name = `${fix.label}: “${title ?? item.date}”`.slice(0, 120);
  const draft = await context.workflow.create(name, by, ip);
  await context.workflow.exclusive(draft.id, async () => {
    const open = await context.workflow.openDraft(draft.id);
    const store = draftStore({
      repo: context.repo,
      snapshots: context.snapshots,
      branch: open.branch,
      onCommit: (made, path) => context.workflow.recordSave(open, made, path, by, ip),
    });
    const saved = await store.save(
      key.file,
      document.toString(YAML_OUTPUT),
      open.headCommit,
      editorOf(by),
    );
    if (saved.kind !== 'saved') {
      throw new HttpError(409, 'fix-not-saved', `The fix could not be saved into “${name}”.`);
    }
  });
  return (await context.workflow.list()).find((summary) => summary.id === draft.id) ?? draft;
}
