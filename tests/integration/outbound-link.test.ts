import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { users } from '../../server/db/schema';
import { isSisterSite } from '../../server/areas/authorization/outbound-link';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { authHeaders } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';

/** Header and footer links to other sites: a single-use ticket for the provider's own sites, nothing for the rest. */
let database: TestDatabase;
let app: FastifyInstance;
let headers: Record<string, string>;
const LOGIN = 'dana@northline.example';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db, { SISTER_SITE_HOSTS: 'www.tiremaker.example, *.dealers.example' });
  await database.db.insert(users).values({ login: LOGIN, email: LOGIN, firstName: 'Dana', lastName: 'W', group: 'CUS', passwordHash: await hashPassword('x') });
  headers = await authHeaders(app, LOGIN);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const follow = (body: object, h = headers) => app.inject({ method: 'POST', url: '/api/v2/authorization/outbound_link', headers: h, payload: body });
const exchange = (ticket: string) => app.inject({ method: 'POST', url: '/api/v2/authorization/accept_token', payload: { Token: ticket } });

describe('outbound_link', () => {
  it('gives a sister site a single-use ticket that signs its user in once, and no token', async () => {
    const res = await follow({ url: 'https://www.tiremaker.example/history?lang=fr-CA' });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().url);
    expect(url.origin + url.pathname).toBe('https://www.tiremaker.example/history');
    expect([...url.searchParams.keys()].sort()).toEqual(['lang', 'ticket']);
    expect(res.body).not.toContain(headers.authorization!.slice(7));
    const first = await exchange(url.searchParams.get('ticket')!);
    expect(first.statusCode).toBe(200);
    expect(first.json().user.login).toBe(LOGIN);
    expect((await exchange(url.searchParams.get('ticket')!)).statusCode).toBe(401);
  });

  it('sends no ticket to a sister site over plain http, single sign-on or not', async () => {
    for (const sso of [false, true]) {
      const res = await follow({ url: 'http://www.tiremaker.example/history?lang=fr-CA', sso });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().url).toBe('http://www.tiremaker.example/history?lang=fr-CA');
    }
  });

  it('marks single-sign-on hops, and mints a new ticket per click', async () => {
    const a = new URL((await follow({ url: 'https://shop.dealers.example/go', sso: true })).json().url);
    const b = new URL((await follow({ url: 'https://shop.dealers.example/go', sso: true })).json().url);
    expect(a.searchParams.get('mode')).toBe('sso');
    expect(a.searchParams.get('source')).toBe('fleet-central');
    expect(a.searchParams.get('ticket')).not.toBe(b.searchParams.get('ticket'));
  });

  it('gives any other site its address back with nothing added', async () => {
    for (const url of ['http://www.tiremaker.example/history', 'http://shop.dealers.example/go', 'https://evil.example/x', 'https://www.tiremaker.example.evil.example/', 'https://dealers.example.evil/', 'https://user:pw@www.tiremaker.example/']) {
      const res = await follow({ url });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().url).toBe(new URL(url).toString());
    }
  });

  it('refuses what is not a web address, naming the field, and anyone not signed in', async () => {
    expect((await follow({ url: 'javascript:alert(1)' })).json().errors[0].field).toBe('body.url');
    expect((await follow({ url: '/checkpoint' })).json().errors[0].field).toBe('body.url');
    expect((await follow({ url: 'https://www.tiremaker.example/' }, {})).statusCode).toBe(401);
  });

  it('matches hosts exactly or as subdomains of a starred domain', () => {
    expect(isSisterSite('WWW.tiremaker.example', 'www.tiremaker.example')).toBe(true);
    expect(isSisterSite('a.b.dealers.example', '*.dealers.example')).toBe(true);
    expect(isSisterSite('dealers.example', '*.dealers.example')).toBe(false);
    expect(isSisterSite('xdealers.example', '*.dealers.example')).toBe(false);
    expect(isSisterSite('anything.example', '')).toBe(false);
  });
});
