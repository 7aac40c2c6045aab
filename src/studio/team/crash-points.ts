/**
 * The instants at which a test can make the team server die as `kill -9` would (issue 52):
 * between the steps of a save, an upload, a publish, a branch clean-up and a deploy. The fault-injection
 * suite (tests/e2e/team-studio-crash.test.ts) starts the server with `--test-hooks` and
 * `STUDIO_CRASH_AT=<point>` for each of them, and checks that the next start repairs what the
 * crash left. The names live here, once; the code that reaches a point is handed a `CrashHook`
 * (through the Git engine's context and the workflow), never a global, so a server started
 * without `--test-hooks` cannot crash on purpose whatever its environment says.
 */
import { writeSync } from 'node:fs';

export const CRASH_POINTS = [
  'save:after-blobs',
  'save:after-commit',
  'save:after-update-ref',
  'save:after-db',
  'upload:after-blobs',
  'upload:after-commit',
  'upload:after-update-ref',
  'upload:after-db',
  'publish:after-merge',
  'publish:after-validate',
  'publish:after-push',
  'publish:after-db',
  'publish:after-branch-delete',
  'cleanup:after-remote-branch-delete',
  // A deploy (src/deploy/): the release built and in place, a target switched to it, and (the
  // queue's) the database told.
  'deploy:after-build',
  'deploy:after-switch',
  'deploy:after-db',
  // A rollback (server/rollback.ts): its commit on main, and a target switched back to the
  // kept release before the database is told.
  'rollback:after-commit',
  'rollback:after-switch',
  // A scheduled publish (src/studio/team/scheduler/publish-draft-job.ts): its job taken (the
  // row says running) and the publish not begun; the publish done and its job not yet ended.
  'schedule:before-publish',
  'schedule:after-publish',
] as const;

export type CrashPoint = (typeof CRASH_POINTS)[number];

/** Called as the code passes each point; returns only when the server is not to die there. */
export type CrashHook = (point: CrashPoint) => void;

/** The hook of every server not started with `--test-hooks`: no point does anything. */
export const noCrash: CrashHook = () => {};

export const isCrashPoint = (name: string): name is CrashPoint =>
  (CRASH_POINTS as readonly string[]).includes(name);

/**
 * The hook `--test-hooks` installs: at `point` the process sends itself SIGKILL, a real
 * `kill -9` (no exit handlers, no flushed buffers, no finished writes). It says so on stderr
 * first, synchronously, so the test can tell the crash it asked for from another one.
 */
export function crashAt(point: CrashPoint): CrashHook {
  return (reached) => {
    if (reached !== point) return;
    writeSync(2, `studio: crash point ${point}: kill -9\n`);
    process.kill(process.pid, 'SIGKILL');
    // SIGKILL is delivered before anything else runs, but never let this thread go on meanwhile.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10_000);
  };
}
