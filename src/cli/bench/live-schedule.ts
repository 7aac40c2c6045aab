/**
 * `npm run bench:live`'s scheduled publishes: each an approved one-page change scheduled by the
 * admin for 09:00 on a day to come, the studio's test clock (`--test-hooks`, STUDIO_TEST_NOW)
 * moved first to an hour before (its check runs then, as it would) and then to a second before
 * the time; timed from the scheduled instant until the served site answers with the change.
 */
import type { Person } from './team-api-client.ts';

export interface ScheduleBench {
  base: string;
  siteBase: string;
  /** The edited page's path on the site, and its file's text with `title` set. */
  path: string;
  textWith: (title: string) => string;
  /** A draft of the page with `text`, submitted and approved; its id. */
  approvedDraft: (name: string, text: string) => Promise<string>;
  call: (
    method: string,
    path: string,
    as: Person,
    body?: unknown,
  ) => Promise<Record<string, unknown>>;
  admin: Person;
  /** The first day to schedule on (YYYY-MM-DD), after the test clock's start. */
  firstDay: string;
  /** Waits for round `round`'s deploy to be recorded live (its release's files are then known). */
  recorded: (round: number) => Promise<unknown>;
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function setClock(base: string, at: number) {
  const response = await fetch(`${base}/__studio/test/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ now: new Date(at).toISOString() }),
  });
  if (!response.ok) throw new Error(`the test clock refused ${new Date(at).toISOString()}`);
}

/** The delay past its time until it is served, one per scheduled publish (ms). */
export async function measureScheduled(bench: ScheduleBench, rounds: number): Promise<number[]> {
  const delays: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const title = `Benchmark scheduled publish ${round}`;
    const id = await bench.approvedDraft(title, bench.textWith(title));
    const answer = await bench.call('PUT', `drafts/${id}/schedule`, bench.admin, {
      date: dayAfter(bench.firstDay, round - 1),
      time: '09:00',
    });
    const due = Date.parse((answer.schedule as { at: string }).at);
    // An hour before: its check runs, as it would, and is not counted in the delay.
    await setClock(bench.base, due - 3_600_000 + 1000);
    for (;;) {
      const read = await bench.call('GET', `drafts/${id}/schedule`, bench.admin);
      const schedule = read.schedule as { checked: boolean; note: string };
      if (schedule.note) throw new Error(`the check of round ${round} found: ${schedule.note}`);
      if (schedule.checked) break;
      await pause(100);
    }
    // A second before its time; the clock goes on with real time from there.
    await setClock(bench.base, due - 1000);
    const dueHere = performance.now() + 1000;
    for (;;) {
      const html = await (await fetch(`${bench.siteBase}${bench.path}`)).text();
      if (html.includes(`<title>${title}`)) break;
      await pause(50);
    }
    delays.push(performance.now() - dueHere);
    await bench.recorded(round);
  }
  return delays;
}
