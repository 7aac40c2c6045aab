/** File texts as the studio shows them: UTF-8, `null` for "no file here". */
import { checkOid } from './names.ts';
import { readBlobs } from './objects.ts';

/** One file two people changed: its text at the common base, theirs, and mine. */
export interface FileConflict {
  path: string;
  base: string | null;
  theirs: string | null;
  mine: string | null;
}

const decode = (bytes: Buffer | null) => (bytes === null ? null : bytes.toString('utf8'));

/** The texts of `paths` in `commit` (checked paths only: they travel on stdin, one a line). */
export async function textsAt(gitDir: string, commit: string, paths: readonly string[]) {
  const blobs = await readBlobs(
    gitDir,
    paths.map((path) => `${checkOid(commit)}:${path}`),
  );
  return blobs.map(decode);
}

/** The texts of blobs by id; null stays null. */
export async function textsOfBlobs(gitDir: string, oids: readonly (string | null)[]) {
  const present = oids.filter((oid): oid is string => oid !== null);
  const blobs = await readBlobs(gitDir, present.map(checkOid));
  const byOid = new Map(present.map((oid, i) => [oid, decode(blobs[i] ?? null)]));
  return oids.map((oid) => (oid === null ? null : (byOid.get(oid) ?? null)));
}
