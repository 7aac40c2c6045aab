/**
 * A rule of the content review: one definition holds its code, severity, catalogue text (title,
 * what happened, the fix: docs/errors.md) and its check. The registry (index.ts) lists them; the
 * catalogue (src/content/errors.ts) and the review run (run.ts) read only the registry.
 *
 * A rule checks one file (`stage: 'file'`, run by validateSource on every file it accepts, in
 * the build, the CLI, the dev server and the studio) or the whole project (`stage: 'project'`,
 * run with the checks across files: duplicates, links into other pages, the site's settings).
 */
import type { FileKind } from '../collections.ts';
import type { ProjectContext } from '../context.ts';
import type { Schema } from '../schema-introspection.ts';
import type { ActionTarget, FoundAction } from './actions-in.ts';
import type { BlockDefinitions, OutlineHeading } from './page-outline.ts';
import type { TextField } from './text-fields.ts';

/** What a rule found: where (a path in the file's data; [] for the whole file) and what. */
export interface Finding {
  path: readonly PropertyKey[];
  message: string;
  /** Point at the key rather than the value (a value that spans lines, a list). */
  atKey?: boolean;
}

/** A finding of a project rule: in which file. */
export interface ProjectFinding extends Finding {
  file: string;
}

/** One file the schema accepted, as the file rules see it. */
export interface FileUnderReview {
  file: string;
  kind: FileKind;
  /** The data as written in the YAML (no defaults filled in), so paths match the text. */
  data: unknown;
  schema: Schema;
  /** The site's block definitions by type, which the review is given rather than imports. */
  blocks: BlockDefinitions;
  /** Every human-readable text of the file, with its kind (one line, prose) and limit. */
  texts(): readonly TextField[];
  /** Every button or link of the file. */
  actions(): readonly FoundAction[];
  /** A page's headings in the order the page renders them (empty for other files). */
  outline(): readonly OutlineHeading[];
}

/**
 * One file as the project rules see it: what its digest holds (src/project/file-digest.ts), so
 * that after a one-page edit the build runs them without reading any other page's data. A rule
 * that needs more of every file adds it to the digest.
 */
export interface ReviewedFile {
  file: string;
  kind: FileKind;
  /** A page's route (`/pricing`), else null. */
  route: string | null;
  /** A page's title and description as written, when they are text. */
  head: { title?: string; description?: string };
  /**
   * Where the file's buttons and links sit and lead: those the project rules read alone
   * (`readsActions` of each, ProjectRule below).
   */
  actions(): readonly ActionTarget[];
}

/** The whole project, as the project rules see it: every file the schema accepted. */
export interface ProjectUnderReview {
  /** The files the schema did not reject (snippets, duplicates: not of a half-written file). */
  files: readonly ReviewedFile[];
  /** Every file YAML could read, for the checks the schema stage made before (link targets). */
  allFiles: readonly ReviewedFile[];
  pages: readonly ReviewedFile[];
  context: ProjectContext;
  /** From pages/_site.yaml, when it is there and valid. */
  site: { name?: string; url?: string };
  /** Section ids of each route's page (`id:` of its blocks). */
  sectionsOf(route: string): ReadonlySet<string> | undefined;
}

interface RuleBase<Code extends string> {
  code: Code;
  severity: 'error' | 'warning';
  /** Catalogue: a short title. */
  title: string;
  /** Catalogue: what happened, for someone who writes YAML. */
  what: string;
  /** Catalogue: what to do about it. */
  fix: string;
  /** The kinds of file the rule reads. */
  appliesTo: readonly FileKind[];
}

export interface FileRule<Code extends string = string> extends RuleBase<Code> {
  stage: 'file';
  check(file: FileUnderReview): Finding[];
}

export interface ProjectRule<Code extends string = string> extends RuleBase<Code> {
  stage: 'project';
  /**
   * The buttons and links of a file this rule reads (`ReviewedFile.actions`): a file's digest
   * keeps only those some project rule reads (file-digest.ts), and the build cache reads every
   * file's digest at every build. None: the rule reads no action.
   */
  readsActions?: (action: ActionTarget) => boolean;
  check(project: ProjectUnderReview): ProjectFinding[];
}

export type ReviewRule<Code extends string = string> = FileRule<Code> | ProjectRule<Code>;

export function defineRule<const Code extends string>(rule: FileRule<Code>): FileRule<Code>;
export function defineRule<const Code extends string>(rule: ProjectRule<Code>): ProjectRule<Code>;
export function defineRule<const Code extends string>(rule: ReviewRule<Code>): ReviewRule<Code> {
  return rule;
}
