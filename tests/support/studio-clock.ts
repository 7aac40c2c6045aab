/**
 * Moves a team studio's test clock (`--test-hooks`, `POST /__studio/test/clock`, see
 * src/studio/team/scheduler/clock.ts) to `at`, an instant or an ISO time; it goes on with real
 * time from there. The schedule, the daily rebuild and lead retention tests move it.
 */
export async function setStudioClock(base: string, at: string | number): Promise<void> {
  const now = typeof at === 'number' ? new Date(at).toISOString() : at;
  const moved = await fetch(`${base}/__studio/test/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ now }),
  });
  if (moved.status !== 200) {
    throw new Error(`the studio's clock was not moved to ${now}: ${moved.status}`);
  }
}
