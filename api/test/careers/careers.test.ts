import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CAREER_PRIVACY_TEXT_VERSION } from '@shop/shared/contracts/careers';
import { CAREER_CONFIRMATION_KIND as CAREER_KIND } from '../../src/careers/careers-emails';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import {
  multipart,
  realDocx,
  realPdf,
  windowsProgram,
  type MultipartPart,
} from '../helpers/cv-files';
import { applicationFields as fields } from '../helpers/career-application';
import { outboxFor } from '../helpers/outbox';

let shop: TestApp;
let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'shop-uploads-'));
  shop = await buildTestApp({
    uploadsDir,
    careerLimitPerClient: { limit: 1000, windowSeconds: 3600 },
  });
});
afterAll(async () => {
  await shop.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const INVALID_FORM = 'Il modulo inviato non è valido: ricarica la pagina e riprova.';
const RECEIVED =
  'Grazie! Abbiamo ricevuto la tua candidatura: se il tuo profilo è in linea con le posizioni aperte ti contatteremo.';

const storedFiles = () => {
  try {
    return readdirSync(path.join(uploadsDir, 'cv'));
  } catch {
    return [];
  }
};
const storedRows = () => shop.database.db.selectFrom('cv_submissions').selectAll().execute();

const cv = (filename: string, content: Buffer, type?: string): MultipartPart => ({
  name: 'cv',
  value: { filename, content, ...(type && { type }) },
});

function apply(parts: MultipartPart[], lang = 'it') {
  const { payload, contentType } = multipart(parts);
  return shop.app.inject({
    method: 'POST',
    url: `/api/careers?lang=${lang}`,
    headers: { 'content-type': contentType },
    payload,
  });
}

const outboxRows = () =>
  shop.database.db
    .selectFrom('email_outbox')
    .select('id')
    .where('kind', '=', CAREER_KIND)
    .execute();

/** Runs `refused` and checks that it left no file, no row and no e-mail. */
async function expectNothingStored(refused: () => Promise<void>) {
  const filesBefore = storedFiles();
  const rowsBefore = await storedRows();
  const emailsBefore = await outboxRows();
  await refused();
  expect(storedFiles()).toEqual(filesBefore);
  expect(await storedRows()).toEqual(rowsBefore);
  expect(await outboxRows()).toEqual(emailsBefore);
}

test('accepts a real PDF: stored under a random name outside the web root, with its row', async () => {
  const pdf = realPdf();

  const response = await apply([...fields(), cv('Giulia Bianchi CV.pdf', pdf, 'application/pdf')]);

  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual({ message: RECEIVED });
  const rows = await storedRows();
  const row = rows.at(-1);
  expect(row).toMatchObject({
    applicant_name: 'Giulia Bianchi',
    email: 'giulia.bianchi@example.it',
    phone: '+393331234567',
    position: 'junior-designer',
    department: 'design',
    privacy_text_version: CAREER_PRIVACY_TEXT_VERSION,
    website: 'https://giulia-bianchi.example.com/portfolio',
    message: 'Vorrei entrare nel vostro ufficio stile.',
    language: 'it',
    original_name: 'Giulia Bianchi CV.pdf',
    media_type: 'application/pdf',
    size_bytes: pdf.length,
  });
  expect(row?.privacy_consented_at).toBeInstanceOf(Date);
  expect(row?.stored_name).toMatch(/^[0-9a-f-]{36}\.pdf$/);
  const file = path.join(uploadsDir, 'cv', row?.stored_name ?? '');
  expect(readFileSync(file)).toEqual(pdf);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  // Neither the shell's files nor any URL of the shop reach it.
  expect(path.relative(shop.config.shellDist, file).startsWith('..')).toBe(true);
  const guess = await shop.app.inject({ url: `/cv/${row?.stored_name}` });
  expect(guess.body).not.toContain('%PDF');
});

test('confirms the application to the candidate by e-mail, in the language applied in', async () => {
  const email = 'john.smith@example.com';
  const response = await apply(
    [
      ...fields({ name: 'John Smith', email, position: 'warehouse-operator' }),
      cv('CV.pdf', realPdf()),
    ],
    'en',
  );
  expect(response.statusCode).toBe(201);

  const [sent, ...more] = await outboxFor(shop.database.db, email);
  expect(more).toEqual([]);
  expect(sent).toMatchObject({
    kind: CAREER_KIND,
    language: 'en',
    subject: 'We have received your application: Warehouse operator',
  });
  expect(sent?.text_body).toContain('Hello John Smith,');
  expect(sent?.text_body).toContain('We have received your CV (CV.pdf)');
  expect(sent?.text_body).toContain(`privacy notice (version ${CAREER_PRIVACY_TEXT_VERSION})`);
  expect(sent?.text_body).toContain(`${shop.config.storeOrigins.intl}/en/pages/career`);
  expect(sent?.html_body).toContain('<p>Hello John Smith,</p>');
});

test('takes an application without a phone, and names and e-mails that need escaping', async () => {
  const email = 'o.brien@example.ie';
  const response = await apply([
    ...fields({ phone: '', name: "Seán <O'Brien>", email }),
    cv('cv.pdf', realPdf()),
  ]);
  expect(response.statusCode).toBe(201);
  expect((await storedRows()).at(-1)).toMatchObject({
    phone: null,
    applicant_name: "Seán <O'Brien>",
  });
  const [sent] = await outboxFor(shop.database.db, email);
  expect(sent?.subject).toBe('Abbiamo ricevuto la tua candidatura: Junior designer abbigliamento');
  expect(sent?.html_body).toContain('Ciao Seán &lt;O&#39;Brien&gt;,');
});

test('accepts a DOCX, and a CV field that comes before the others', async () => {
  const response = await apply([cv('cv.DOCX', realDocx()), ...fields({ website: null })], 'en');

  expect(response.statusCode).toBe(201);
  expect((await storedRows()).at(-1)).toMatchObject({
    website: null,
    language: 'en',
    media_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });
});

test('refuses a 6 MB file with a clear message, storing nothing', async () => {
  const big = Buffer.concat([realPdf(), Buffer.alloc(6 * 1024 * 1024, 0x20)]);

  await expectNothingStored(async () => {
    const response = await apply([...fields(), cv('cv.pdf', big, 'application/pdf')]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Il CV supera i 5 MB: allega un file più piccolo' });
  });
});

test('refuses a program renamed to .pdf (checked by content, not name), storing nothing', async () => {
  await expectNothingStored(async () => {
    const response = await apply([...fields(), cv('cv.pdf', windowsProgram(), 'application/pdf')]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Il CV deve essere un file PDF, DOC o DOCX' });
  });
});

test('refuses a "PDF" whose body is a web page carrying a program, storing nothing', async () => {
  const polyglot = Buffer.concat([
    Buffer.from('%PDF-1.4\n<html><body><script>location="https://evil.example"</script>'),
    windowsProgram(),
    Buffer.from('</body></html>\nstartxref\n9\n%%EOF\n'),
  ]);
  await expectNothingStored(async () => {
    const response = await apply([...fields(), cv('cv.pdf', polyglot, 'application/pdf')], 'en');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Your CV must be a PDF, DOC or DOCX file' });
  });
});

test('refuses a real PDF under a name that is not PDF, DOC or DOCX', async () => {
  await expectNothingStored(async () => {
    const response = await apply([...fields(), cv('cv.exe', realPdf())], 'en');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Your CV must be a PDF, DOC or DOCX file' });
  });
});

test.each([
  ['a name', fields({ name: null }), 'Il campo è obbligatorio'],
  ['an e-mail address', fields({ email: null }), 'Il campo è obbligatorio'],
  ['a valid e-mail address', fields({ email: 'giulia@example' }), 'La email inserita non è valida'],
  [
    'a valid phone',
    fields({ phone: '0000000' }),
    'Il numero di telefono inserito non è valido: per un numero estero indica il prefisso, ad esempio +44',
  ],
  ['the position', fields({ position: null }), 'Scegli la posizione per cui ti candidi'],
  ['an open position', fields({ position: 'design' }), 'Scegli la posizione per cui ti candidi'],
  ['the message', fields({ message: null }), 'Il campo è obbligatorio'],
  ['the privacy consent', fields({ privacyConsent: null }), 'È necessario accettare la privacy'],
  ['a consent text version', fields({ privacyTextVersion: 'latest' }), INVALID_FORM],
])('refuses an application without %s, storing nothing', async (_missing, parts, message) => {
  await expectNothingStored(async () => {
    const response = await apply([...parts, cv('cv.pdf', realPdf())]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

test('refuses an application without a CV, or with an empty file chooser', async () => {
  await expectNothingStored(async () => {
    for (const parts of [fields(), [...fields(), cv('', Buffer.alloc(0))]]) {
      const response = await apply(parts, 'en');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Attach your CV as a PDF, DOC or DOCX file' });
    }
  });
});

test('refuses a website that is not a web address, and a form of another site', async () => {
  await expectNothingStored(async () => {
    const bad = await apply([
      ...fields({ website: 'javascript:alert(1)' }),
      cv('cv.pdf', realPdf()),
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Inserisci un indirizzo web valido/);

    const { payload, contentType } = multipart([...fields(), cv('cv.pdf', realPdf())]);
    const foreign = await shop.app.inject({
      method: 'POST',
      url: '/api/careers?lang=it',
      headers: {
        'content-type': contentType,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      payload,
    });
    expect(foreign.statusCode).toBe(403);
  });
});
