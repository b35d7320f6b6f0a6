import { sql, type Kysely } from 'kysely';

/**
 * Job applications from the careers page (spec §3, CV submission): department, website or
 * portfolio, message, and the CV, kept as a file under a random name in the uploads folder
 * (`stored_name`); the name the candidate gave it is kept only to show to the recruiter.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cv_submissions')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('department', 'text', (col) => col.notNull())
    .addColumn('website', 'text')
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull().check(sql`language in ('it', 'en')`))
    .addColumn('stored_name', 'text', (col) => col.notNull().unique())
    .addColumn('original_name', 'text', (col) => col.notNull())
    .addColumn('media_type', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull().check(sql`size_bytes > 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cv_submissions').execute();
}
