import type { Readable } from 'node:stream';

/** A stream's pieces joined, once it has ended (it rejects when the stream fails). */
export async function streamText(stream: Readable): Promise<string> {
  let text = '';
  for await (const piece of stream) text += String(piece);
  return text;
}
