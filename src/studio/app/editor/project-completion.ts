/**
 * Completion of the project's own names where a field refers to them: `to:` the routes,
 * `modal:` the forms, `scrollTo:` the section ids (of this page first), `download:` the
 * downloads, `src:` the pictures (media/ first, then the drawn ones under public/; only a
 * picture has a `src:` in this schema). A completion source for @codemirror/autocomplete; the
 * names come from the meta endpoint and, for section ids, from the text being edited.
 */
import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import type { ProjectMeta } from '../api.ts';

export interface ProjectNames {
  meta: ProjectMeta | null;
  route: string | undefined;
}

const FIELD = /(?:^|[\s{,-])(to|modal|scrollTo|download|src):[ \t]*(["']?)([^\s"',}]*)$/;

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
    case 'src': {
      const images = meta.images;
      return [
        ...images.filter((src) => src.startsWith('media/')),
        ...images.filter((src) => !src.startsWith('media/')),
      ];
    }
    default: {
      const here = idsInText(text);
      const elsewhere = Object.values(meta.sectionIds).flat();
      return [
        ...new Set([...here, ...(route ? (meta.sectionIds[route] ?? []) : []), ...elsewhere]),
      ];
    }
  }
}

function detailOf(field: string, name: string): string {
  switch (field) {
    case 'to':
      return 'route';
    case 'modal':
      return 'form';
    case 'download':
      return 'download';
    case 'src':
      return name.startsWith('media/') ? 'photo' : 'picture in public/';
    default:
      return 'section id';
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
      detail: detailOf(field!, name),
      boost: 10,
    }));
    if (options.length === 0) return null;
    // File names have dots: typing one keeps the list open.
    return { from: context.pos - typed!.length, options, validFor: /^[\w./-]*$/ };
  };
}
