/**
 * What alt text must be: present unless the picture is decorative, not the file's name, not a
 * word that says nothing ("image", "photo"), at most ALT_LIMIT characters. Pure: the validator
 * runs it in the browser too (the studio), before any file is read.
 */
export const ALT_LIMIT = 250;

/** Alt texts that say only that there is a picture. */
const SAYS_NOTHING = new Set([
  'image',
  'photo',
  'picture',
  'img',
  'pic',
  'photograph',
  'graphic',
  'illustration',
  'placeholder',
]);

export type AltProblem =
  | { code: 'alt-is-file-name'; message: string }
  | { code: 'meaningless-alt'; message: string }
  | { code: 'long-alt'; message: string };

/** `media/Crew_on-roof.JPG` and "crew on roof" read alike: lower case, no extension, no - _ . */
function asWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/\.(jpe?g|png|webp|avif|svg|gif)$/, '')
    .replace(/[-_.\s]+/g, ' ')
    .trim();
}

/** The first problem of a non-empty alt text of the picture at `src`, if it has one. */
export function altProblem(alt: string, src: string): AltProblem | undefined {
  const name = src.split('/').at(-1) ?? src;
  if (asWords(alt) === asWords(name) || alt.trim() === src) {
    return {
      code: 'alt-is-file-name',
      message: `the alt text "${alt}" is the file's name; say what the picture shows`,
    };
  }
  const bare = asWords(alt)
    .replace(/[^a-z ]/g, '')
    .replace(/^(an?|the) /, '')
    .trim();
  if (SAYS_NOTHING.has(bare)) {
    return {
      code: 'meaningless-alt',
      message: `the alt text "${alt}" only says there is a picture; say what it shows`,
    };
  }
  if (alt.length > ALT_LIMIT) {
    return {
      code: 'long-alt',
      message: `the alt text has ${alt.length} characters; keep it to ${ALT_LIMIT} (put the rest in the page's text)`,
    };
  }
  return undefined;
}
