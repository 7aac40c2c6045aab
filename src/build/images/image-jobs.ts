/**
 * What the build must make: one job per picture, its layout and focal point, gathered from
 * every valid page. Two places that show one file the same way share one job. Pure.
 */
import type { z } from 'zod';
import { imagesIn } from '../../media/images-in.ts';
import type { ImageLayoutName } from '../../media/layouts.ts';

export interface ImageJob {
  src: string;
  layout: ImageLayoutName;
  focus?: readonly [number, number];
  /** The file to read, when it is not where `src` leads (the gallery's test photos). */
  file?: string;
}

/** The job's name in the manifest of one build: layout, focal point and src. */
export const jobId = (job: ImageJob) =>
  `${job.layout}|${job.focus ? job.focus.join(',') : 'centre'}|${job.src}`;

export function imageJobs(schema: z.core.$ZodType, pages: readonly unknown[]): ImageJob[] {
  const jobs = new Map<string, ImageJob>();
  for (const page of pages) {
    for (const { value, layout } of imagesIn(schema, page)) {
      const job: ImageJob = { src: value.src, layout, ...(value.focus && { focus: value.focus }) };
      jobs.set(jobId(job), job);
    }
  }
  return [...jobs.values()];
}
