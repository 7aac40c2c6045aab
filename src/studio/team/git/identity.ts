/** Who a commit names: the editor as author, the studio as committer. */
import { BadInputError } from './errors.ts';

export interface Identity {
  name: string;
  email: string;
}

/**
 * git drops `<`, `>` and line breaks from names and e-mails without a word, so a commit could
 * name someone else than the caller meant: refuse them instead.
 */
export function checkIdentity({ name, email }: Identity): Identity {
  // eslint-disable-next-line no-control-regex
  const bad = (value: string) => value.trim() === '' || /[<>\u0000-\u001f\u007f]/.test(value);
  if (bad(name) || bad(email) || name.length > 200 || email.length > 320) {
    throw new BadInputError(
      'identity',
      `${name} <${email}>`,
      'a name and an e-mail without "<", ">" or control characters',
    );
  }
  return { name: name.trim(), email: email.trim() };
}

/** The variables `commit-tree` reads; its date is the moment of the call. */
export function commitIdentityEnv(author: Identity, committer: Identity): Record<string, string> {
  const a = checkIdentity(author);
  const c = checkIdentity(committer);
  return {
    GIT_AUTHOR_NAME: a.name,
    GIT_AUTHOR_EMAIL: a.email,
    GIT_COMMITTER_NAME: c.name,
    GIT_COMMITTER_EMAIL: c.email,
  };
}

export const formatIdentity = ({ name, email }: Identity) => `${name} <${email}>`;
