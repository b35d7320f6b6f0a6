import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

export interface TableChecksum {
  rows: number;
  /** md5 of the table's rows as text, in a fixed order: equal tables, equal checksums. */
  md5: string | null;
}

/** The shop's tables (Kysely's own bookkeeping included), in name order. */
export async function listTables(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  return rows.map((row) => row.table_name);
}

/**
 * Row count and checksum of every table: what a backup, a restore or an export must keep. Rows
 * are read as text in UTC, so PGlite and PostgreSQL spell the same row the same way.
 */
export async function tableChecksums(db: Kysely<Database>): Promise<Record<string, TableChecksum>> {
  return db.transaction().execute(async (trx) => {
    await sql`set local timezone = 'UTC'`.execute(trx);
    const checksums: Record<string, TableChecksum> = {};
    for (const table of await listTables(trx)) {
      const { rows } = await sql<{ rows: string; md5: string | null }>`
        select count(*)::text as rows, md5(string_agg(t::text, '|' order by t::text)) as md5
        from ${sql.table(table)} as t`.execute(trx);
      checksums[table] = { rows: Number(rows[0]?.rows ?? 0), md5: rows[0]?.md5 ?? null };
    }
    return checksums;
  });
}
