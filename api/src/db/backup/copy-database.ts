import { sql, type Kysely } from 'kysely';
import { migrateToLatest } from '../migrate';
import type { Database } from '../schema';
import { carrySequences, listSequences, readSequences, sequenceProblems } from './sequences';
import { listTables } from './table-checksums';

type Db = Kysely<Database>;

/** Rows per round trip: a batch travels as one JSON text. */
const BATCH_ROWS = 2_000;

/**
 * Copies every row of `source` into `target`, an empty database of the same shop (PGlite into
 * PostgreSQL, when a shop outgrows the embedded one): the target gets the schema from the same
 * migrations, then each table's rows in an order that satisfies its foreign keys, then every
 * sequence (owned by a column or only drawn from in code, like the order numbers') stands where
 * the source's stands, and is checked against what was drawn from it: a sequence behind its rows
 * would fail the moved shop's next insert, so the copy is rolled back instead. Rows travel as
 * JSON (`json_populate_recordset`), so every column type arrives as the source had it.
 */
export async function copyDatabase(source: Db, target: Db): Promise<Record<string, number>> {
  const found = await describeContents(target);
  if (found) {
    throw new Error(
      `The target database is not empty: it holds ${found}. Copy into a new, empty database (createdb shop), or drop these first.`,
    );
  }
  await migrateToLatest(target);
  const sequences = await readSequences(source);
  const copied: Record<string, number> = {};
  await target.transaction().execute(async (trx) => {
    // The migrations' own bookkeeping is copied too, so the target's history is the source's.
    await sql`delete from kysely_migration`.execute(trx);
    const tables = await tablesInDependencyOrder(source);
    // The rows arrive as they are: triggers (the catalogue's change log) must not add their own.
    for (const table of tables) {
      await sql`alter table ${sql.table(table)} disable trigger user`.execute(trx);
    }
    for (const table of tables) {
      if (table === 'kysely_migration_lock') continue;
      copied[table] = await copyTable(source, trx, table);
    }
    for (const table of tables) {
      await sql`alter table ${sql.table(table)} enable trigger user`.execute(trx);
    }
    await carrySequences(sequences, trx);
    const problems = await sequenceProblems(trx);
    if (problems.length > 0) {
      throw new Error(
        `The copy was rolled back: ${problems.join('; ')}. The source's sequences are behind its own rows; nothing was copied but the schema.`,
      );
    }
  });
  return copied;
}

/** What a database holds, as a phrase (`tables a, b and sequences c`); null when it is empty. */
async function describeContents(db: Db): Promise<string | null> {
  const listed = (kind: string, names: string[]) => {
    if (names.length === 0) return null;
    const shown = names.slice(0, 8).join(', ');
    return `${names.length} ${kind} (${shown}${names.length > 8 ? ', …' : ''})`;
  };
  const parts = [
    listed('tables', await listTables(db)),
    listed('sequences', await listSequences(db)),
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' and ') : null;
}

async function copyTable(source: Db, target: Db, table: string): Promise<number> {
  const columns = await insertableColumns(target, table);
  const overriding = columns.some((column) => column.identity === 'ALWAYS')
    ? sql`overriding system value`
    : sql``;
  const names = sql.join(columns.map((column) => sql.ref(column.name)));
  let copied = 0;
  for (let offset = 0; ; offset += BATCH_ROWS) {
    const { rows } = await sql<{ batch: string | null }>`
      select json_agg(t)::text as batch
      from (select * from ${sql.table(table)} order by 1 limit ${BATCH_ROWS} offset ${offset}) as t`.execute(
      source,
    );
    const batch = rows[0]?.batch;
    if (!batch) break;
    const result = await sql`
      insert into ${sql.table(table)} (${names}) ${overriding}
      select ${names} from json_populate_recordset(null::${sql.table(table)}, ${batch}::json)`.execute(
      target,
    );
    copied += Number(result.numAffectedRows ?? 0);
  }
  return copied;
}

interface ColumnInfo {
  name: string;
  identity: 'ALWAYS' | 'BY DEFAULT' | null;
}

/** Columns a row can be written into: generated columns compute themselves. */
async function insertableColumns(db: Db, table: string): Promise<ColumnInfo[]> {
  const { rows } = await sql<{ column_name: string; identity_generation: string | null }>`
    select column_name, identity_generation from information_schema.columns
    where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
    order by ordinal_position`.execute(db);
  return rows.map((row) => ({
    name: row.column_name,
    identity:
      row.identity_generation === 'ALWAYS'
        ? 'ALWAYS'
        : row.identity_generation
          ? 'BY DEFAULT'
          : null,
  }));
}

/** Tables ordered so that every table comes after the tables its foreign keys point to. */
async function tablesInDependencyOrder(db: Db): Promise<string[]> {
  const tables = await listTables(db);
  const { rows } = await sql<{ child: string; parent: string }>`
    select distinct tc.table_name as child, ccu.table_name as parent
    from information_schema.table_constraints tc
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_name = tc.constraint_name and ccu.constraint_schema = tc.constraint_schema
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`.execute(db);
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of rows) if (child !== parent) parents.get(child)?.add(parent);

  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: Set<string>) => {
    if (placed.has(table)) return;
    if (path.has(table)) throw new Error(`Foreign keys form a cycle through ${table}`);
    path.add(table);
    for (const parent of parents.get(table) ?? []) place(parent, path);
    path.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) place(table, new Set());
  return ordered;
}
