/** The files `npm run new:block` writes: a working block to edit, in the style of the others. */
import { camelCase, pascalCase, titleCase } from './names.ts';

export function blockSchemaFile(type: string): string {
  const name = camelCase(type);
  return `import * as z from 'zod';
import { defineBlock } from '../../src/content/define-block.ts';
import { text } from '../../src/content/fields.ts';
import { closingAction, sectionFrame } from '../../src/content/section-frame.ts';

export const ${name} = defineBlock({
  type: '${type}',
  // What the studio calls it, in plain words.
  label: '${titleCase(type)}',
  // One sentence: what the block is for. It becomes the block's entry in docs/blocks.md.
  description: 'A section with a heading and a list of items (${titleCase(type)}).',
  // Plain HTML, no JavaScript on built pages. A component that keeps state (useState, effects)
  // says when it wakes: wakes: 'interaction' (disclosures) or 'visible' (forms, filters).
  schema: z.strictObject({
    // The heading group, tone and closing button every section may have (Section draws them).
    ...sectionFrame(),
    items: z
      .array(
        z.strictObject({
          title: text('Heading of the item'),
          text: text('One or two sentences'),
        }),
      )
      .min(1)
      .describe('The items, in order'),
    ...closingAction,
  }),
  // Must validate: it is shown in the block gallery, the docs and the editor help.
  example: {
    title: '${titleCase(type)}',
    intro: 'A sentence that introduces the items.',
    items: [
      { title: 'First item', text: 'What the first item says.' },
      { title: 'Second item', text: 'What the second item says.' },
    ],
    action: { label: 'Back to the home page', to: '/' },
  },
  // The headings the component renders, in order: the content review works out each page's
  // outline from them (one h1, no skipped level). Change them with the component.
  headings: [
    { field: 'title', level: 2 },
    { field: 'items[].title', level: 3 },
  ],
});
`;
}

export function blockComponentFile(type: string): string {
  const name = camelCase(type);
  return `import type { BlockProps } from '../../src/content/define-block.ts';
import { CardListSection } from '../../src/render/CardListSection.tsx';
import type { ${name} } from './schema.ts';

// The section (its heading group, tone and closing button) and the list come from
// CardListSection; the block says how its cards look and what each one shows.
export default function ${pascalCase(type)}(block: BlockProps<typeof ${name}>) {
  const dark = block.tone === 'dark';
  const card = dark
    ? 'bg-white/5 ring-1 ring-white/10'
    : 'bg-white shadow-sm ring-1 ring-slate-200';
  return (
    <CardListSection
      block={block}
      keyOf={(item) => item.title}
      list="grid gap-6 sm:grid-cols-2"
      card={\`reveal rounded-2xl p-6 \${card}\`}
    >
      {(item) => (
        <>
          <h3 className="text-lg font-semibold">{item.title}</h3>
          <p className={\`mt-2 \${dark ? 'text-slate-300' : 'text-muted'}\`}>{item.text}</p>
        </>
      )}
    </CardListSection>
  );
}
`;
}

export function blockReadme(type: string): string {
  return `# ${type}

A section with a heading, an optional intro and a list of items, each with a \`title\` and a
sentence of \`text\`, plus an optional button (\`action\`). \`tone\` sets the background.

Describe here what the block is for and when to use it rather than another block. The fields
are listed in docs/blocks.md (\`npm run docs\`); the example in \`schema.ts\` is shown at
\`/blocks\` while \`npm run dev\` runs.
`;
}
