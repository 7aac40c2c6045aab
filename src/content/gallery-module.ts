/**
 * The code of `virtual:block-gallery` (dev server only): every registered block with its
 * example parsed through its schema (so defaults are filled in, as on a real page), the YAML
 * an author would write for it, and its component. Generated from the registry, so a new block
 * appears in the gallery with no other change.
 */
import { resolve } from 'node:path';
import { stringify } from 'yaml';
import type { BlockDefinition } from './define-block.ts';
import { withProjectContext } from './context.ts';

export const GALLERY_MODULE_ID = 'virtual:block-gallery';
export const DEV_ROUTES_ID = 'virtual:dev-routes';

/** The routes only `npm run dev` serves: the block gallery at /blocks. */
export function devRoutesCode(): string {
  return [
    `import { lazyRoute } from '/src/render/lazy-route.tsx';`,
    `export default [lazyRoute('/blocks', () => import('/src/gallery/BlockGallery.tsx').then((m) => m.BlockGallery))];`,
  ].join('\n');
}

export function galleryModuleCode(root: string, blocks: readonly BlockDefinition[]): string {
  const entries = blocks.map((block, index) => {
    // Cross-references are not checked here: an example may link to pages of another site.
    const props = withProjectContext(null, () => block.schema.parse(block.example));
    const yaml = stringify({ blocks: [{ type: block.type, ...block.example }] }, { lineWidth: 0 });
    return `{ type: ${JSON.stringify(block.type)}, description: ${JSON.stringify(block.description)}, yaml: ${JSON.stringify(yaml)}, props: ${JSON.stringify(props)}, Component: G${index} }`;
  });
  return [
    ...blocks.map(
      (block, index) =>
        `import G${index} from ${JSON.stringify(resolve(root, 'blocks', block.type, 'Component.tsx'))};`,
    ),
    `export default [${entries.join(',\n')}];`,
  ].join('\n');
}
