import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { favoriteReports, users } from '../../server/db/schema';
import { runWrite } from '../../server/plugins/idempotency';
import { HttpError } from '../../server/plugins/error-handler';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { authHeaders } from '../helpers/sign-in';

let database: TestDatabase;
let app: FastifyInstance;
let headers: Record<string, string>;
let userId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const [user] = await database.db
    .insert(users)
    .values({ login: 'writer@example.com', email: 'writer@example.com', firstName: 'W', lastName: 'R', group: 'CUS', passwordHash: 'x' })
    .returning({ id: users.id });
  userId = user.id;
  app = await buildApp({ db: database.db, config: testConfig() });
  // A write route of the shape every offline-replayed call has.
  app.post('/api/v2/test/favorites', { schema: { body: z.object({ name: z.string().max(50), fail: z.boolean().default(false) }) } }, (request, reply) =>
    runWrite(request, reply, async (tx) => {
      const body = request.body as { name: string; fail: boolean };
      const [row] = await tx.insert(favoriteReports).values({ userId, name: body.name, requestUrl: '/x' }).returning({ id: favoriteReports.id });
      if (body.fail) throw new HttpError(409, 'conflict after the insert');
      return { statusCode: 201, body: { id: row.id } };
    }),
  );
  // A delete naming its record in the query string, as fleet_survey/delete_image does.
  app.delete('/api/v2/test/favorites', { schema: { querystring: z.object({ name: z.string().max(50) }) } }, (request, reply) =>
    runWrite(request, reply, async (tx) => {
      const deleted = await tx.delete(favoriteReports).where(and(eq(favoriteReports.userId, userId), eq(favoriteReports.name, (request.query as { name: string }).name))).returning({ id: favoriteReports.id });
      return { statusCode: 200, body: { deleted: deleted.length } };
    }),
  );
  await app.ready();
  headers = await authHeaders(app, 'writer@example.com');
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const favoritesCount = async () => (await database.db.select({ n: count() }).from(favoriteReports).where(eq(favoriteReports.userId, userId)))[0].n;

describe('Idempotency-Key', () => {
  it('applies a request once and replays the first answer', async () => {
    const before = await favoritesCount();
    const send = () => app.inject({ method: 'POST', url: '/api/v2/test/favorites', headers: { ...headers, 'idempotency-key': 'client-0001-aaaa' }, payload: { name: 'a' } });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await favoritesCount()).toBe(before + 1);
  });

  it('applies concurrent duplicates once', async () => {
    const before = await favoritesCount();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.inject({ method: 'POST', url: '/api/v2/test/favorites', headers: { ...headers, 'idempotency-key': 'client-0002-bbbb' }, payload: { name: 'b' } }),
      ),
    );
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    expect(await favoritesCount()).toBe(before + 1);
  });

  it('refuses the same key with another body and writes nothing', async () => {
    await app.inject({ method: 'POST', url: '/api/v2/test/favorites', headers: { ...headers, 'idempotency-key': 'client-0003-cccc' }, payload: { name: 'c' } });
    const before = await favoritesCount();
    const other = await app.inject({ method: 'POST', url: '/api/v2/test/favorites', headers: { ...headers, 'idempotency-key': 'client-0003-cccc' }, payload: { name: 'd' } });
    expect(other.statusCode).toBe(422);
    expect(await favoritesCount()).toBe(before);
  });

  it('refuses the same key with another query string and deletes nothing', async () => {
    await app.inject({ method: 'POST', url: '/api/v2/test/favorites', headers, payload: { name: 'q-a' } });
    await app.inject({ method: 'POST', url: '/api/v2/test/favorites', headers, payload: { name: 'q-b' } });
    const remove = (name: string) => app.inject({ method: 'DELETE', url: `/api/v2/test/favorites?name=${name}`, headers: { ...headers, 'idempotency-key': 'client-0006-ffff' } });
    expect((await remove('q-a')).json()).toEqual({ deleted: 1 });
    const before = await favoritesCount();
    const other = await remove('q-b');
    expect(other.statusCode).toBe(422);
    expect(other.json().errors[0].field).toBe('headers.idempotency-key');
    expect(await favoritesCount()).toBe(before);
    const replay = await remove('q-a');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual({ deleted: 1 });
  });

  it('rolls the write back with a failed request, so a retry runs again', async () => {
    const before = await favoritesCount();
    const failed = await app.inject({ method: 'POST', url: '/api/v2/test/favorites', headers: { ...headers, 'idempotency-key': 'client-0004-dddd' }, payload: { name: 'e', fail: true } });
    expect(failed.statusCode).toBe(409);
    expect(await favoritesCount()).toBe(before);
    const retried = await app.inject({ method: 'POST', url: '/api/v2/test/favorites', headers: { ...headers, 'idempotency-key': 'client-0004-dddd' }, payload: { name: 'e', fail: true } });
    expect(retried.statusCode).toBe(409);
  });

  it('rejects a malformed key with a 400 naming the header', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v2/test/favorites', headers: { ...headers, 'idempotency-key': 'bad key!' }, payload: { name: 'f' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('headers.idempotency-key');
  });
});
