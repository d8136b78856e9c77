import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { createInspectionApp, createInspectionFixture, INSPECTION, tinyJpeg } from '../helpers/inspection-fixture';
import { authHeaders } from '../helpers/sign-in';
import { FLEET, LOGINS } from '../helpers/tenancy-fixture';

/**
 * Uploads sent over a real socket the way a broken or hostile client sends them: cut short and
 * then half-closed, or left hanging. Each is answered 400 naming its field within a few seconds
 * (the idle timeout is 1 s here), and nothing of it stays in the blob store.
 */

let database: TestDatabase;
let app: FastifyInstance;
let port: number;
let dealer: Record<string, string>;
const BASE = '/api/v2/fleet_survey';
const BOUNDARY = '----upload-limits-boundary';
const { inspection, tires } = INSPECTION;

beforeAll(async () => {
  database = await createTestDatabase();
  await createInspectionFixture(database.db);
  app = await createInspectionApp(database.db, { UPLOAD_IDLE_SECONDS: 1 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
  dealer = await authHeaders(app, LOGINS.dealer1);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface Answer {
  status: number;
  body: { errors?: { field: string }[] } | null;
  ms: number;
}

/** Sends the head and the given bytes of a body that claims `declaredLength`, then half-closes or stalls; resolves with the answer. */
function rawUpload(path: string, contentType: string, bytes: Buffer, end: 'half-close' | 'stall', declaredLength = bytes.length + 4096): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const headers = { ...dealer, host: `127.0.0.1:${port}`, 'content-type': contentType, 'content-length': String(declaredLength) };
    const head = `POST ${BASE}/${path} HTTP/1.1\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n`;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('no answer within 10 s'));
    }, 10_000);
    /** The first answer, once all of it arrived (its body is as long as its Content-Length). */
    const finish = () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const headEnd = text.indexOf('\r\n\r\n');
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(text.slice(0, headEnd))?.[1] ?? -1);
      if (status === 0 || headEnd < 0 || length < 0 || text.length < headEnd + 4 + length) return false;
      let body: Answer['body'];
      try {
        body = JSON.parse(text.slice(headEnd + 4, headEnd + 4 + length)) as Answer['body'];
      } catch {
        body = null;
      }
      clearTimeout(timer);
      socket.destroy();
      resolve({ status, body, ms: Date.now() - started });
      return true;
    };
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      finish();
    });
    socket.on('close', () => {
      if (!finish()) {
        clearTimeout(timer);
        reject(new Error(`closed without an answer: ${Buffer.concat(chunks).toString('latin1').slice(0, 200)}`));
      }
    });
    socket.on('error', () => undefined);
    socket.write(head);
    socket.write(bytes, () => {
      if (end === 'half-close') socket.end();
    });
  });
}

const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = (fileName = 'photo.jpg', type = 'image/jpeg') =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
/** Fields, then a file cut in the middle of its bytes (no closing boundary). */
const truncated = (fields: string, fileName?: string, type?: string) => Buffer.concat([Buffer.from(fields + fileHead(fileName, type)), tinyJpeg().subarray(0, 100)]);
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** Everything under the blob store's folder, temporary `.part` files included. */
const leftovers = () => {
  const root = join(app.config.dataDir, 'blobs');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch {
    return [];
  }
};
const openDescriptors = () => readdirSync('/proc/self/fd').length;

