import { sql, type RawBuilder } from 'kysely';

/*
 * Bytes travel to and from the database as base64 text, decoded by the database itself.
 * The embedded database turns a `bytea` parameter or column into hex one byte at a time in
 * JavaScript: a 420 KB photograph took about 65 ms to insert and 29 ms to read, against 10 ms
 * and 2 ms as base64. The database server takes base64 as readily as hex and it is shorter.
 */

/** A value for a `bytea` column. */
export function bytesValue(bytes: Uint8Array): RawBuilder<Buffer> {
  return sql<Buffer>`decode(${Buffer.from(bytes).toString('base64')}, 'base64')`;
}

/** A `bytea` column read as base64 text, to give to `bytesFromBase64`. */
export function bytesAsBase64(column: string): RawBuilder<string | null> {
  return sql<string | null>`encode(${sql.ref(column)}, 'base64')`;
}

export function bytesFromBase64(text: string): Buffer {
  return Buffer.from(text, 'base64');
}
