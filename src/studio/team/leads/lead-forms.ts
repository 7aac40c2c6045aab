/**
 * The forms a lead may be sent from, as main has them now: `forms/<id>.yaml` of main's head,
 * parsed by the form schema and turned into the zod schema the browser checks the values with
 * (src/forms/schema-from-definition.ts), so the server refuses exactly what the form refuses.
 * Main's head is asked at most every few seconds (a git process each time), and each commit's
 * forms are read once.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { formSchema, type FormDefinition } from '../../../content/form-schema.ts';
import { schemaFromDefinition } from '../../../forms/schema-from-definition.ts';
import type { TeamRepository } from '../git/index.ts';
import type { Snapshots } from '../server/snapshots.ts';

/** How stale main's head may be: a form changed by a publish is used this long after. */
const HEAD_KEPT_MS = 5000;

export const FORM_ID = /^[a-z][a-z0-9-]{0,63}$/;

export interface LeadForm {
  definition: FormDefinition;
  schema: ReturnType<typeof schemaFromDefinition>;
}

export interface LeadForms {
  /** The form `id` on main now, or null when main has none (or one that does not parse). */
  form(id: string): Promise<LeadForm | null>;
  /** Every form on main now, by id (labels for the studio's view). */
  all(): Promise<Map<string, FormDefinition>>;
}

export function leadForms(repo: TeamRepository, snapshots: Snapshots): LeadForms {
  const parsed = new Map<string, LeadForm | null>();
  let parsedFor = '';

  /** Main's head as last read, and when; a read under way. */
  let known: { commit: string | null; at: number } | undefined;
  let asking: Promise<string | null> | undefined;
  const ask = () =>
    (asking ??= repo
      .resolveRef(repo.mainBranch)
      .then((commit) => {
        known = { commit, at: Date.now() };
        return commit;
      })
      .finally(() => (asking = undefined)));
  /**
   * Main's head, read anew once it is older than HEAD_KEPT_MS; but a lead does not wait for
   * that git process: it is checked against the head known until the new one is in.
   */
  const mainHead = async () => {
    if (!known) return ask();
    if (Date.now() - known.at > HEAD_KEPT_MS) void ask().catch(() => undefined);
    return known.commit;
  };

  const read = (dir: string, id: string): LeadForm | null => {
    const file = join(dir, 'forms', `${id}.yaml`);
    if (!existsSync(file)) return null;
    const checked = formSchema.safeParse(parse(readFileSync(file, 'utf8')));
    if (!checked.success) return null;
    return { definition: checked.data, schema: schemaFromDefinition(checked.data) };
  };

  const formsDir = async (): Promise<string | null> => {
    const commit = await mainHead();
    if (!commit) return null;
    if (commit !== parsedFor) {
      parsed.clear();
      parsedFor = commit;
    }
    return snapshots.dirFor(commit);
  };

  return {
    async form(id) {
      if (!FORM_ID.test(id)) return null;
      // The common case, a form of main's head read before: no snapshot asked for, no file.
      if ((await mainHead()) === parsedFor && parsed.has(id)) return parsed.get(id)!;
      const dir = await formsDir();
      if (!dir) return null;
      if (!parsed.has(id)) parsed.set(id, read(dir, id));
      return parsed.get(id)!;
    },
    async all() {
      const dir = await formsDir();
      const found = new Map<string, FormDefinition>();
      if (!dir || !existsSync(join(dir, 'forms'))) return found;
      for (const name of readdirSync(join(dir, 'forms')).sort()) {
        const id = name.replace(/\.yaml$/, '');
        if (id === name || !FORM_ID.test(id)) continue;
        if (!parsed.has(id)) parsed.set(id, read(dir, id));
        const form = parsed.get(id);
        if (form) found.set(id, form.definition);
      }
      return found;
    },
  };
}
