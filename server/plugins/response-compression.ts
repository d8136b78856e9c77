import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/**
 * Compresses the API's answers for browsers that accept it: the language pack (70 KB of JSON) and
 * report tables travel before a screen can paint, and a tablet in a yard is often on a slow
 * network. Brotli at quality 4 costs about as much CPU as gzip and is still smaller; its default
 * quality 11 is meant for files compressed once. Types that are compressed already (PDF, xlsx,
 * PNG, JPEG) are left as they are, and so are the built app's files, which the build compresses
 * once (./static-app.ts).
 */
export const responseCompression = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
});
