import { sql, type Kysely } from 'kysely';

const PROFILE_COLUMNS = ['name', 'last_name', 'birthday', 'gender', 'interest'] as const;

/**
 * A registration waiting for its e-mailed link keeps the shopper's profile (name, birthday, the
 * optional answers) as the contract's object, in one JSON column: a field added to
 * `RegisterRequest` needs a column on `customers` only, not a second one here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('pending_registrations')
    .addColumn('profile', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await sql`
    update pending_registrations
    set profile = jsonb_strip_nulls(jsonb_build_object(
      'name', name, 'lastName', last_name, 'birthday', birthday,
      'gender', gender, 'interest', interest
    ))
  `.execute(db);
  for (const column of PROFILE_COLUMNS) {
    await db.schema.alterTable('pending_registrations').dropColumn(column).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('pending_registrations')
    .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('birthday', 'text')
    .addColumn('gender', 'text')
    .addColumn('interest', 'text')
    .execute();
  await sql`
    update pending_registrations
    set name = coalesce(profile->>'name', ''), last_name = coalesce(profile->>'lastName', ''),
        birthday = profile->>'birthday', gender = profile->>'gender',
        interest = profile->>'interest'
  `.execute(db);
  await db.schema.alterTable('pending_registrations').dropColumn('profile').execute();
}
