/**
 * The text of a new page, shared by `npm run new:page` and the studio's "New page": a valid
 * page with a hero and a closing call to action and its schema header line.
 */
import { stringify } from 'yaml';
import type { ProjectFile } from '../project/project.ts';
import { formIdFromFile, routeFromPageFile, routeProblem } from '../content/route-path.ts';
import { schemaHeaderFor } from '../project/schema-header.ts';
import { titleCase } from './names.ts';

export type PageScaffold =
  | { ok: true; route: string; title: string; file: string; text: string }
  | { ok: false; reason: 'bad-route' | 'bad-title' | 'exists'; message: string };

/** A value on one YAML line: plain when that reads back the same, quoted otherwise. */
const scalar = (value: string) => stringify(value, { lineWidth: 0 }).trimEnd();

/** `/offers/spring-offer` → the file and text to write, or why the route cannot have a page. */
export function pageScaffold(
  files: readonly ProjectFile[],
  givenRoute: string,
  givenTitle?: string,
): PageScaffold {
  const route = givenRoute.length > 1 ? givenRoute.replace(/\/$/, '') : givenRoute;
  const problem = routeProblem(route);
  if (problem) return { ok: false, reason: 'bad-route', message: problem };
  const owner = files.find((f) => f.kind === 'page' && routeFromPageFile(f.file) === route);
  if (owner) {
    return {
      ok: false,
      reason: 'exists',
      message: `A page at ${route} exists already (${owner.file}): choose another address`,
    };
  }
  const title = (givenTitle ?? '').trim() || titleCase(route.split('/').pop()!);
  if (/[\n\r]/.test(title)) {
    return { ok: false, reason: 'bad-title', message: 'a page title is one line of text' };
  }
  const file = `pages${route}.yaml`;
  const forms = files.filter((f) => f.kind === 'form').map((f) => formIdFromFile(f.file));
  const hasHome = files.some((f) => f.kind === 'page' && routeFromPageFile(f.file) === '/');
  // A real action, never a dead button: the main form of the site when there is one.
  const mainAction = forms.includes('consultation')
    ? 'modal: consultation'
    : forms[0]
      ? `modal: ${forms[0]}`
      : `to: ${hasHome ? '/' : route}`;

  const text = `${schemaHeaderFor(file, 'page')}
title: ${scalar(title)}
# One or two sentences for search results and link previews (50 to 160 characters).
description: ${scalar(`${title}. Replace this sentence with what a visitor finds on this page and why it matters.`)}
blocks:
  - type: hero
    eyebrow: ${scalar(title)}
    title: ${scalar(title)}
    intro: Replace this with one or two sentences that say what this page offers.
    actions:
      - label: Get a Free Strategy Call
        ${mainAction}

  - type: cta
    title: Ready to talk?
    text: Replace this with the reason to act now.
    actions:
      - label: Get a Free Strategy Call
        ${mainAction}
`;
  return { ok: true, route, title, file, text };
}
