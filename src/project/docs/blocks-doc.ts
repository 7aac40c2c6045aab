/** docs/blocks.md: every registered block with its purpose, fields and example, from the registry. */
import { stringify } from 'yaml';
import { blockRegistry } from '../../../blocks/index.ts';
import { iconNames } from '../../content/icon-names.ts';
import type { BlockDefinition } from '../../content/define-block.ts';
import type { ActionKindDefinition } from '../../actions/define-action.ts';
import { actionKeys } from '../../actions/action-schema.ts';
import { actionKinds } from '../../actions/index.ts';
import { action, downloadDeclaration, image, sectionId } from '../../content/fields.ts';
import { fieldRows, type FieldRow } from './field-rows.ts';
import { code, fence, GENERATED_NOTE, table } from './markdown.ts';

export function fieldTable(rows: FieldRow[]): string {
  return table(
    ['Field', 'Type', 'Required', 'Default', 'Description'],
    rows.map((row) => [
      code(row.path),
      row.type,
      row.required ? 'yes' : 'no',
      row.default === undefined ? '' : code(JSON.stringify(row.default)),
      row.description,
    ]),
  );
}

/** A block's example as it is written inside a page's `blocks:` list. */
export function exampleYaml(block: BlockDefinition): string {
  return stringify({ blocks: [{ type: block.type, ...block.example }] }, { lineWidth: 0 });
}

function blockSection(block: BlockDefinition): string {
  return [
    `## ${block.type}`,
    block.description,
    `Folder: ${code(`blocks/${block.type}/`)} (schema, component, README).`,
    '### Fields',
    fieldTable(fieldRows(block.schema)),
    '### Example',
    fence('yaml', exampleYaml(block)),
  ].join('\n\n');
}

export function blocksDoc(): string {
  const blocks = blockRegistry as readonly BlockDefinition[];
  return [
    '# Blocks',
    GENERATED_NOTE,
    "A page's `blocks:` list holds its sections from top to bottom. Each item starts with `type:`, which picks one of the blocks below; the other fields are the block's own. See [authoring.md](authoring.md) for how to write a page.",
    table(
      ['Block', 'What it is for'],
      blocks.map((block) => [`[${block.type}](#${block.type})`, block.description]),
    ),
    '## Fields every block has',
    fieldTable([
      {
        path: 'type',
        type: 'block name',
        required: true,
        description: 'Which block this is: one of the names above',
      },
      {
        path: 'id',
        type: 'text',
        required: false,
        description: (sectionId as { description?: string }).description ?? '',
      },
    ]),
    '## Actions (buttons and links)',
    `Every button or link is an action: a \`label\` and exactly one of ${actionKeys.map(code).join(', ')}. The kinds (src/actions/):`,
    table(
      ['Kind', 'What it does', 'Example'],
      (actionKinds as readonly ActionKindDefinition[]).map((kind) => [
        code(kind.key),
        kind.summary,
        code(kind.example),
      ]),
    ),
    fieldTable(fieldRows(action)),
    '## Downloads',
    "A block whose data a file is built from declares the download in its data (the curriculum block's `download:`); buttons then name it with `download: <name>`. The builder sits beside the block, in `blocks/<type>/download.ts`.",
    fieldTable(fieldRows(downloadDeclaration)),
    '## Images',
    'Images live under `public/`; give their real size so the page does not jump while loading.',
    fieldTable(fieldRows(image)),
    '## Icons',
    `An \`icon\` field takes one of these names: ${iconNames.map(code).join(', ')}.`,
    ...blocks.map(blockSection),
    '',
  ].join('\n\n');
}
