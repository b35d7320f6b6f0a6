import { fileTypeFromBuffer } from 'file-type/core';
import type { CV_EXTENSIONS } from '@shop/shared/contracts';

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
 * `file-type/core` is the package's runtime-neutral entry: detection from a buffer is all the
 * shop needs, and it loads under the API's CommonJS tests as well as in the ES module build.
 */
export async function cvKindOf(content: Uint8Array): Promise<CvKind | null> {
  const type = await fileTypeFromBuffer(content);
  if (type?.ext === 'pdf') return 'pdf';
  if (type?.ext === 'docx') return 'docx';
  if (type?.ext === 'cfb' && Buffer.from(content).includes(WORD_STREAM)) return 'doc';
  return null;
}
