import { sql, type Kysely } from 'kysely';

/**
 * Who applies (issue 28, item 7): the candidate's name, e-mail and phone (optional, E.164), the
 * open position, and the privacy consent with the version of the notice agreed to and when. The
 * columns stay empty for the anonymous applications taken before; the API fills them for every
 * new one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('cv_submissions')
    .addColumn('applicant_name', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('position', 'text')
    .addColumn('privacy_text_version', 'text')
    .addColumn('privacy_consented_at', 'timestamptz')
    .execute();
  await sql`
    alter table cv_submissions add constraint cv_submissions_consent_check
    check ((email is null) = (privacy_consented_at is null)
       and (privacy_text_version is null) = (privacy_consented_at is null))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('cv_submissions')
    .dropConstraint('cv_submissions_consent_check')
    .execute();
  await db.schema
    .alterTable('cv_submissions')
    .dropColumn('applicant_name')
    .dropColumn('email')
    .dropColumn('phone')
    .dropColumn('position')
    .dropColumn('privacy_text_version')
    .dropColumn('privacy_consented_at')
    .execute();
}
