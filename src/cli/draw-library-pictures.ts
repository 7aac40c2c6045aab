/**
 * `npx tsx src/cli/draw-library-pictures.ts`: writes the growth library's card pictures
 * (public/images/library/*.svg) from their drawings (src/drawings/library-covers.ts). Run it
 * after changing a drawing; the files are committed like any other image. (The heroes' visuals
 * are no files: the renderer draws each from its page, src/drawings/draw-visual.ts.)
 */
import { writeFileSync } from 'node:fs';
import { libraryCovers } from '../drawings/library-covers.ts';

for (const [name, draw] of Object.entries(libraryCovers)) {
  writeFileSync(`public/images/library/${name}.svg`, draw());
}
console.log(
  `wrote ${Object.keys(libraryCovers).length} library pictures to public/images/library/`,
);
