import type { User } from '../db/users.ts';
import type { Editor } from '../../server/store.ts';

/** Who a commit is by: a person of the team, by the name they gave (else their email). */
export const editorOf = (user: User): Editor => ({
  name: user.name || user.email,
  email: user.email,
});
