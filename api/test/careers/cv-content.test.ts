import { cvKindOf } from '../../src/careers/cv-content';
import { DOCX_PARTS, realDocx, realPdf, windowsProgram, zip } from '../helpers/cv-files';

/** `realPdf()` with `extra` slipped in among its objects, offsets left as they were. */
const pdfWith = (extra: Buffer | string) => {
  const pdf = realPdf();
  const at = pdf.indexOf('1 0 obj');
  return Buffer.concat([
    pdf.subarray(0, at),
    Buffer.from(extra as string, 'latin1'),
    pdf.subarray(at),
  ]);
};

/** A PDF 1.5 whose cross-reference is a stream (what most current writers produce). */
function pdfWithXrefStream(): Buffer {
  let pdf = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  pdf += '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n';
  pdf += '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n';
  const xref = pdf.length;
  const entries =
    '\x00\x00\x00\x00\x00\xff\xff\x01\x00\x00\x00\x0f\x00\x00\x01\x00\x00\x00\x40\x00\x00';
  pdf += `3 0 obj\n<< /Type /XRef /Size 3 /W [1 4 2] /Root 1 0 R /Length ${entries.length} >>\nstream\n${entries}\nendstream\nendobj\n`;
  pdf += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

function elfProgram(): Buffer {
  const program = Buffer.alloc(64);
  program.write('\x7fELF', 0, 'latin1');
  program.set([2, 1, 1], 4);
  return program;
}

describe('a CV is what its content is built as, not only what its first bytes say', () => {
  it('takes real PDFs (cross-reference table or stream) and DOCX files, stored or deflated', async () => {
    expect(await cvKindOf(realPdf())).toBe('pdf');
    expect(await cvKindOf(pdfWithXrefStream())).toBe('pdf');
    expect(await cvKindOf(realDocx())).toBe('docx');
    expect(await cvKindOf(realDocx({ deflate: true }))).toBe('docx');
  });

  it('is not fooled by letters that only look like a program or markup', async () => {
    expect(await cvKindOf(realPdf('MZ Rossi, ELF designer, <3 html'))).toBe('pdf');
  });

  it('refuses a "PDF" whose body is a web page carrying a program', async () => {
    const polyglot = Buffer.concat([
      Buffer.from('%PDF-1.4\n<html><body><script>location="https://evil.example"</script>'),
      windowsProgram(),
      Buffer.from('</body></html>\n%%EOF\n'),
    ]);
    expect(await cvKindOf(polyglot)).toBeNull();
  });

  it('refuses a well-built PDF with a web page or a program inside', async () => {
    expect(await cvKindOf(pdfWith('%<!DOCTYPE html><p>hi</p>\n'))).toBeNull();
    expect(await cvKindOf(pdfWith('<SCRIPT>alert(1)</SCRIPT>\n'))).toBeNull();
    expect(await cvKindOf(pdfWith(windowsProgram()))).toBeNull();
    expect(await cvKindOf(pdfWith(elfProgram()))).toBeNull();
  });

  it('refuses a PDF header on something that is not built as a PDF', async () => {
    const pdf = realPdf().toString('latin1');
    const noEof = pdf.replace('%%EOF', '');
    const noXref = pdf.slice(0, pdf.indexOf('xref')) + 'startxref\n9\n%%EOF\n';
    const xrefOutside = pdf.replace(/startxref\n\d+/, 'startxref\n999999');
    const headerLater = ` ${pdf}`;
    for (const text of [noEof, noXref, xrefOutside, headerLater, '%PDF-1.4\n%%EOF\n']) {
      expect(await cvKindOf(Buffer.from(text, 'latin1'))).toBeNull();
    }
  });

  it('refuses a zip that calls itself a Word document but lacks its main part', async () => {
    const contentTypes = DOCX_PARTS['[Content_Types].xml'] ?? '';
    expect(await cvKindOf(zip({ '[Content_Types].xml': contentTypes }))).toBeNull();
    expect(
      await cvKindOf(zip({ ...DOCX_PARTS, 'word/document.xml': '<html><body>hi</body></html>' })),
    ).toBeNull();
    expect(await cvKindOf(zip({ ...DOCX_PARTS, 'word/setup.exe': windowsProgram() }))).toBeNull();
  });

  it('refuses a program and a truncated Word document', async () => {
    expect(await cvKindOf(windowsProgram())).toBeNull();
    const docx = realDocx();
    expect(await cvKindOf(docx.subarray(0, docx.length - 30))).toBeNull();
  });
});
