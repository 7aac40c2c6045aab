/**
 * The collections table: which files of the project are content, and of which kind, in the
 * manner of Astro's `defineCollection({ loader: glob(...) })`. The validator (`kindOfFile`),
 * the project listing (`listProjectFiles`), the router and the form loader all read it; the
 * browser's globs are generated from it by the collections plugin (src/build/plugins/collections.ts),
 * because `import.meta.glob` only takes literal patterns.
 *
 * Patterns are Vite glob patterns from the project root: `**` spans folders, `*` spans part
 * of a name, a leading `!` excludes. Only that subset is used (and understood by `matches`).
 */
export interface Collection {
  /** The folder the collection lives in, relative to the project root. */
  folder: string;
  /** Vite glob patterns, from the project root; `!` patterns exclude. */
  patterns: readonly string[];
  /** What its files are, for people. */
  description: string;
  /** Loaded with the entry (every page needs it) rather than on demand. */
  eager?: boolean;
}

export const collections = {
  site: {
    folder: 'pages',
    patterns: ['/pages/_site.yaml'],
    description: 'Site settings: brand, header, footer, contact details',
    eager: true,
  },
  // A file or folder whose name starts with `_` is not a page (`_site.yaml`, `_drafts/`).
  page: {
    folder: 'pages',
    patterns: ['/pages/**/*.yaml', '!/pages/**/_*.yaml', '!/pages/**/_*/**'],
    description: 'One page per file; its path gives the route',
  },
  form: {
    folder: 'forms',
    patterns: ['/forms/*.yaml'],
    description: 'One form per file; its file name is its id',
  },
} as const satisfies Record<string, Collection>;

export type FileKind = keyof typeof collections;

export const fileKinds = Object.keys(collections) as FileKind[];

/** A glob pattern as a regular expression over a root-relative path starting with `/`. */
function patternRegex(pattern: string): RegExp {
  const source = pattern
    .split(/(\*\*\/|\*\*|\*)/)
    .map((part) => {
      if (part === '**/') return '(?:[^/]+/)*';
      if (part === '**') return '.*';
      if (part === '*') return '[^/]*';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

const compiled = Object.fromEntries(
  fileKinds.map((kind) => {
    const patterns: readonly string[] = collections[kind].patterns;
    return [
      kind,
      {
        include: patterns.filter((p) => !p.startsWith('!')).map(patternRegex),
        exclude: patterns.filter((p) => p.startsWith('!')).map((p) => patternRegex(p.slice(1))),
      },
    ];
  }),
) as Record<FileKind, { include: RegExp[]; exclude: RegExp[] }>;

/** Whether a path relative to the project root (`pages/a.yaml`) belongs to a collection. */
export function matches(kind: FileKind, file: string): boolean {
  const path = '/' + file.replace(/\\/g, '/').replace(/^\/+/, '');
  const { include, exclude } = compiled[kind];
  return include.some((re) => re.test(path)) && !exclude.some((re) => re.test(path));
}

/** The collection a root-relative file belongs to, or null when it is not content. */
export function collectionOf(file: string): FileKind | null {
  return fileKinds.find((kind) => matches(kind, file)) ?? null;
}

/** The folders that hold content, each once. */
export const contentFolders = [...new Set(fileKinds.map((kind) => collections[kind].folder))];
