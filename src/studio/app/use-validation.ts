/**
 * Runs the project's validator (through the dev server) on the text as it is typed. One request
 * at a time: edits made while one is under way are coalesced into the next, so the newest text
 * is checked as soon as possible and a slow answer never piles up requests.
 */
import { useCallback, useEffect, useRef } from 'react';
import { validateText, type StudioProblem } from './api.ts';

declare global {
  interface Window {
    /** How long each validation request took, in ms (for the benchmark). */
    __studioValidationTimes?: number[];
  }
}

export interface ValidationOutcome {
  path: string;
  text: string;
  seq: number;
  problems: StudioProblem[];
  data: unknown;
}

export function useValidation(onResult: (outcome: ValidationOutcome) => void) {
  const latest = useRef(onResult);
  useEffect(() => {
    latest.current = onResult;
  });
  const busy = useRef(false);
  const queued = useRef<{ path: string; text: string; seq: number } | null>(null);

  const run = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    while (queued.current) {
      const job = queued.current;
      queued.current = null;
      try {
        const started = performance.now();
        const { problems, data } = await validateText(job.path, job.text);
        window.__studioValidationTimes?.push(performance.now() - started);
        latest.current({ ...job, problems, data });
      } catch (error) {
        console.warn('studio: validation failed', error);
      }
    }
    busy.current = false;
  }, []);

  return useCallback(
    (path: string, text: string, seq: number) => {
      queued.current = { path, text, seq };
      void run();
    },
    [run],
  );
}
