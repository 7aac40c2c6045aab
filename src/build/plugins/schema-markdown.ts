/**
 * Puts the studio's own markdown renderer (src/studio/app/editor/schema-markdown.ts) in place of
 * codemirror-json-schema's, which loads a code highlighter the schemas never need. Both where
 * Vite builds (the team studio's app) and where its dev server bundles the library beforehand
 * (the local studio), so the editor is the same in both. Only the library's own import of its
 * module is redirected: nothing else named "markdown" is touched.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const REPLACEMENT = fileURLToPath(
  new URL('../../studio/app/editor/schema-markdown.ts', import.meta.url),
);

/** The library's modules import it as "../utils/markdown" (its dist/features/*.js). */
const isLibraryMarkdown = (source: string, importer: string | undefined) =>
  /^\.\.\/utils\/markdown(\.js)?$/.test(source) &&
  importer !== undefined &&
  /[\\/]node_modules[\\/]codemirror-json-schema[\\/]/.test(importer);

const resolver = {
  name: 'schema-markdown',
  resolveId(source: string, importer: string | undefined) {
    return isLibraryMarkdown(source, importer) ? REPLACEMENT : null;
  },
};

export function schemaMarkdownPlugin(): Plugin {
  return {
    ...resolver,
    enforce: 'pre',
    config: () => ({ optimizeDeps: { rolldownOptions: { plugins: [resolver] } } }),
  };
}
