/**
 * Completion of the project's own names where a field refers to them: `to:` the routes,
 * `modal:` the forms, `scrollTo:` the section ids (of this page first), `download:` the
 * downloads. A completion source for @codemirror/autocomplete; the names come from the meta
 * endpoint and, for section ids, from the text being edited.
 */
import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import type { ProjectMeta } from '../api.ts';

export interface ProjectNames {
  meta: ProjectMeta | null;
  route: string | undefined;
}

const FIELD = /(?:^|[\s{,-])(to|modal|scrollTo|download):[ \t]*(["']?)([^\s"',}]*)$/;

function idsInText(text: string): string[] {
  return [...text.matchAll(/^\s*(?:-\s+)?id:\s*["']?([\w-]+)/gm)].map((match) => match[1]!);
}

export function namesFor(field: string, names: ProjectNames, text: string): string[] {
  const { meta, route } = names;
  if (!meta) return field === 'scrollTo' ? idsInText(text) : [];
  switch (field) {
    case 'to':
      return meta.routes;
    case 'modal':
      return meta.forms;
    case 'download':
      return meta.downloads;
    default: {
      const here = idsInText(text);
      const elsewhere = Object.values(meta.sectionIds).flat();
      return [
        ...new Set([...here, ...(route ? (meta.sectionIds[route] ?? []) : []), ...elsewhere]),
      ];
    }
  }
}

export function projectNameCompletion(names: () => ProjectNames) {
  return (context: CompletionContext): CompletionResult | null => {
    const line = context.state.doc.lineAt(context.pos);
    const before = line.text.slice(0, context.pos - line.from);
    const match = FIELD.exec(before);
    if (!match) return null;
    const [, field, , typed] = match;
    const options = namesFor(field!, names(), context.state.doc.toString()).map((name) => ({
      label: name,
      type: 'constant',
      detail:
        field === 'to'
          ? 'route'
          : field === 'modal'
            ? 'form'
            : field === 'download'
              ? 'download'
              : 'section id',
      boost: 10,
    }));
    if (options.length === 0) return null;
    return { from: context.pos - typed!.length, options, validFor: /^[\w/-]*$/ };
  };
}
