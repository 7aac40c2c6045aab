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

/**
 * `photos`: the blocks that take a picture, again with test photos (src/build/images/gallery-photos.ts),
 * each after its example.
 */
export function galleryModuleCode(
  root: string,
  blocks: readonly BlockDefinition[],
  photos: readonly { type: string; yaml: string; props: unknown }[] = [],
): string {
  const entries = blocks.flatMap((block, index) => {
    // Cross-references are not checked here: an example may link to pages of another site.
    const props = withProjectContext(null, () => block.schema.parse(block.example));
    const yaml = stringify({ blocks: [{ type: block.type, ...block.example }] }, { lineWidth: 0 });
    const entry = (id: string, description: string, yaml: string, props: unknown) =>
      `{ id: ${JSON.stringify(id)}, type: ${JSON.stringify(block.type)}, description: ${JSON.stringify(description)}, yaml: ${JSON.stringify(yaml)}, props: ${JSON.stringify(props)}, Component: G${index} }`;
    const photo = photos.find((variant) => variant.type === block.type);
    return [
      entry(block.type, block.description, yaml, props),
      ...(photo
        ? [
            entry(
              `${block.type}-photo`,
              'With test photos (gallery only).',
              photo.yaml,
              photo.props,
            ),
          ]
        : []),
    ];
  });
  return [
    ...blocks.map(
      (block, index) =>
        `import G${index} from ${JSON.stringify(resolve(root, 'blocks', block.type, 'Component.tsx'))};`,
    ),
    `export default [${entries.join(',\n')}];`,
  ].join('\n');
}
