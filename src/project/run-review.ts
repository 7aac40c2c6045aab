/**
 * Runs the content review: the rules of the registry (index.ts) on one file after its schema
 * stage (`reviewFile`, from validateSource) and on the whole project with the checks across
 * files (`reviewProject`, from crossFileProblems). Findings become problems at the line and
 * column of their node; ignore comments (ignores.ts) drop the findings they cover, and an
 * ignore that covers nothing is itself a warning. Each stage judges the ignores of its own rules.
 */
import { blockRegistry } from '../../blocks/index.ts';
import type { FileKind } from '../content/collections.ts';
import type { ProjectContext } from '../content/context.ts';
import type { BlockDefinition } from '../content/define-block.ts';
import type { ProblemCode } from '../content/errors.ts';
import { digestOf, type FileDigest } from './file-digest.ts';
import { kindSchemas } from './kind-schemas.ts';
import { LAYOUT_SECTION_IDS } from '../content/layout-sections.ts';
import { parseYaml, type ParsedYaml } from '../content/parsed-yaml.ts';
import { formatPath } from '../content/positions.ts';
import { routeFromPageFile } from '../content/route-path.ts';
import type { Schema } from '../content/schema-introspection.ts';
import type { Problem } from '../content/problem.ts';
import { actionsOf } from '../content/review/actions-in.ts';
import type {
  FileRule,
  FileUnderReview,
  Finding,
  ProjectRule,
  ProjectUnderReview,
  ReviewedFile,
} from '../content/review/define-rule.ts';
import { covers, ignoresOf, type Ignore } from '../content/review/ignores.ts';
import { reviewRules } from '../content/review/index.ts';
import {
  pageOutline,
  type BlockDefinitions,
  type OutlineHeading,
} from '../content/review/page-outline.ts';
import { isRuleOn } from '../content/review/switch.ts';
import { textFields, type TextField } from '../content/review/text-fields.ts';

const allRules = reviewRules as readonly (FileRule | ProjectRule)[];
const rulesByCode = new Map(allRules.map((rule) => [rule.code, rule]));
const fileRules = allRules.filter((rule): rule is FileRule => rule.stage === 'file');
const projectRules = allRules.filter((rule): rule is ProjectRule => rule.stage === 'project');

/** The site's blocks by type: the review's rules are given them, this runner knows the site. */
const blockDefinitions: BlockDefinitions = new Map(
  (blockRegistry as readonly BlockDefinition[]).map((block) => [block.type, block]),
);

/** Why an ignore comment cannot switch `code` off, or null when it can. */
function refusal(code: string): string | null {
  const rule = rulesByCode.get(code);
  if (!rule) return `"${code}" is not a rule of the content review (docs/errors.md lists them)`;
  if (rule.severity === 'error') return `${code} is an error, and errors cannot be switched off`;
  return null;
}

/**
 * A file as its rules see it. Its texts and outline are found once for all its rules, and kept
 * no longer than its review: kept with the parse (as the buttons are, which the file's digest
 * reads too), a 1,000-page build held a few hundred texts of every page to the end, and the
 * garbage collector copied them all from space to space. The buttons are shared (actionsOf).
 */
function underReview(file: string, kind: FileKind, data: unknown): FileUnderReview {
  const schema: Schema = kindSchemas[kind];
  let texts: readonly TextField[] | undefined;
  let outline: readonly OutlineHeading[] | undefined;
  return {
    file,
    kind,
    data,
    schema,
    blocks: blockDefinitions,
    texts: () => (texts ??= textFields(schema, data)),
    actions: () => actionsOf(schema, data),
    outline: () => (outline ??= kind === 'page' ? pageOutline(data, blockDefinitions) : []),
  };
}

/** A file's parse: its document for the ignore comments, its positions for the findings. */
type Located = Pick<ParsedYaml, 'document' | 'lines' | 'head' | 'locate'>;

