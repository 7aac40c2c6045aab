/**
 * The validator's checks of the files that pictures name, after the schema (which checked the
 * shape and the alt text): the file exists (with a did-you-mean, naming the path as written),
 * holds the type its name says, decodes, is not a pixel bomb, and is wide enough for its
 * layout (a warning). Each problem points at the picture's `src:` line and column. It reads the
 * data as written, so it runs beside the schema's problems, not after they are fixed.
 */
import type { z } from 'zod';
import type { ParsedYaml } from '../content/parsed-yaml.ts';
import { formatPath } from '../content/positions.ts';
import { didYouMean } from '../content/suggest.ts';
import { problemAt, type Problem } from '../content/problem.ts';
import type { FactsReader } from './image-facts.ts';
import { imagesIn } from './images-in.ts';
import { imageLayouts } from './layouts.ts';
import { IMAGE_SRC_PATTERN } from './image-field.ts';

export function imageProblems(
  file: string,
  parsed: Pick<ParsedYaml, 'locate'>,
  schema: z.core.$ZodType,
  data: unknown,
  images: FactsReader,
): Problem[] {
  return imagesIn(schema, data).flatMap(({ path, value, layout }) => {
    // Data the schema refused: a src that is not a path is its problem, not this check's.
    if (typeof value?.src !== 'string' || !new RegExp(IMAGE_SRC_PATTERN).test(value.src)) {
      return [];
    }
    const at = [...path, 'src'];
    // Placed only when there is a problem: a position needs the file's whole parse.
    const where = () => ({
      file,
      ...parsed.locate(at),
      path: formatPath(at),
    });
    const { src } = value;
    if (!images.sources.has(src)) {
      const under = src.startsWith('/') ? ' under public/' : '';
      const message = `no file ${src} exists${under}${didYouMean(src, [...images.sources])}`;
      return [problemAt(where(), 'missing-file', message)];
    }
    const facts = images.facts(src);
    if (!facts.ok) return [problemAt(where(), facts.code, facts.message)];
    const { displayWidth, noun } = imageLayouts[layout];
    if (facts.type !== 'svg' && facts.width < displayWidth * 2) {
      return [
        problemAt(
          where(),
          'image-too-narrow',
          `${src} is ${facts.width} px wide; a ${noun} shows up to ${displayWidth} px wide, so it looks soft on a 2× screen under ${displayWidth * 2} px`,
        ),
      ];
    }
    return [];
  });
}
