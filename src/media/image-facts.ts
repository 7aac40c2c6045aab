/**
 * What the validator and the build know about an image file once it has been read: its type
 * as sniffed from its bytes, its size, whether it is transparent, or what is wrong with it.
 * Pure types and limits: the browser-side validator imports them, never sharp.
 */

/** The types an original may have, by content. */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif' | 'svg';

/** The largest picture read: 100 megapixels (a phone's largest photo is 50 to 200 MP binned). */
export const MAX_INPUT_PIXELS = 100_000_000;

/** The largest upload: 20 MB. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export const EXTENSIONS_OF: Record<ImageType, readonly string[]> = {
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  webp: ['webp'],
  avif: ['avif'],
  svg: ['svg'],
};

export type ImageFactProblem =
  'image-unreadable' | 'image-too-many-pixels' | 'image-type-mismatch' | 'image-wrong-type';

export type ImageFacts =
  | { ok: true; type: ImageType; width: number; height: number; transparent: boolean }
  | { ok: false; code: ImageFactProblem; message: string };

/** The lower-case extension of a path (`media/a.JPG` → `jpg`). */
export const extensionOf = (path: string) => /\.([^./]+)$/.exec(path)?.[1]?.toLowerCase() ?? '';

/** The type a file's extension promises, if it is one we take. */
export function typeOfExtension(path: string): ImageType | undefined {
  const extension = extensionOf(path);
  return (Object.keys(EXTENSIONS_OF) as ImageType[]).find((type) =>
    EXTENSIONS_OF[type].includes(extension),
  );
}

/** What the validator asks about pictures (facts-store.ts answers from disk, in Node). */
export interface FactsReader {
  /** The pictures a src may name (media/ and public/), for existence and did-you-mean. */
  sources: ReadonlySet<string>;
  /** The facts of an existing picture. */
  facts(src: string): ImageFacts;
  /** How many pictures this reader probed (the tests check a second run probes none). */
  probed(): number;
  /**
   * Which pictures there are and the size and change time of each: what a cached validation
   * must match (a changed picture can change a page's problems).
   */
  signature(): string;
}