/** The problems of one file's findings (and of its ignores) for the given rules. */
function judge(
  file: string,
  source: string,
  located: () => Located,
  found: readonly { rule: FileRule | ProjectRule; finding: Finding }[],
  stageRules: readonly (FileRule | ProjectRule)[],
  reportBadIgnores: boolean,
): Problem[] {
  const { ignores, problems: badIgnores } = ignoresOf(source, located, refusal);
  const used = new Set<Ignore>();
  const problems: Problem[] = [];
  for (const { rule, finding } of found) {
    const ignore = ignores.find((i) => covers(i, rule.code, finding.path));
    if (ignore) {
      used.add(ignore);
      continue;
    }
    const parsed = located();
    const at = finding.path.length === 0 ? parsed.head : parsed.locate(finding.path, finding.atKey);
    problems.push({
      file,
      ...at,
      path: formatPath(finding.path),
      message: finding.message,
      severity: rule.severity,
      code: rule.code as ProblemCode,
    });
  }
  const stageCodes = new Set(stageRules.map((rule) => rule.code));
  for (const ignore of ignores) {
    if (used.has(ignore) || !stageCodes.has(ignore.code) || !isRuleOn('stale-ignore')) continue;
    problems.push({
      file,
      line: ignore.line,
      column: ignore.column,
      path: '',
      message: `the ignore of ${ignore.code} covers nothing ${ignore.covers ? 'below it' : 'in this file'} any more; remove it`,
      severity: 'warning',
      code: 'stale-ignore',
    });
  }
  if (reportBadIgnores && isRuleOn('bad-ignore')) {
    for (const bad of badIgnores) {
      problems.push({ file, ...bad, path: '', severity: 'error', code: 'bad-ignore' });
    }
  }
  return problems;
}

/**
 * The file rules on one file the schema accepted: `data` as written (the parse's data), its
 * text and parse for positions and ignore comments.
 */
export function reviewFile(
  file: string,
  kind: FileKind,
  source: string,
  data: unknown,
  located: () => Located,
): Problem[] {
  const subject = underReview(file, kind, data);
  const rules = fileRules.filter((rule) => rule.appliesTo.includes(kind) && isRuleOn(rule.code));
  const found = rules.flatMap((rule) => rule.check(subject).map((finding) => ({ rule, finding })));
  return judge(file, source, located, found, rules, true);
}

interface SourceFile {
  file: string;
  kind: FileKind;
  source: string;
}

/** A file as the project rules see it: from its digest, not its data. */
function reviewedFile(file: SourceFile, digest: FileDigest): ReviewedFile {
  const { title, description } = digest;
  return {
    file: file.file,
    kind: file.kind,
    route: file.kind === 'page' ? routeFromPageFile(file.file) : null,
    head: {
      ...(title !== undefined ? { title } : {}),
      ...(description !== undefined ? { description } : {}),
    },
    actions: () => digest.actions,
  };
}

/**
 * The project rules on every file YAML could read (a file whose text is broken is skipped).
 * `rejected` names the files whose schema refused them: the rules leave those to their errors.
 */
export function reviewProject(
  files: readonly SourceFile[],
  context: ProjectContext,
  rejected: ReadonlySet<string> = new Set(),
): Problem[] {
  const rules = projectRules.filter((rule) => isRuleOn(rule.code));
  if (rules.length === 0) return [];
  const digests = new Map(files.map((f) => [f.file, digestOf(f)]));
  const readable = files.flatMap((f) => {
    const digest = digests.get(f.file)!;
    return digest.readable ? [reviewedFile(f, digest)] : [];
  });
  const reviewed = readable.filter((f) => !rejected.has(f.file));
  const pages = reviewed.filter((f) => f.kind === 'page');
  const sections = new Map(
    pages.map((page) => [
      page.route!,
      new Set([...LAYOUT_SECTION_IDS, ...digests.get(page.file)!.sectionIds]),
    ]),
  );
  const site = reviewed.find((f) => f.kind === 'site');
  const project: ProjectUnderReview = {
    files: reviewed,
    allFiles: readable,
    pages,
    context,
    site: (site && digests.get(site.file)!.site) ?? {},
    sectionsOf: (route) => sections.get(route),
  };
  const byFile = new Map<string, { rule: ProjectRule; finding: Finding }[]>();
  const kinds = new Map(readable.map((f) => [f.file, f.kind]));
  for (const rule of rules) {
    for (const { file, ...finding } of rule.check(project)) {
      const kind = kinds.get(file);
      if (!kind || !rule.appliesTo.includes(kind)) continue;
      byFile.set(file, [...(byFile.get(file) ?? []), { rule, finding }]);
    }
  }
  return files.flatMap((f) => {
    const found = byFile.get(f.file) ?? [];
    const digest = digests.get(f.file)!;
    if (found.length === 0 && !digest.ignores) return [];
    if (!digest.readable) return [];
    const parsed = parseYaml(f.source);
    // A file its schema rejected has its errors to fix first; its ignores are judged after.
    if (found.length === 0 && rejected.has(f.file)) return [];
    const applicable = rules.filter((rule) => rule.appliesTo.includes(f.kind));
    return judge(f.file, f.source, () => parsed, found, applicable, false);
  });
}
