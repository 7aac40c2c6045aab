/**
 * The studio's time for timed work, passed to whatever needs it (never a global): the real
 * clock, or, for the tests, one that starts at `STUDIO_TEST_NOW` and that a test moves on. The
 * command line makes the settable one only with `--test-hooks` (src/cli/studio-team-command.ts),
 * so a server people use always runs on real time.
 */
export interface StudioClock {
  now(): number;
  /** Set only on a test clock: the tests move it (`POST /__studio/test/clock`). */
  set?: (at: number) => void;
}

export const systemClock: StudioClock = { now: Date.now };

/**
 * A clock that reads `start` now and goes on with real time from there, so a test sees a job
 * run "within a minute" as it would; `set` jumps it to another instant, and it goes on from there.
 */
export function settableClock(start: number, realNow: () => number = Date.now): StudioClock {
  let offset = start - realNow();
  return {
    now: () => realNow() + offset,
    set(at) {
      offset = at - realNow();
    },
  };
}

/** An ISO instant with its zone or offset ("2026-12-01T08:59:30Z"), in ms; null otherwise. */
export function parseInstant(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text))
    return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : at;
}
