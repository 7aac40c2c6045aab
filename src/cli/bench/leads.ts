/**
 * `npm run bench:leads [-- --rate 100 --seconds 30]`: the studio's copy of leads under load, over
 * HTTP. A studio is started as a process (`npm run studio:team`, over a remote of this project's
 * content, with the lead limits raised); submissions are sent at a steady rate, each on its own
 * (open loop: a slow answer does not slow the sending), for the time given. Printed: accepted per
 * second, p50 and p95 from the send to the acknowledgement, and the leads found in its database
 * against those acknowledged. Then the same load again, and the studio is killed (`kill -9`) in
 * the middle of it: every lead it acknowledged must be in the database after the restart.
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createClient } from '@libsql/client';
import { contactLead, pidListeningOn, postLead } from './lead-client.ts';
import { startTeamServerProcess } from './team-server-process.ts';
import { benchRemote } from './team-site.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const ORIGIN = 'https://bench-site.example';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '30' },
    'kill-after': { type: 'string', default: '3' },
  },
});
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const killAfter = Number(values['kill-after']);

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

interface Load {
  acknowledged: string[];
  latencies: number[];
  refused: Map<number | string, number>;
  stop(): Promise<void>;
}

/** Sends one lead every 1000/rate ms until stopped, each request on its own. */
function sendLoad(url: string): Load {
  const load: Load = {
    acknowledged: [],
    latencies: [],
    refused: new Map(),
    stop: async () => undefined,
  };
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  let sent = 0;
  let running = true;
  const tick = () => {
    if (!running) return;
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; sent < due; sent++) {
      const lead = contactLead();
      const at = performance.now();
      const request = postLead(url, lead, { origin: ORIGIN })
        .then((answer) => {
          if (answer.status === 201) {
            load.latencies.push(performance.now() - at);
            load.acknowledged.push(lead.id);
          } else load.refused.set(answer.status, (load.refused.get(answer.status) ?? 0) + 1);
        })
        .catch(() => {
          load.refused.set('no answer', (load.refused.get('no answer') ?? 0) + 1);
        })
        .finally(() => inFlight.delete(request));
      inFlight.add(request);
    }
    setTimeout(tick, 2);
  };
  tick();
  load.stop = async () => {
    running = false;
    await Promise.all([...inFlight]);
  };
  return load;
}

async function storedIds(dataDir: string): Promise<Set<string>> {
  const db = createClient({ url: `file:${join(dataDir, 'studio.db')}` });
  try {
    return new Set((await db.execute('SELECT id FROM leads')).rows.map((row) => String(row.id)));
  } finally {
    db.close();
  }
}

const remote = benchRemote(ROOT);
const server = await startTeamServerProcess({
  remote,
  root: ROOT,
  args: [
    '--site-origin',
    ORIGIN,
    '--lead-limit-per-address',
    '100000000',
    '--lead-limit-per-hour',
    '100000000',
  ],
});
try {
  const url = `${server.base}/api/leads`;
  // One lead first: main's forms read and parsed before the clock starts.
  await postLead(url, contactLead(), { origin: ORIGIN });

  console.log(`Sending ${rate} leads a second for ${seconds} s to ${url}…`);
  const load = sendLoad(url);
  await new Promise((done) => setTimeout(done, seconds * 1000));
  await load.stop();
  const sorted = [...load.latencies].sort((a, b) => a - b);
  const stored = await storedIds(server.dataDir);
  const missing = load.acknowledged.filter((id) => !stored.has(id)).length;
  console.log(
    `accepted: ${load.acknowledged.length} (${(load.acknowledged.length / seconds).toFixed(1)}/s)`,
  );
  if (load.refused.size)
    console.log(`not accepted: ${JSON.stringify(Object.fromEntries(load.refused))}`);
  console.log(
    `acknowledgement p50: ${percentile(sorted, 50).toFixed(1)} ms, p95: ${percentile(sorted, 95).toFixed(1)} ms`,
  );
  console.log(`in the database: ${stored.size} leads; acknowledged but missing: ${missing}`);

  console.log(`\nThe same load again, and kill -9 after ${killAfter} s…`);
  const port = Number(new URL(server.base).port);
  const crash = sendLoad(url);
  await new Promise((done) => setTimeout(done, killAfter * 1000));
  process.kill(pidListeningOn(port), 'SIGKILL');
  await crash.stop();
  await server.exited();
  await server.start();
  const after = await storedIds(server.dataDir);
  const lost = crash.acknowledged.filter((id) => !after.has(id)).length;
  console.log(
    `acknowledged before the kill: ${crash.acknowledged.length}; found after the restart: ${crash.acknowledged.length - lost}; lost: ${lost}`,
  );
  if (missing > 0 || lost > 0) process.exitCode = 1;
} finally {
  await server.remove();
  rmSync(remote, { recursive: true, force: true });
}
