/**
 * Typed reads of libsql rows. A column of the wrong type is a bug in a query or the schema, not
 * bad input, so it throws with the column's name.
 */
import type { Row } from '@libsql/client';

/** Instants are Unix milliseconds, as stored (INTEGER). */
export type UnixMs = number;

function column(row: Row, name: string) {
  if (!(name in row)) throw new Error(`the query returned no column "${name}"`);
  return row[name];
}

export function text(row: Row, name: string): string {
  const value = column(row, name);
  if (typeof value !== 'string') throw new Error(`column "${name}" is not text`);
  return value;
}

export function textOrNull(row: Row, name: string): string | null {
  const value = column(row, name);
  return value === null ? null : text(row, name);
}

export function integer(row: Row, name: string): number {
  const value = column(row, name);
  if (typeof value === 'bigint') return Number(value);
  if (typeof value !== 'number') throw new Error(`column "${name}" is not a number`);
  return value;
}

export function integerOrNull(row: Row, name: string): number | null {
  return column(row, name) === null ? null : integer(row, name);
}

export function bytes(row: Row, name: string): Buffer {
  const value = column(row, name);
  if (!(value instanceof ArrayBuffer)) throw new Error(`column "${name}" is not a blob`);
  return Buffer.from(value);
}
