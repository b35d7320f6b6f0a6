import { fileTypeFromBuffer } from 'file-type/core';
import type { CV_EXTENSIONS } from '@shop/shared/contracts/careers';
import { isWellFormedDocx } from './docx-structure';
import { hasEmbeddedProgram } from './embedded-program';
import { isWellFormedPdf } from './pdf-structure';

export type CvKind = (typeof CV_EXTENSIONS)[number];

/** The media type each accepted kind is stored and served to the recruiter as. */
export const CV_MEDIA_TYPES: Record<CvKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The name of a Word 97–2003 document's main stream, as the compound file's directory spells it. */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/**
 * What a file is by its content, whatever it is called: a PDF, a Word document (DOCX, a zip
 * with Word's parts), or a Word 97–2003 document (DOC: a compound file holding a `WordDocument`
 * stream, unlike an installer or a spreadsheet in the same container); null for anything else.
 * The magic number (`file-type`) is only the first look: a PDF must be built as one and hold no
 * web page, a DOCX must have Word's main part, and none may carry a program, since a recruiter
 * opens these files. `file-type/core` is the package's runtime-neutral entry: detection from a
 * buffer is all the shop needs, and it loads under the API's CommonJS tests as well as in the ES
 * module build.
 */
export async function cvKindOf(content: Uint8Array): Promise<CvKind | null> {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  const kind = await claimedKind(bytes);
  if (kind === null || hasEmbeddedProgram(bytes)) return null;
  if (kind === 'pdf' && !isWellFormedPdf(bytes)) return null;
  if (kind === 'docx' && !isWellFormedDocx(bytes)) return null;
  return kind;
}

/** The kind a file's magic number claims. */
async function claimedKind(content: Buffer): Promise<CvKind | null> {
  const type = await fileTypeFromBuffer(content);
  if (type?.ext === 'pdf') return 'pdf';
  if (type?.ext === 'docx') return 'docx';
  if (type?.ext === 'cfb' && content.includes(WORD_STREAM)) return 'doc';
  return null;
}
