/** The pure decisions of a rollback: what may be restored, the message, switch back or build. */
import { describe, expect, it } from 'vitest';
import type { DeployRow } from '../../../../../src/studio/team/db/deploys.ts';
import {
  refusalToRestore,
  restoreMessage,
  switchBackOrRebuild,
} from '../../../../../src/studio/team/server/rollback-plan.ts';

const COMMIT = 'a'.repeat(40);

function deploy(fields: Partial<DeployRow> = {}): DeployRow {
  return {
    id: 4,
    commit: COMMIT,
    publishedBy: 'u_1',
    publishedByName: 'Pat Publisher',
    state: 'live',
    queuedAt: Date.UTC(2026, 10, 20, 14, 0),
    startedAt: Date.UTC(2026, 10, 20, 14, 0),
    finishedAt: Date.UTC(2026, 10, 20, 14, 15),
    pagesDone: 3,
    pagesTotal: 3,
    release: { id: `20261120140000-${COMMIT.slice(0, 12)}`, folder: '/data/releases/r' },
    buildDate: '2026-11-20',
    restoresDeploy: null,
    switchBack: false,
    catchesUpDeploy: null,
    message: '',
    output: '',
    targets: [
      {
        target: 'serve',
        state: 'live',
        address: null,
        message: '',
        attempts: 1,
        nextRetryAt: null,
        startedAt: null,
        finishedAt: null,
        output: '',
      },
    ],
    ...fields,
  };
}

describe('what may be restored', () => {
  it('refuses a deploy that does not exist or never went live, in words', () => {
    expect(refusalToRestore(null, 9)).toBe('There is no deploy 9.');
    expect(refusalToRestore(deploy({ state: 'failed' }), 4)).toBe(
      'Deploy 4 never went live: only a version that was live can be restored.',
    );
    expect(refusalToRestore(deploy({ state: 'queued' }), 4)).not.toBeNull();
    expect(refusalToRestore(deploy(), 4)).toBeNull();
  });
});

describe("the rollback commit's message", () => {
  it('says in words whose version of when comes back (site time), and names it in trailers', () => {
    // ICU writes a narrow space before AM/PM in some versions.
    const message = (row: DeployRow, zone: string) =>
      restoreMessage(row, zone).replace(/\u202f/g, ' ');
    expect(message(deploy(), 'America/New_York')).toBe(
      'Restored the site as published on Nov 20, 2026, 9:15 AM EST by Pat Publisher\n\n' +
        `Restored-deploy: 4\nRestored-commit: ${COMMIT}\n`,
    );
    expect(message(deploy({ publishedByName: '' }), 'Europe/Berlin')).toMatch(
      /^Restored the site as published on Nov 20, 2026, 3:15 PM GMT\+1 by the studio, at its start\n/,
    );
    // A name cannot add lines of its own to the message.
    expect(message(deploy({ publishedByName: 'Eve\nSigned-off-by: x' }), 'UTC')).toMatch(
      /^Restored the site as published on .+ by Eve Signed-off-by: x\n\nRestored-deploy/,
    );
  });
});

describe('switch back or build again', () => {
  const there = () => true;
  it('switches back to a kept release built for today', () => {
    expect(switchBackOrRebuild(deploy(), '2026-11-20', there)).toEqual({
      kind: 'switch-back',
      release: { ...deploy().release, buildDate: '2026-11-20' },
    });
  });
  it('builds again when the release was built for another day, is gone, or its date unknown', () => {
    expect(switchBackOrRebuild(deploy(), '2026-11-21', there)).toEqual({
      kind: 'rebuild',
      why: 'it was built for 2026-11-20, and today is 2026-11-21',
    });
    expect(switchBackOrRebuild(deploy(), '2026-11-20', () => false)).toEqual({
      kind: 'rebuild',
      why: 'its release is no longer kept',
    });
    expect(switchBackOrRebuild(deploy({ release: null }), '2026-11-20', there).kind).toBe(
      'rebuild',
    );
    expect(switchBackOrRebuild(deploy({ buildDate: null }), '2026-11-20', there)).toEqual({
      kind: 'rebuild',
      why: 'the date it was built for is not known',
    });
  });
});
