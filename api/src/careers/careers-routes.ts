import fastifyMultipart from '@fastify/multipart';
import {
  CONSENT_TEXT_VERSION_PATTERN,
  storeOfLocale,
  type Locale,
  type StoreId,
} from '@shop/shared/contracts';
import {
  CAREER_POSITIONS,
  CAREER_PRIVACY_TEXT_VERSION,
  CV_MAX_BYTES,
  type CareerApplicationResponse,
} from '@shop/shared/contracts/careers';
import {
  CAREER_TEXT_FIELDS,
  careerConsentProblem,
  careerMessages,
  careerTextProblem,
  cvExtension,
  phoneNumberE164,
} from '@shop/shared/validation';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { RateLimitRule } from '../config';
import type { Database } from '../db/schema';
import { bodyMessages } from '../http/body-messages';
import { isCleanText } from '../http/control-characters';
import { errorBody } from '../http/error-handling';
import { requestLocale } from '../http/request-locale';
import { hitRateLimit } from '../rate-limit/rate-limit';
import { careerConfirmationEmail } from './careers-emails';
import { careersMessages } from './careers-messages';
import { storeApplication } from './careers-repository';
import { cvKindOf } from './cv-content';

export interface CareersRoutesOptions {
  db: Kysely<Database>;
  storeOrigins: Record<StoreId, string>;
  uploadsDir: string;
  limitPerClient: RateLimitRule;
}

/** The form's fields; anything more is not this form. */
const TEXT_FIELDS = new Set<string>([
  ...CAREER_TEXT_FIELDS,
  'privacyConsent',
  'privacyTextVersion',
]);
const TEXT_VERSION = new RegExp(CONSENT_TEXT_VERSION_PATTERN);

/** The careers page of the store of `locale`, for the confirmation's link. */
const careersPageUrl = (storeOrigins: Record<StoreId, string>, locale: Locale) =>
  `${storeOrigins[storeOfLocale(locale)]}${locale === 'it' ? '' : `/${locale}`}/pages/career`;
/** The text area: the one field where line breaks and tabs belong. */
const MULTILINE_FIELD = 'message';

/** The first field (or the CV's name) holding a control character, or null. */
function fieldWithControlCharacters(
  fields: Record<string, string>,
  cvName: string | undefined,
): string | null {
  for (const [name, value] of Object.entries(fields)) {
    if (!isCleanText(value, { multiline: name === MULTILINE_FIELD })) return name;
  }
  return cvName !== undefined && !isCleanText(cvName) ? 'cv' : null;
}

/**
 * `POST /api/careers?lang=` (multipart, `CareerApplicationResponse`): a job application with the
 * candidate's name, e-mail, optional phone, the position, the privacy consent (its text version
 * recorded) and the CV; the candidate is sent a confirmation through the outbox. The CV must be a PDF, DOC or DOCX by its name and by its content (a renamed program is
 * refused) and at most 5 MB; it is read into memory (5 MB at most, the parser stops there) and
 * written to disk only once everything has passed, so a refused upload leaves nothing behind.
 * Answers are in the request's language (`lang`: the file may come before any other field).
 */
export const careersRoutes: FastifyPluginAsync<CareersRoutesOptions> = async (
  app,
  { db, storeOrigins, uploadsDir, limitPerClient },
) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 12, fieldSize: 16 * 1024, parts: 14 },
  });

  app.post('/api/careers', {}, async (request, reply) => {
    const locale = requestLocale(request);
    const messages = { ...careersMessages[locale], ...careerMessages[locale] };
    const refuse = (status: number, message: string) => reply.code(status).send(errorBody(message));

    const limit = await hitRateLimit(db, 'career-client', request.ip, limitPerClient);
    if (!limit.allowed) {
      reply.header('Retry-After', String(limit.retryAfterSeconds));
      return refuse(429, messages.tooManyRequests);
    }
    if (!request.isMultipart()) return refuse(415, messages.invalidForm);

    const fields: Record<string, string> = {};
    let cv: { name: string; content: Buffer } | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const content = await part.toBuffer();
          // A file chooser left empty still sends a part, without a name or content.
          if (part.fieldname !== 'cv') return refuse(400, messages.invalidForm);
          if (content.length > 0 || part.filename) cv = { name: part.filename, content };
        } else if (TEXT_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        } else {
          return refuse(400, messages.invalidForm);
        }
      }
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        return refuse(413, messages.cvTooLarge);
      }
      request.log.info({ err: error }, 'career application not readable');
      return refuse(400, messages.invalidForm);
    }

    const dirty = fieldWithControlCharacters(fields, cv?.name);
    if (dirty) return refuse(400, bodyMessages[locale].controlCharacter(dirty));
    const problem =
      careerTextProblem(fields, locale) ?? careerConsentProblem(fields.privacyConsent, locale);
    if (problem) return refuse(400, problem);
    const privacyTextVersion = fields.privacyTextVersion || CAREER_PRIVACY_TEXT_VERSION;
    if (!TEXT_VERSION.test(privacyTextVersion)) return refuse(400, messages.invalidForm);
    if (!cv || cv.content.length === 0) return refuse(400, messages.cvRequired);
    const named = cvExtension(cv.name);
    const kind = await cvKindOf(cv.content);
    if (!named || kind !== named) {
      request.log.info({ named, kind }, 'CV refused: not a PDF, DOC or DOCX');
      return refuse(415, messages.cvWrongType);
    }

    // The text rules above hold for these fields: a known position, a valid phone or none.
    const position = CAREER_POSITIONS.find((each) => each.code === fields.position?.trim());
    if (!position) return refuse(400, messages.invalidForm);
    const application = {
      name: fields.name?.trim() ?? '',
      email: fields.email?.trim() ?? '',
      phone: phoneNumberE164(fields.phone?.trim() ?? ''),
      position: position.code,
      department: position.department,
      privacyTextVersion,
      website: fields.website?.trim() || null,
      message: fields.message?.trim() ?? '',
      language: locale,
      cv: { originalName: cv.name, kind, content: cv.content },
    };
    const confirmation = careerConfirmationEmail(
      application.email,
      locale,
      { ...application, position: position.code, cvName: cv.name },
      careersPageUrl(storeOrigins, locale),
    );
    await storeApplication(db, uploadsDir, application, confirmation);
    const answer: CareerApplicationResponse = { message: messages.received };
    return reply.code(201).send(answer);
  });
};
