import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../schema';

type Db = Kysely<Database>;

/** Where a sequence stands: the value `nextval` gave last, and whether it has given it yet. */
export interface SequenceState {
  lastValue: string;
  isCalled: boolean;
}

/**
 * Sequences the shop draws from in code rather than through a column's default, with the highest
 * number already handed out: `order_number_seq` ends every order number (`IT-2026-000123`).
 * A sequence added later this way must be named here, or a move cannot check it.
 */
const SEQUENCES_USED_IN_CODE: Record<string, RawBuilder<string | null>> = {
  order_number_seq: sql<
    string | null
  >`(select max(substring(number from '(\\d+)$')::bigint)::text from orders)`,
};

/** The schema's sequences by name, owned by a column or not, with where each stands. */
export async function readSequences(db: Db): Promise<Record<string, SequenceState>> {
  const names = await listSequences(db);
  const states: Record<string, SequenceState> = {};
  for (const name of names) {
    const { rows } = await sql<{ last_value: string; is_called: boolean }>`
      select last_value::text, is_called from ${sql.table(name)}`.execute(db);
    const row = rows[0];
    if (row) states[name] = { lastValue: row.last_value, isCalled: row.is_called };
  }
  return states;
}

export async function listSequences(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'S' and n.nspname = 'public' order by c.relname`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * Sets every sequence of `target` where the source's stands: the ones a column owns and the ones
 * only code draws from alike. Throws, naming it, when the target lacks one of the source's.
 */
export async function carrySequences(
  states: Record<string, SequenceState>,
  target: Db,
): Promise<void> {
  const present = new Set(await listSequences(target));
  const missing = Object.keys(states).filter((name) => !present.has(name));
  if (missing.length > 0) {
    throw new Error(
      `The target has no sequence ${missing.join(', ')}: its schema is not the shop's.`,
    );
  }
  for (const [name, { lastValue, isCalled }] of Object.entries(states)) {
    await sql`select setval(${name}::regclass, ${lastValue}::bigint, ${isCalled})`.execute(target);
  }
}

/**
 * Each sequence whose next value would repeat a number already used (a key of a row, an order
 * number), as a sentence: a database with any of these fails its next insert.
 */
export async function sequenceProblems(db: Db): Promise<string[]> {
  const states = await readSequences(db);
  const used = await highestUsed(db);
  const problems: string[] = [];
  for (const [name, state] of Object.entries(states)) {
    const next = BigInt(state.lastValue) + (state.isCalled ? 1n : 0n);
    for (const { what, max } of used.get(name) ?? []) {
      if (max !== null && next <= BigInt(max)) {
        problems.push(`${name} would give ${next} next, but ${what} already holds ${max}`);
      }
    }
  }
  return problems;
}

/** Per sequence, the highest value of each thing drawn from it (null: nothing yet). */
async function highestUsed(db: Db): Promise<Map<string, { what: string; max: string | null }[]>> {
  // A column uses a sequence it owns (serial, identity) or names in its default.
  const { rows: columns } = await sql<{ sequence: string; table_name: string; column: string }>`
    select distinct s.relname as sequence, t.relname as table_name, a.attname as column
    from pg_depend d
    join pg_class s on s.oid = d.objid and s.relkind = 'S'
    join pg_class t on t.oid = d.refobjid
    join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
    join pg_namespace n on n.oid = s.relnamespace and n.nspname = 'public'
    where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
      and d.deptype in ('a', 'i')
    union
    select distinct s.relname, t.relname, a.attname
    from pg_depend d
    join pg_attrdef ad on ad.oid = d.objid
    join pg_class s on s.oid = d.refobjid and s.relkind = 'S'
    join pg_class t on t.oid = ad.adrelid
    join pg_attribute a on a.attrelid = t.oid and a.attnum = ad.adnum
    join pg_namespace n on n.oid = s.relnamespace and n.nspname = 'public'
    where d.classid = 'pg_attrdef'::regclass`.execute(db);
  const used = new Map<string, { what: string; max: string | null }[]>();
  const add = (sequence: string, what: string, max: string | null) =>
    used.set(sequence, [...(used.get(sequence) ?? []), { what, max }]);
  for (const { sequence, table_name: table, column } of columns) {
    const { rows } = await sql<{ max: string | null }>`
      select max(${sql.ref(column)})::text as max from ${sql.table(table)}`.execute(db);
    add(sequence, `${table}.${column}`, rows[0]?.max ?? null);
  }
  const present = new Set(await listSequences(db));
  for (const [sequence, query] of Object.entries(SEQUENCES_USED_IN_CODE)) {
    if (!present.has(sequence)) continue;
    const { rows } = await sql<{ max: string | null }>`select ${query} as max`.execute(db);
    add(sequence, 'the numbers drawn from it', rows[0]?.max ?? null);
  }
  return used;
}
