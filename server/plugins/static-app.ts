import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Serves the built PWA. Paths outside the API that match no file get index.html, so the
 * client router owns them (history mode); API paths get a JSON 404.
 */
export const staticApp = fp(async (app: FastifyInstance) => {
  const root = app.config.staticDir;
  const hasBuild = existsSync(join(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        // Hashed assets never change; the shell and the service worker must always be revalidated.
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/membership/');
    if (!isApi && hasBuild && request.method === 'GET') {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ status: 404, message: 'Not found' });
  });
});
