/**
 * The markdown of the editor's hover help, completions and problems, rendered as
 * codemirror-json-schema renders it (markdown-it, links and typography on), without the code
 * highlighter it also loads: its own `utils/markdown` module imports shiki at once (the
 * highlighter, two themes and the JavaScript grammar, about 300 kB of the editor's download) to
 * colour fenced code that the project's schemas never hold. `schemaMarkdownPlugin`
 * (src/build/plugins/schema-markdown.ts) puts this module in its place.
 */
import MarkdownIt from 'markdown-it';

const renderer = new MarkdownIt({ linkify: true, typographer: true });

export function renderMarkdown(markdown: string, inline = true): string {
  return inline ? renderer.renderInline(markdown) : renderer.render(markdown);
}
