import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@shop/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { EmailMessage } from '../email/email-message';
import { enqueueEmail } from '../email/outbox-repository';
import { CV_MEDIA_TYPES, type CvKind } from './cv-content';

export interface CareerApplication {
  name: string;
  email: string;
  /** E.164, or null. */
  phone: string | null;
  position: string;
  department: string;
  privacyTextVersion: string;
  website: string | null;
  message: string;
  language: Locale;
  cv: { originalName: string; kind: CvKind; content: Buffer };
}

/** The folder of the CVs inside the uploads folder. */
export const cvFolder = (uploadsDir: string): string => path.join(uploadsDir, 'cv');

/**
 * Keeps an accepted application: the CV under a new random name (readable by the server's user
 * only), then its row with the candidate's consent and, in the same transaction, the confirmation
 * e-mail to the outbox. A row that cannot be written takes its file with it, so no file is ever
 * left that no application names.
 */
export async function storeApplication(
  db: Kysely<Database>,
  uploadsDir: string,
  application: CareerApplication,
  confirmation: EmailMessage,
): Promise<void> {
  const folder = cvFolder(uploadsDir);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const storedName = `${randomUUID()}.${application.cv.kind}`;
  const file = path.join(folder, storedName);
  await writeFile(file, application.cv.content, { flag: 'wx', mode: 0o600 });
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('cv_submissions')
        .values({
          applicant_name: application.name,
          email: application.email,
          phone: application.phone,
          position: application.position,
          privacy_text_version: application.privacyTextVersion,
          privacy_consented_at: sql<Date>`now()`,
          department: application.department,
          website: application.website,
          message: application.message,
          language: application.language,
          stored_name: storedName,
          original_name: application.cv.originalName.slice(0, 255),
          media_type: CV_MEDIA_TYPES[application.cv.kind],
          size_bytes: application.cv.content.length,
        })
        .execute();
      await enqueueEmail(trx, confirmation);
    });
  } catch (error) {
    await unlink(file).catch(() => undefined);
    throw error;
  }
}
