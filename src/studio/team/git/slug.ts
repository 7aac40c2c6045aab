/** Draft branch names: `studio/<name-slug>-<short id>`, from a name a person typed. */
import { randomBytes } from 'node:crypto';
import { slugOf } from '../../../content/slug.ts';

/** Long enough to read in a branch list, short enough for any host's ref limits. */
const MAX_SLUG_LENGTH = 48;

/** The name's slug (src/content/slug.ts), never empty: "draft" stands in. */
export const slugify = (name: string): string => slugOf(name, MAX_SLUG_LENGTH) || 'draft';

/** 6 hex characters: two drafts with one name still get two branches. */
export const shortId = () => randomBytes(3).toString('hex');

export const draftBranchName = (name: string, id: string = shortId()) =>
  `studio/${slugify(name)}-${id}`;
