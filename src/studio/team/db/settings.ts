/**
 * Small facts one process leaves for another: the server records its public URL, so that
 * `studio:user add` prints invitation links people can open without being told `--public-url`.
 */
import type { Client } from '@libsql/client';
import { text } from './rows.ts';

/** `daily-rebuild-time`: "HH:MM" in the site's zone (scheduler/daily-rebuild.ts). */
export type SettingKey = 'public-url' | 'daily-rebuild-time';

export async function readSetting(db: Client, key: SettingKey): Promise<string | null> {
  const result = await db.execute({ sql: 'SELECT value FROM settings WHERE key = ?', args: [key] });
  return result.rows[0] ? text(result.rows[0], 'value') : null;
}

export async function writeSetting(db: Client, key: SettingKey, value: string): Promise<void> {
  await db.execute({
    sql: `INSERT INTO settings (key, value) VALUES (?, ?)
          ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    args: [key, value],
  });
}
