import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import {
  multipart,
  realDocx,
  realPdf,
  windowsProgram,
  type MultipartPart,
} from '../helpers/cv-files';

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

function fields(overrides: Record<string, string | null> = {}): MultipartPart[] {
  const values: Record<string, string | null> = {
    department: 'design',
    website: 'https://giulia-bianchi.example.com/portfolio',
    message: 'Vorrei entrare nel vostro ufficio stile.',
    ...overrides,
  };
  return Object.entries(values).flatMap(([name, value]) =>
    value === null ? [] : [{ name, value }],
  );
}

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

/** Runs `refused` and checks that it left no file and no row. */
async function expectNothingStored(refused: () => Promise<void>) {
  const filesBefore = storedFiles();
  const rowsBefore = await storedRows();
  await refused();
  expect(storedFiles()).toEqual(filesBefore);
  expect(await storedRows()).toEqual(rowsBefore);
}

test('accepts a real PDF: stored under a random name outside the web root, with its row', async () => {
  const pdf = realPdf();

  const response = await apply([...fields(), cv('Giulia Bianchi CV.pdf', pdf, 'application/pdf')]);

  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual({ message: RECEIVED });
  const rows = await storedRows();
  const row = rows.at(-1);
  expect(row).toMatchObject({
    department: 'design',
    website: 'https://giulia-bianchi.example.com/portfolio',
    message: 'Vorrei entrare nel vostro ufficio stile.',
    language: 'it',
    original_name: 'Giulia Bianchi CV.pdf',
    media_type: 'application/pdf',
    size_bytes: pdf.length,
  });
  expect(row?.stored_name).toMatch(/^[0-9a-f-]{36}\.pdf$/);
  const file = path.join(uploadsDir, 'cv', row?.stored_name ?? '');
  expect(readFileSync(file)).toEqual(pdf);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  // Neither the shell's files nor any URL of the shop reach it.
  expect(path.relative(shop.config.shellDist, file).startsWith('..')).toBe(true);
  const guess = await shop.app.inject({ url: `/cv/${row?.stored_name}` });
  expect(guess.body).not.toContain('%PDF');
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
  ['the department', fields({ department: null }), 'Scegli il reparto che ti interessa'],
  ['the message', fields({ message: null }), 'Il campo è obbligatorio'],
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
