/**
 * Leads found and deleted by e-mail address (any field, any case) and by age; what is deleted is
 * gone from the file's bytes once scrubbed (secure_delete, the WAL emptied).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  deleteLeads,
  deleteLeadsOfAddress,
  deleteLeadsReceivedBefore,
  leadsOfAddress,
  scrubDeleted,
} from '../../../../../src/studio/team/db/lead-erasure.ts';
import { getLead, insertLead } from '../../../../../src/studio/team/db/leads.ts';
import { openDatabase } from '../../../../../src/studio/team/db/open.ts';
import { tempDataDir } from '../auth/support.ts';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

async function database() {
  const data = tempDataDir();
  const opened = await openDatabase(data.dir);
  cleanups.push(() => opened.close(), data.remove);
  return { db: opened.client, dir: data.dir };
}

const lead = (id: string, fields: Record<string, unknown>, receivedAt = 1000) => ({
  id,
  formId: 'contact',
  fields,
  page: '/contact',
  referrer: '',
  utm: {},
  receivedAt,
});

describe('lead erasure', () => {
  it('finds the leads of an address in any field and case, and deletes them alone', async () => {
    const { db, dir } = await database();
    await insertLead(db, lead('a', { email: 'Pat@Example.com', message: 'marker-a' }, 3000));
    await insertLead(db, lead('b', { workEmail: ' pat@example.com ', message: 'marker-b' }, 2000));
    await insertLead(
      db,
      lead('c', { email: 'lee@example.com', message: 'pat@example.com is my friend' }),
    );
    expect((await leadsOfAddress(db, 'pat@example.com')).map((row) => row.id)).toEqual(['a', 'b']);
    expect(await deleteLeadsOfAddress(db, 'pat@example.com')).toBe(2);
    expect(await scrubDeleted(db)).toBe(true);
    expect(await getLead(db, 'c')).not.toBeNull();
    const bytes = ['studio.db', 'studio.db-wal']
      .map((name) => {
        try {
          return readFileSync(join(dir, name)).toString('latin1');
        } catch {
          return '';
        }
      })
      .join('');
    expect(bytes).not.toContain('marker-a');
    expect(bytes).not.toContain('marker-b');
    expect(bytes).toContain('is my friend');
  });

  it('deletes by id and by age, counting what it deleted', async () => {
    const { db } = await database();
    await insertLead(db, lead('old', { email: 'a@example.com' }, 1000));
    await insertLead(db, lead('new', { email: 'b@example.com' }, 5000));
    expect(await deleteLeadsReceivedBefore(db, 5000)).toBe(1);
    expect(await getLead(db, 'new')).not.toBeNull();
    expect(await deleteLeads(db, ['new', 'none'])).toBe(1);
    expect(await deleteLeads(db, [])).toBe(0);
  });
});