describe('broken uploads on a real socket', () => {
  const cases = [
    ['add_unit_image', `add_unit_image/${inspection}`, field('client_id', 'photo-trunc-0001'), 'body.file'],
    ['add_tire_image', 'add_tire_image', field('unit_inspection_id', String(inspection)) + field('tire_id', String(tires.steerLeft)), 'body.file'],
    ['import_units', 'import_units', field('location_id', String(FLEET.locationsA[0])), 'body.file'],
  ] as const;

  for (const [name, path, fields, expected] of cases) {
    for (const end of ['half-close', 'stall'] as const) {
      it(`${name}: a truncated body that is ${end === 'stall' ? 'left hanging' : 'half-closed'} is answered 400 and leaves nothing behind`, async () => {
        const descriptors = openDescriptors();
        const answer = await rawUpload(path, MULTIPART, truncated(fields, name === 'import_units' ? 'units.csv' : undefined, name === 'import_units' ? 'text/csv' : undefined), end);
        expect(answer.status).toBe(400);
        // Cut short by the client, the body is refused by the HTTP parser before the route knows which field it was in.
        if (end === 'half-close') expect(answer.body?.errors?.[0]?.field).toBe('body');
        else expect(answer.body?.errors?.[0]?.field).toBe(expected);
        expect(answer.ms).toBeLessThan(5_000);
        // The refused upload's temporary file is removed once its stream has closed.
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(leftovers()).toEqual([]);
        expect(openDescriptors()).toBeLessThanOrEqual(descriptors);
      });
    }
  }

  it('answers a multipart body without a boundary 400 naming the body', async () => {
    for (const path of [`add_unit_image/${inspection}`, 'add_tire_image', 'import_units']) {
      const answer = await rawUpload(path, 'multipart/form-data', Buffer.from(fileHead() + 'x'), 'half-close');
      expect(answer.status, path).toBe(400);
      expect(answer.body?.errors?.[0]?.field, path).toBe('body');
    }
  });

  it('answers a whole body that lacks its closing boundary 400 naming the field it ends in', async () => {
    for (const [name, path, fields] of cases) {
      const form = truncated(fields, name === 'import_units' ? 'units.csv' : undefined, name === 'import_units' ? 'text/csv' : undefined);
      // All the bytes it announces arrive and the connection stays open for the answer.
      const answer = await rawUpload(path, MULTIPART, form, 'stall', form.length);
      expect(answer.status, name).toBe(400);
      expect(answer.body?.errors?.[0]?.field, name).toBe('body.file');
      expect(answer.ms, name).toBeLessThan(900);
    }
    expect(leftovers()).toEqual([]);
  });

  it('answers a NUL in the file name 400 naming the file', async () => {
    for (const [name, path, fields] of cases) {
      const form = Buffer.concat([Buffer.from(fields + fileHead('a\u0000b.jpg')), tinyJpeg(), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
      const answer = await rawUpload(path, MULTIPART, form, 'stall', form.length);
      expect(answer.status, name).toBe(400);
      expect(answer.body?.errors?.[0]?.field, name).toBe('body.file');
    }
    expect(leftovers()).toEqual([]);
  });

  it('checks the tire photo\'s inspection before reading the file: a foreign one is refused while the file still hangs', async () => {
    const fields = field('unit_inspection_id', String(INSPECTION.foreign.inspection)) + field('tire_id', String(INSPECTION.foreign.tire));
    const answer = await rawUpload('add_tire_image', MULTIPART, truncated(fields), 'stall', 10 * 1024 * 1024);
    expect(answer.status).toBe(404);
    expect(answer.ms).toBeLessThan(900);
    expect(leftovers()).toEqual([]);
  });

  it('refuses a tire photo whose ids come after the file, before storing it', async () => {
    const form = Buffer.concat([Buffer.from(fileHead()), tinyJpeg(), Buffer.from(`\r\n${field('unit_inspection_id', String(inspection))}${field('tire_id', String(tires.steerLeft))}--${BOUNDARY}--\r\n`)]);
    const answer = await rawUpload('add_tire_image', MULTIPART, form, 'stall', form.length);
    expect(answer.status).toBe(400);
    expect(answer.body?.errors?.[0]?.field).toBe('body.unit_inspection_id');
    expect(leftovers()).toEqual([]);
  });

  it('checks the import location before reading the file', async () => {
    const answer = await rawUpload('import_units', MULTIPART, truncated(field('location_id', String(FLEET.locationsB[0])), 'units.csv', 'text/csv'), 'stall', 4 * 1024 * 1024);
    expect(answer.status).toBe(404);
    expect(answer.ms).toBeLessThan(900);
  });
});
