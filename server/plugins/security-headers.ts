import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers on every answer (the app, the API, /api/docs and 404s), by @fastify/helmet.
 * The membership sign-in page sets a stricter policy of its own (a nonce for its one style).
 *
 * The policy allows this origin only, with no inline script anywhere: the build's index.html
 * loads its module scripts from files, the service worker is registered from the bundle, and
 * Swagger UI's page loads its initializer from a file. Exceptions, each needed by a screen:
 * - style-src 'unsafe-inline': ApexCharts writes its stylesheet as a <style> element and sets
 *   style attributes on its SVG (legend markers, tooltips), and Swagger UI renders style
 *   attributes; without it the charts lose their layout and the browser reports violations.
 *   Styles cannot run code, and scripts stay strict.
 * - img-src data: blob:: chart icons and Swagger UI's are data: URLs; camera captures and photos
 *   picked offline are shown from blob: URLs before they are uploaded.
 * - worker-src 'self' blob:: the service worker is a file; ApexCharts' export may use a blob.
 * - script-src 'wasm-unsafe-eval': the VIN scanner compiles the app's own ZXing WebAssembly
 *   (where the browser has no BarcodeDetector); it allows compiling WebAssembly only, not eval.
 * No upgrade-insecure-requests: the embedded default serves plain http on its own port.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
          mediaSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
    });
  },
  { name: 'security-headers' },
);
