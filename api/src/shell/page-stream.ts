import { Readable } from 'node:stream';
import {
  FRAME_RENDERED_ATTRIBUTE,
  PAGE_RENDERED_ATTRIBUTE,
  ROOT_ELEMENT_ID,
} from '@shop/shared/contracts';
import type { DocumentAroundRoot } from './page-document';

/**
 * The page as it goes out: the document's head at once (its preloads start the browser's
 * downloads), then the root element with the rendering streamed into it as it comes, then the
 * rest. A rendering that fails before its first piece leaves the root empty, and the browser
 * renders the page as it does without server rendering; one that fails later keeps what it sent.
 */
export function streamPage(
  document: DocumentAroundRoot,
  rendering: Readable | null,
  { withPage, onFailure }: { withPage: boolean; onFailure: (error: unknown) => void },
): Readable {
  async function* pieces(): AsyncGenerator<string> {
    yield document.before;
    let opened = false;
    if (rendering) {
      try {
        for await (const html of rendering) {
          if (!opened) {
            yield rootElement(withPage);
            opened = true;
          }
          yield String(html);
        }
      } catch (error) {
        onFailure(error);
      }
    }
    yield opened ? '</div>' : document.emptyRoot;
    yield document.after;
  }
  return Readable.from(pieces(), { objectMode: false });
}

/** The root element's opening tag, marked with what the server rendered into it. */
function rootElement(withPage: boolean): string {
  const page = withPage ? ` ${PAGE_RENDERED_ATTRIBUTE}=""` : '';
  return `<div id="${ROOT_ELEMENT_ID}" ${FRAME_RENDERED_ATTRIBUTE}=""${page}>`;
}
