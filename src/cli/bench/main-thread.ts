/**
 * Where a first load's main-thread time goes, for `npm run bench:bytes -- --profile`: one load
 * of a route with the CPU slowed down, traced by Chromium (the long tasks and what runs inside
 * them, the main thread's time by trace event) with a V8 CPU profile beside it (JavaScript self
 * time by script).
 */
import type { Browser } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string } };
}

interface CpuProfile {
  nodes: { id: number; callFrame: { url: string; functionName: string } }[];
  samples: number[];
  timeDeltas: number[];
}

const ms = (microseconds: number) => (microseconds / 1000).toFixed(0);
const fileOf = (url: string) => url.split('/').pop() || url;

/** The renderer's main thread with the most events: the page's, not about:blank's. */
function mainThread(events: TraceEvent[]) {
  const count = new Map<string, number>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  const mains = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const key = (event: TraceEvent) => `${event.pid}:${event.tid}`;
  const main = mains.sort((a, b) => (count.get(key(b)) ?? 0) - (count.get(key(a)) ?? 0))[0];
  if (!main) throw new Error('the trace has no renderer main thread');
  return events.filter((event) => key(event) === key(main) && event.ph === 'X' && event.dur);
}

function topTotals(totals: Map<string, number>, count: number): string[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, time]) => `  ${ms(time).padStart(6)} ms  ${name}`);
}

export async function profileFirstLoad(
  browser: Browser,
  origin: string,
  route: string,
  cpu: number,
): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'],
  });
  await session.send('Profiler.start');
  await page.goto(origin + route);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  const { profile } = (await session.send('Profiler.stop')) as { profile: CpuProfile };
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  await context.close();

  const events = mainThread(trace.traceEvents);
  const start = events[0]!.ts;
  const lines = [
    `Main thread of the first load of ${route}, CPU ${cpu}× slower`,
    '',
    'Long tasks:',
  ];
  for (const task of events.filter((e) => e.name === 'RunTask' && e.dur! > 50_000)) {
    const inside = events.filter(
      (e) =>
        e !== task &&
        e.ts >= task.ts &&
        e.ts < task.ts + task.dur! &&
        e.dur! > 1000 &&
        e.name !== 'RunTask',
    );
    const what = inside.map(
      (e) => `${e.name}${e.args?.data?.url ? ` ${fileOf(e.args.data.url)}` : ''} ${ms(e.dur!)} ms`,
    );
    lines.push(
      `  at ${ms(task.ts - start)} ms, ${ms(task.dur!)} ms: ${what.slice(0, 8).join('; ')}`,
    );
  }
  const byEvent = new Map<string, number>();
  for (const e of events) {
    if (e.name !== 'RunTask') byEvent.set(e.name, (byEvent.get(e.name) ?? 0) + e.dur!);
  }
  lines.push('', 'Main thread by trace event (inclusive, events nest):', ...topTotals(byEvent, 12));

  const urlOf = new Map(profile.nodes.map((node) => [node.id, node.callFrame.url]));
  const byScript = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const url = urlOf.get(id);
    const name = url ? fileOf(url) : '(native, idle, GC)';
    byScript.set(name, (byScript.get(name) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
  });
  byScript.delete('(native, idle, GC)');
  lines.push('', 'JavaScript self time by script (V8 CPU profile):', ...topTotals(byScript, 8));
  return lines.join('\n');
}
