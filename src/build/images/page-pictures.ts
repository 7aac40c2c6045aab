/**
 * Puts what the build made of each picture into a page's data (`built`, read by the renderer's
 * `Picture`), and marks the first large picture of the page's first block (the hero band, the
 * largest paint when it has a picture) to load at once with high priority. The build's pictures
 * come with its validation (a ValidatedBuild, src/project/validated-project.ts); without them
 * (the dev server), a picture shows its original at the size its file has.
 */
import type { z } from 'zod';
import type { BuiltPicture } from '../../media/built-picture.ts';
import { originalUrl } from '../../media/built-picture.ts';
import type { FactsReader } from '../../media/image-facts.ts';
import { jobId } from './image-jobs.ts';
import { imagesIn } from '../../media/images-in.ts';
import { imageLayouts } from '../../media/layouts.ts';

/** The original as it is, for the dev server: its URL and the size its file has. */
function originalPicture(src: string, facts: FactsReader | undefined): BuiltPicture | undefined {
  const known = facts?.facts(src);
  if (!known?.ok) return undefined;
  return { sources: [], src: originalUrl(src), width: known.width, height: known.height };
}

/** A copy of `data` whose pictures carry `built`, from `built` (by jobId) or their facts. */
export function withBuiltPictures<T>(
  schema: z.core.$ZodType,
  data: T,
  built: ReadonlyMap<string, BuiltPicture> | undefined,
  facts?: () => FactsReader,
): T {
  const found = imagesIn(schema, data);
  if (found.length === 0) return data;
  const reader = built ? undefined : facts?.();
  let copy: unknown = data;
  let priorityGiven = false;
  for (const { path, value, layout } of found) {
    const job = { src: value.src, layout, ...(value.focus && { focus: value.focus }) };
    const picture = built ? built.get(jobId(job)) : originalPicture(value.src, reader);
    if (!picture) continue;
    const priority: boolean = !priorityGiven && imageLayouts[layout].large && path[1] === 0;
    priorityGiven ||= priority;
    copy = withValueAt(copy, path, {
      ...value,
      built: priority ? { ...picture, priority: true } : picture,
    });
  }
  return copy as T;
}

/**
 * `node` with `value` at `path`: the objects on the way are copied, the rest is shared with
 * `node`. A deep copy of the whole page for its few pictures was a tenth of the build's work
 * on its one thread between the checks and the prerender.
 */
function withValueAt(node: unknown, path: readonly PropertyKey[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  const parent = node as Record<PropertyKey, unknown>;
  const copy = (Array.isArray(node) ? [...node] : { ...parent }) as Record<PropertyKey, unknown>;
  copy[key!] = withValueAt(parent[key!], rest, value);
  return copy;
}
