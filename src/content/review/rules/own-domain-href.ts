import { defineRule, type ProjectFinding } from '../define-rule.ts';

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
};

/** `href: https://<this site>/pricing`: a page of the site, unchecked and opened as another. */
export const ownDomainHref = defineRule({
  code: 'own-domain-href',
  severity: 'warning',
  title: "Link to this site's own page with href",
  what: "An `href:` leads to this site's own address (`url:` in pages/_site.yaml), so the validator cannot check that the page exists and the link leaves the site's own navigation (no prefetch, no scroll to a section).",
  fix: 'Write `to: /route` (with `#section` if it leads to a section) instead of `href:`.',
  appliesTo: ['page', 'form', 'site'],
  stage: 'project',
  readsActions: ({ kind }) => kind === 'href',
  check(project) {
    const site = project.site.url && hostOf(project.site.url);
    if (!site) return [];
    const found: ProjectFinding[] = [];
    // Each address parsed once: a thousand pages repeat the same few (a profile, a phone).
    const hosts = new Map<string, string | null>();
    const hostOfTarget = (url: string) => {
      let host = hosts.get(url);
      if (host === undefined) hosts.set(url, (host = hostOf(url)));
      return host;
    };
    for (const file of project.files) {
      for (const action of file.actions()) {
        if (action.kind !== 'href' || hostOfTarget(action.target) !== site) continue;
        const { pathname, search, hash } = new URL(action.target);
        found.push({
          file: file.file,
          path: [...action.path, 'href'],
          message: `"${action.target}" is a page of this site: write it as to: ${pathname}${search}${hash}`,
        });
      }
    }
    return found;
  },
});
