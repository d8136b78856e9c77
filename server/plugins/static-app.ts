import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { publicScope } from './authenticate';

/** Path prefixes the client router never owns, in whatever spelling a request gives them. */
const SERVER_PATHS = /^\/(api|membership)(\/|$)/;

/**
 * The path as the most lenient reader would take it: duplicate slashes collapsed, dot segments
 * resolved (also encoded ones), percent-encoding decoded, lower case. Decoding repeats until
 * nothing changes, so a doubly encoded path is read as its final spelling too. null when the
 * path cannot be read.
 */
export function leniently(url: string): string | null {
  let path = url.split('?')[0]!;
  for (let round = 0; round < 5; round++) {
    let next: string;
    try {
      next = decodeURIComponent(new URL(path.replace(/\/+/g, '/'), 'http://localhost').pathname.replace(/\/+/g, '/'));
    } catch {
      return null;
    }
    if (next === path) return path.toLowerCase();
    path = next;
  }
  return null;
}

/**
 * Serves the built PWA. Paths outside the API that match no file get index.html, so the
 * client router owns them (history mode); API paths get a JSON 404, also when they are spelt
 * with another case, doubled slashes, dot segments or percent-encoding, so no variant of an
 * API path is ever answered 200.
 */
export const staticApp = fp(async (app: FastifyInstance) => {
  const root = app.config.staticDir;
  const hasBuild = existsSync(join(root, 'index.html'));
  // Its own scope: the files and the shell are public, and nothing else is marked so.
  await app.register(async (scope) => {
    publicScope(scope);
    if (hasBuild) {
      await scope.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The build writes .br and .gz copies of its text files (vite.config.ts): sent to any
        // browser that accepts them, never compressed on each request.
        preCompressed: true,
        setHeaders(res, path) {
          // Hashed assets never change; the shell and the service worker must always be revalidated.
          if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
          else res.header('cache-control', 'no-cache');
        },
      });
    }
    scope.setNotFoundHandler((request, reply) => {
      const path = leniently(request.url);
      const isShell = path !== null && !SERVER_PATHS.test(path);
      if (isShell && hasBuild && request.method === 'GET') {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.status(404).send({ status: 404, message: 'Not found' });
    });
  });
});
