/**
 * What `npm run bench:team` counts beside the times: the git processes a save runs, the CPU
 * time of the server and its children, and the whole machine's busy time.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A `git` that notes each call in `log`, then runs the real one: put first on the server's
 * PATH (the only variable of ours its git calls keep), it counts the processes a save runs.
 */
export function countingGit(): { dir: string; calls: () => number } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-team-git-'));
  const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  const log = join(dir, 'calls.log');
  writeFileSync(log, '');
  writeFileSync(
    join(dir, 'git'),
    `#!/bin/sh\necho x >> ${JSON.stringify(log)}\nexec ${JSON.stringify(real)} "$@"\n`,
  );
  chmodSync(join(dir, 'git'), 0o755);
  return { dir, calls: () => readFileSync(log, 'utf8').length / 2 };
}

/**
 * CPU time so far, in ms: the server's own and its children's (every git it ran and waited
 * for), from /proc; null where there is no /proc or `ss` to find the server by its port.
 */
export function serverCpu(base: string): (() => { server: number; git: number }) | null {
  try {
    const port = new URL(base).port;
    const listening = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
    const pid = /pid=(\d+)/.exec(listening)?.[1];
    if (!pid) return null;
    const ticks = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
    return () => {
      // Fields after the command's closing parenthesis: utime, stime, cutime, cstime at 11–14.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      const at = (index: number) => Number(fields[index]) * ticks;
      return { server: at(11) + at(12), git: at(13) + at(14) };
    };
  } catch {
    return null;
  }
}

/** The whole machine's busy CPU time so far, in ms (all cores, from /proc/stat). */
export function machineBusy(): number | null {
  try {
    const [, ...times] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    // user nice system idle iowait irq softirq: all but idle and iowait are busy.
    const busy = times
      .slice(0, 7)
      .reduce((sum, value, i) => (i === 3 || i === 4 ? sum : sum + Number(value)), 0);
    return busy * 10;
  } catch {
    return null;
  }
}
