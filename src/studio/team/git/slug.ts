/** Draft branch names: `studio/<name-slug>-<short id>`, from a name a person typed. */
import { randomBytes } from 'node:crypto';

/** Long enough to read in a branch list, short enough for any host's ref limits. */
const MAX_SLUG_LENGTH = 48;

/**
 * Lower-case ASCII letters, digits and single hyphens: accents are dropped to their letters
 * ("Café" → "cafe"), everything else becomes a hyphen. Never empty: "draft" stands in.
 */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || 'draft';
}

/** 6 hex characters: two drafts with one name still get two branches. */
export const shortId = () => randomBytes(3).toString('hex');

export const draftBranchName = (name: string, id: string = shortId()) =>
  `studio/${slugify(name)}-${id}`;
