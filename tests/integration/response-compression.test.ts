import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { createTestApp } from '../helpers/test-app';

/*
 * A browser that accepts brotli or gzip gets the built app's files as the build compressed them
 * and the API's JSON compressed on the way; one that accepts neither gets them as they are.
 */

let database: TestDatabase;
let app: FastifyInstance;
let staticDir: string;
const script = `export const greeting = ${JSON.stringify('bonjour '.repeat(400))};\n`;

beforeAll(async () => {
  database = await createTestDatabase();
  staticDir = mkdtempSync(join(tmpdir(), 'fleet-portal-compressed-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Fleet portal</title>');
  writeFileSync(join(staticDir, 'assets/app-1.js'), script);
  writeFileSync(join(staticDir, 'assets/app-1.js.br'), brotliCompressSync(script));
  writeFileSync(join(staticDir, 'assets/app-1.js.gz'), gzipSync(script));
  app = await createTestApp(database.db, { staticDir });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (staticDir) rmSync(staticDir, { recursive: true, force: true });
});

// Compression is the HTTP layer's, whatever the database: vitest.config.ts runs this on PostgreSQL alone.
describe('compressed answers', () => {
  it('sends a built file as its brotli or gzip copy, and as it is to a browser that accepts neither', async () => {
    const br = await app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url: '/assets/app-1.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses the language pack for a browser that accepts it, with the same messages', async () => {
    const url = '/api/Content/LanguagesPack/fr-CA.json?time=1';
    const plain = await app.inject({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    const decoded = brotliDecompressSync(compressed.rawPayload).toString();
    expect(compressed.rawPayload.length).toBeLessThan(decoded.length / 2);
    expect(JSON.parse(decoded)).toEqual(JSON.parse(plain.body));
  });
});
