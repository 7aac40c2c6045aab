/** The leads' rows: stored once by id, spam counted per day, form, page and reason, filters. */
import { afterEach, describe, expect, it } from 'vitest';
import {
  countRefusal,
  insertLead,
  listLeads,
  refusalCounts,
  updateLead,
  type NewLead,
} from '../../../../../src/studio/team/db/leads.ts';
import { openDatabase } from '../../../../../src/studio/team/db/open.ts';
import { tempDataDir } from '../auth/support.ts';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

async function database() {
  const data = tempDataDir();
  const opened = await openDatabase(data.dir);
  cleanups.push(() => opened.close(), data.remove);
  return opened.client;
}

const lead = (id: string, over: Partial<NewLead> = {}): NewLead => ({
  id,
  formId: 'contact',
  fields: { name: 'Ann Lee', message: '100% sure_thing' },
  page: '/contact',
  referrer: '',
  utm: {},
  receivedAt: 1000,
  ...over,
});

describe('leads table', () => {
  it('stores an id once, keeping the first copy', async () => {
    const db = await database();
    expect(await insertLead(db, lead('a'))).toBe('stored');
    expect(await insertLead(db, lead('a', { page: '/other' }))).toBe('duplicate');
    const { leads, total } = await listLeads(db, {}, { limit: 10, offset: 0 });
    expect(total).toBe(1);
    expect(leads[0]).toMatchObject({ id: 'a', page: '/contact', status: 'new', notes: '' });
  });

  it('filters by words (a % or _ taken literally), form, page, status and time', async () => {
    const db = await database();
    await insertLead(db, lead('a'));
    await insertLead(
      db,
      lead('b', { fields: { name: 'Bo', message: '100 percent' }, receivedAt: 2000 }),
    );
    await insertLead(db, lead('c', { formId: 'demo', page: '/pricing', receivedAt: 3000 }));
    await updateLead(db, 'b', { status: 'won', notes: 'signed' }, { email: 's@x.com', at: 5 });
    const ids = async (filter: Parameters<typeof listLeads>[1]) =>
      (await listLeads(db, filter, { limit: 10, offset: 0 })).leads.map((row) => row.id);
    expect(await ids({})).toEqual(['c', 'b', 'a']);
    expect(await ids({ search: '100%' })).toEqual(['c', 'a']);
    expect(await ids({ search: 'sure_thing ANN' })).toEqual(['c', 'a']);
    expect(await ids({ search: 'signed' })).toEqual(['b']);
    expect(await ids({ formId: 'demo' })).toEqual(['c']);
    expect(await ids({ page: '/contact', status: 'won' })).toEqual(['b']);
    expect(await ids({ since: 2000, until: 3000 })).toEqual(['b']);
  });

  it('counts refusals per day, form, page and reason', async () => {
    const db = await database();
    const refusal = {
      day: '2026-11-20',
      formId: 'contact',
      page: '/',
      reason: 'honeypot',
    } as const;
    await countRefusal(db, refusal);
    await countRefusal(db, refusal);
    await countRefusal(db, { ...refusal, day: '2026-11-21' });
    await countRefusal(db, { ...refusal, reason: 'too-fast' });
    expect(await refusalCounts(db)).toEqual([
      { reason: 'honeypot', formId: 'contact', page: '/', count: 3 },
      { reason: 'too-fast', formId: 'contact', page: '/', count: 1 },
    ]);
  });
});
