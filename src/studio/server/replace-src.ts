/**
 * A replaced picture, in one page's text: every image whose `src:` names the old picture names
 * the new one. Only the scalars themselves change (found through the yaml Document's ranges and
 * spliced into the text), so comments, quotes, blank lines and the rest of the file stay byte
 * for byte as the author wrote them: Git shows a one-line change per use.
 */
import { isScalar, type Scalar } from 'yaml';
import { pageSchema } from '../../project/page-schema.ts';
import { parseYaml } from '../../content/parsed-yaml.ts';
import { imagesIn } from '../../media/images-in.ts';

export interface PointedText {
  text: string;
  /** How many `src:` scalars now name the new picture. */
  changed: number;
}

/** A new value written in the style the old scalar had, so `'…'` stays single-quoted. */
export function written(node: Scalar, src: string): string {
  if (node.type === 'QUOTE_DOUBLE') return JSON.stringify(src);
  if (node.type === 'QUOTE_SINGLE') return `'${src.replaceAll("'", "''")}'`;
  return src;
}

/** Count of the images of a page text whose src is `src`. */
export const usesOf = (text: string, src: string) =>
  imagesIn(pageSchema, parseYaml(text).data).filter(({ value }) => value?.src === src).length;

/**
 * `text` with each image's `src: <from>` made `src: <to>`. An image reached through an alias
 * (`src: *shared`) is left as it is: rewriting the anchor would change other fields too, so
 * that use keeps the old picture (and so keeps it from being deleted).
 */
export function pointImagesAt(text: string, from: string, to: string): PointedText {
  // parseYaml's document is shared by every reader of this text: its ranges are only read.
  const { document, data } = parseYaml(text);
  const scalars = imagesIn(pageSchema, data)
    .filter(({ value }) => value?.src === from)
    .map(({ path }) => document.getIn([...path, 'src'], true))
    .filter((node): node is Scalar => isScalar(node) && node.range !== undefined);
  // From the end of the text backwards, so each splice leaves the earlier offsets right.
  scalars.sort((a, b) => b.range![0] - a.range![0]);
  let result = text;
  for (const node of scalars) {
    const [start, end] = node.range!;
    result = result.slice(0, start) + written(node, to) + result.slice(end);
  }
  return { text: result, changed: scalars.length };
}
