/**
 * A project's context (context.ts) as a worker thread can receive it: its sets as they are,
 * and the facts of its pictures read once by the main thread instead of a reader of the image
 * cache in every thread (which would probe missing pictures in each of them).
 */
import type { ProjectContext } from './context.ts';
import type { FileKind } from './collections.ts';
import type { HandedParse } from './parsed-yaml.ts';
import type { FactsReader, ImageFacts } from '../media/image-facts.ts';

export interface ContextSnapshot extends Omit<ProjectContext, 'images'> {
  images?: { facts: Record<string, ImageFacts>; signature: string };
}

/** One file to validate, as listProjectFiles read it. */
export interface FileToValidate {
  file: string;
  kind: FileKind;
  bytes: Uint8Array;
  /** Its text, when the caller read it: the key of a parse this thread may hold. */
  source?: string;
}

/** A file as a validation worker is sent it: with the parse of its text, when one was made. */
export interface FileToHandOver extends Omit<FileToValidate, 'source'> {
  parse?: HandedParse;
}

export function contextSnapshot({ images, ...sets }: ProjectContext): ContextSnapshot {
  if (!images) return sets;
  const facts = Object.fromEntries([...images.sources].map((src) => [src, images.facts(src)]));
  return { ...sets, images: { facts, signature: images.signature() } };
}

export function contextFromSnapshot({ images, ...sets }: ContextSnapshot): ProjectContext {
  if (!images) return sets;
  const reader: FactsReader = {
    sources: new Set(Object.keys(images.facts)),
    facts: (src) =>
      images.facts[src] ?? { ok: false, code: 'image-unreadable', message: `${src} was not read` },
    probed: () => 0,
    signature: () => images.signature,
  };
  return { ...sets, images: reader };
}
