import { get } from 'node:http';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { readPdfText, readXlsx } from '../../tests/helpers/read-exports';
import { errorHandler, HttpError, SYSTEM_ERROR_MESSAGE } from '../plugins/error-handler';
import { sampleDocument } from './__fixtures__/sample-report';
import type { ReportDocument } from './report-model';
import { EXPORT_CONTENT_TYPES, sendExport } from './send-export';

interface LogLine {
  level: number;
  msg: string;
  err?: { message: string };
}

const endless = { produced: 0, closed: false };

/** A source that only ends when the reader stops, like a cursor over a huge table. */
async function* endlessRows() {
  endless.produced = 0;
  endless.closed = false;
  try {
    for (;;) yield { n: endless.produced++ };
  } finally {
    endless.closed = true;
  }
}

async function exportApp(): Promise<{ app: FastifyInstance; logs: LogLine[] }> {
  const logs: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs.push(JSON.parse(chunk.toString()) as LogLine);
      callback();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  await app.register(errorHandler);
  app.get<{ Params: { format: 'xlsx' | 'pdf' } }>('/endless/:format', (request, reply) => {
    const document = sampleDocument({ unitOfMeasurement: 'imperial' });
    document.sections = [{ columns: [{ key: 'n', header: 'N', kind: 'integer' }], rows: endlessRows() }];
    return sendExport(reply, document, { format: request.params.format, fileName: 'endless' });
  });
  app.get<{ Params: { format: 'xlsx' | 'pdf' }; Querystring: { failAfter?: string; deny?: string } }>('/export/:format', (request, reply) => {
    const failAfter = request.query.failAfter === undefined ? undefined : Number(request.query.failAfter);
    const document: ReportDocument = sampleDocument({ unitOfMeasurement: 'imperial', failAfter, readings: failAfter ? 3_000 : 300 });
    if (request.query.deny) {
      document.sections[0] = {
        columns: [{ key: 'a', header: 'A' }],
        rows: { [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new HttpError(403, 'You cannot see this account')) }) },
      };
    }
    return sendExport(reply, document, { format: request.params.format, fileName: 'Checkpoint März/2024' });
  });
  await app.ready();
  return { app, logs };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('sendExport', () => {
  it('streams an Excel download with attachment headers', async () => {
    const built = await exportApp();
    app = built.app;
    const response = await app.inject({ method: 'GET', url: '/export/xlsx' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(EXPORT_CONTENT_TYPES.xlsx);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="Checkpoint Marz 2024.xlsx"; filename*=UTF-8''Checkpoint%20M%C3%A4rz%202024.xlsx`);
    expect(response.headers['cache-control']).toBe('no-store');
    const { sheets } = await readXlsx(response.rawPayload);
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Tire readings', 'Summary by position']);
  });

  it('streams a PDF download', async () => {
    app = (await exportApp()).app;
    const response = await app.inject({ method: 'GET', url: '/export/pdf' });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect((await readPdfText(response.rawPayload)).pages[0]).toContain('Checkpoint report');
  });

  it('answers with the error when the query fails before the first byte', async () => {
    const built = await exportApp();
    app = built.app;
    const denied = await app.inject({ method: 'GET', url: '/export/xlsx?deny=1' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ status: 403, message: 'You cannot see this account' });
    expect(denied.headers['content-disposition']).toBeUndefined();

    const failed = await app.inject({ method: 'GET', url: '/export/pdf?failAfter=0' });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ message: SYSTEM_ERROR_MESSAGE });
    expect(built.logs.some((line) => line.msg === 'export failed while streaming')).toBe(false);
  });

  it('cuts the download short and logs when the query fails mid-stream, without crashing', async () => {
    const built = await exportApp();
    app = built.app;
    // Headers and part of the file are out: the only honest signal left is a broken connection.
    await expect(app.inject({ method: 'GET', url: '/export/xlsx?failAfter=1500' })).rejects.toThrow(/destroyed/);
    await expect.poll(() => built.logs.some((line) => line.msg === 'export failed while streaming' && line.err?.message === 'reading query failed')).toBe(true);
    // The server still serves the next request.
    expect((await app.inject({ method: 'GET', url: '/export/pdf' })).statusCode).toBe(200);
  });

  it.each(['xlsx', 'pdf'] as const)('stops reading rows when the client cancels a %s download', async (format) => {
    const built = await exportApp();
    app = built.app;
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve, reject) => {
      const request = get(`${address}/endless/${format}`, (response) => {
        expect(response.statusCode).toBe(200);
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    });
    await expect.poll(() => endless.closed, { timeout: 5_000 }).toBe(true);
    const producedAtClose = endless.produced;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(endless.produced).toBe(producedAtClose);
    await expect.poll(() => built.logs.some((line) => line.msg === 'export download cancelled by the client')).toBe(true);
  });
});
