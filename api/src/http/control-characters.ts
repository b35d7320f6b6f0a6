import type { FastifyInstance } from 'fastify';
import { bodyMessages } from './body-messages';
import { errorBody } from './error-handling';
import { requestLocale } from './request-locale';

/** C0 controls, DEL and C1 controls: nothing a shopper types, and NUL breaks PostgreSQL text. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same but tab, line feed and carriage return, which a text area sends. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** A UTF-16 surrogate without its other half: not a character, and not storable as UTF-8. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a text holds only characters a form field may send (line breaks if `multiline`). */
export function isCleanText(text: string, { multiline = false } = {}): boolean {
  return !(multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(text) && !LONE_SURROGATE.test(text);
}

/**
 * The first field of a parsed body or query (by its path: `shippingAddress.city`, `stock[2].sku`)
 * whose value or name holds a control character or a lone surrogate, or null when there is none.
 * JSON bodies are bounded in depth before they are parsed (`JSON_BODY_SHAPE`), so the recursion is.
 */
export function fieldWithControlCharacters(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isCleanText(value) ? null : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = fieldWithControlCharacters(item, `${path}[${index}]`);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${printable(key)}` : printable(key);
      if (!isCleanText(key)) return field;
      const found = fieldWithControlCharacters(item, field);
      if (found !== null) return found;
    }
  }
  return null;
}

/** A name as it can be shown in a message: its control characters escaped as JSON does. */
function printable(name: string): string {
  return isCleanText(name) ? name : JSON.stringify(name).slice(1, -1);
}

/** A parsed body (object or array); not the text or bytes a route keeps raw. */
function parsedBody(body: unknown): unknown {
  return typeof body === 'object' && body !== null && !ArrayBuffer.isView(body) ? body : undefined;
}

/**
 * Refuses, before any route reads them, a query, path parameter or parsed body whose strings hold
 * control characters (400 naming the field, in the request's language): once for every route
 * rather than field by field. A body a route keeps as raw text (a signed webhook) is not a form
 * and is left alone; multipart forms are checked by their route, which reads the parts.
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const field =
      fieldWithControlCharacters(request.query) ??
      fieldWithControlCharacters(request.params) ??
      fieldWithControlCharacters(parsedBody(request.body));
    if (field === null) return;
    request.log.info({ field }, 'control characters refused');
    return reply
      .code(400)
      .send(errorBody(bodyMessages[requestLocale(request)].controlCharacter(field)));
  });
}
