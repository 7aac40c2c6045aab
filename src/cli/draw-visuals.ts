/**
 * `npx tsx src/cli/draw-visuals.ts`: writes public/visuals/<name>.svg for every visual in the
 * registry (src/content/visuals.ts) from its drawing (visual-drawings.ts), and the growth
 * library's card pictures (library-covers.ts). Run it after changing a drawing; the files are
 * committed like any other image.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { VISUAL_HEIGHT, VISUAL_WIDTH, visualNames } from '../content/visuals.ts';
import { visualFile } from '../drawings/svg-kit.ts';
import { drawings } from '../drawings/visual-drawings.ts';
import { libraryCovers } from '../drawings/library-covers.ts';

mkdirSync('public/visuals', { recursive: true });
for (const name of visualNames) {
  writeFileSync(
    `public/visuals/${name}.svg`,
    visualFile(VISUAL_WIDTH, VISUAL_HEIGHT, drawings[name]()),
  );
}
console.log(`wrote ${visualNames.length} visuals to public/visuals/`);
for (const [name, draw] of Object.entries(libraryCovers)) {
  writeFileSync(`public/images/library/${name}.svg`, draw());
}
console.log(
  `wrote ${Object.keys(libraryCovers).length} library pictures to public/images/library/`,
);
