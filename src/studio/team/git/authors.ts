/**
 * Who wrote a draft: the authors of the commits on its own line of history (each save, upload,
 * restore, and the merge that resolved a conflict with main), so the review can refuse a
 * reviewer who is one of them. `--first-parent` keeps to the draft's line: the commits main
 * brought in with an update are other people's work, not the draft's.
 */
import { checkOid } from './names.ts';
import { runGit } from './run-git.ts';

/** The e-mail addresses of the authors of the draft's commits after `base` up to `head`. */
export async function draftAuthors(gitDir: string, base: string, head: string): Promise<string[]> {
  const result = await runGit({
    gitDir,
    args: ['log', '--first-parent', '--format=%ae', `${checkOid(base)}..${checkOid(head)}`, '--'],
  });
  const emails = result.stdout.toString('utf8').split('\n').filter(Boolean);
  return [...new Set(emails.map((email) => email.toLowerCase()))];
}
