import { didYouMean } from '../../suggest.ts';
import { defineRule, type ProjectFinding } from '../define-rule.ts';

/** `to: /route#section`: the route and the section (a query before the `#` is left out). */
function fragmentLink(to: string): { route: string; section: string } | null {
  const hash = to.indexOf('#');
  if (hash < 0 || hash === to.length - 1) return null;
  return { route: to.slice(0, hash).split('?')[0]!, section: to.slice(hash + 1) };
}

/**
 * A scroll target no page declares (`scrollTo:`), or a link into a page (`to: /route#section`)
 * naming no section of that page.
 */
export const unknownSection = defineRule({
  code: 'unknown-section',
  severity: 'error',
  title: 'Section that is not there',
  what: 'A `scrollTo:` names a section id that no block of any page declares with `id:`, or a link `to: /route#section` names a section that the page at /route does not have.',
  fix: 'Give the target block an `id:` with that name, or fix the name (the error suggests the closest one).',
  appliesTo: ['page', 'form', 'site'],
  stage: 'project',
  readsActions: ({ kind, target }) =>
    kind === 'scrollTo' || (kind === 'to' && target.includes('#')),
  check(project) {
    const found: ProjectFinding[] = [];
    // Every readable file, as when the schema checked scroll targets: one error more is help.
    for (const file of project.allFiles) {
      for (const action of file.actions()) {
        const path = [...action.path, action.kind];
        if (action.kind === 'scrollTo' && !project.context.sectionIds.has(action.target)) {
          const known = [...project.context.sectionIds];
          found.push({
            file: file.file,
            path,
            message: `no section of any page has the id "${action.target}"${didYouMean(action.target, known)}`,
          });
        }
        const link = action.kind === 'to' ? fragmentLink(action.target) : null;
        const sections = link && project.sectionsOf(link.route);
        // A route that is no page is unknown-route's error, reported by the `to` action itself.
        if (!link || !sections || sections.has(link.section)) continue;
        found.push({
          file: file.file,
          path,
          message: `the page ${link.route} has no section "${link.section}"${didYouMean(link.section, [...sections])}`,
        });
      }
    }
    return found;
  },
});
