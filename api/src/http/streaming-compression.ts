import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * Compression that sends each piece of a response as it is written. A page streams its head at
 * once (its stylesheets and preloads start the browser's downloads) and its regions as they
 * render; a compressor left to fill its own buffer held all of it until the rendering ended, up to
 * a region's deadline later. A flush costs a few bytes per piece; answers written whole are one.
 */
export const STREAMING_COMPRESSION: FastifyCompressOptions = {
  threshold: 1024,
  brotliOptions: {
    // The plugin's own default (11 costs a server far more CPU for a few per cent).
    params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
    flush: constants.BROTLI_OPERATION_FLUSH,
  },
  zlibOptions: { flush: constants.Z_SYNC_FLUSH },
};
