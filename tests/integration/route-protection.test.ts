import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../server/app';
import { generatedReports, queuedMails, securityCodes, users, userSecurityCodes } from '../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { authHeaders } from '../helpers/sign-in';
import { createTenancyFixture, FLEET, LOGINS } from '../helpers/tenancy-fixture';
import { createTestApp } from '../helpers/test-app';

/*
 * Protection is decided by the route the router matched, never by the URL's text. This walks
 * every registered route and sends spellings of its path that the router may read as that
 * route (percent-encoding) or as no route (case, doubled slashes, dot segments, a trailing
 * slash): without a token none may answer 2xx or data, and for a route with a security code a
 * user holding every code but that one gets 401/403/404. The requests go over a real socket,
 * so the paths reach the server exactly as written (an in-process inject would normalise them).
 */

/** Every route that answers without a signed-in user, by method and pattern (static files aside). */
const PUBLIC_ROUTES = [
  'GET /health', 'HEAD /health', 'GET /ready', 'HEAD /ready', 'GET /metrics', 'HEAD /metrics',
  'GET /membership/sign-in', 'HEAD /membership/sign-in', 'POST /membership/sign-in', 'GET /membership/sign-out', 'HEAD /membership/sign-out',
  'POST /api/v2/authorization/login_by_gy', 'POST /api/v2/authorization/accept_token', 'GET /api/v2/authorization/start',
  'HEAD /api/v2/authorization/start', 'POST /api/v2/authorization/refresh_session', 'POST /api/v2/authorization/logout',
  'POST /api/v2/users/registration', 'POST /api/v2/users/reset_password', 'POST /api/v2/admin/admin/email_user_creds_email',
  'GET /api/Content/LanguagesPack/:locale.json', 'HEAD /api/Content/LanguagesPack/:locale.json',
];
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
/** @fastify/static names the file a route serves in its config. */
const isStaticFile = (route: RegisteredRoute) => (route.options.config as { rootPath?: string } | undefined)?.rootPath !== undefined;

let database: TestDatabase;
let app: FastifyInstance;
let staticDir: string;
let origin: { host: string; port: number };
/** Headers of a staff user holding every security code but the one named. */
const lacking = new Map<string, Record<string, string>>();

beforeAll(async () => {
  database = await createTestDatabase();
  await createTenancyFixture(database.db);
  // A build of the app, so the history fallback is live and its answers are part of the walk.
  staticDir = mkdtempSync(join(tmpdir(), 'fleet-portal-routes-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Fleet portal</title>');
  app = await createTestApp(database.db, { staticDir });
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = { host: '127.0.0.1', port: (app.server.address() as AddressInfo).port };

  const codes = [...new Set(app.routeTable.map((route) => route.options.config?.securityCode).filter((code) => code !== undefined))];
  await database.db.insert(securityCodes).values(codes.map((code) => ({ code, description: code }))).onConflictDoNothing();
  let id = 9900;
  for (const code of codes) {
    const login = `lacks.${code.toLowerCase()}@maker.test`;
    await database.db.insert(users).values({ id: ++id, login, email: login, firstName: 'Lacks', lastName: code, group: 'GYR', passwordHash: 'not-a-real-hash' });
    await database.db.insert(userSecurityCodes).values(codes.filter((other) => other !== code).map((other) => ({ userId: id, code: other })));
    lacking.set(code, await authHeaders(app, login));
  }
}, 180_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (staticDir) rmSync(staticDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: string;
}

/** One request with its path sent byte for byte as given. */
function send(method: string, path: string, headers: Record<string, string> = {}, body?: unknown): Promise<Answer> {
  const payload = method === 'GET' || method === 'HEAD' ? undefined : JSON.stringify(body ?? {});
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        ...origin,
        method,
        path,
        headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const hex = (char: string) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
const encodeAt = (segment: string, index: number) => segment.slice(0, index) + hex(segment[index]!) + segment.slice(index + 1);
const alternateCase = (path: string) => [...path].map((char, i) => (i % 2 ? char.toUpperCase() : char.toLowerCase())).join('');

/** Spellings of a concrete path that a lenient reader would take for it. */
function variantsOf(path: string): string[] {
  const segments = path.split('/').slice(1);
  const last = segments.length - 1;
  const join = (parts: string[]) => `/${parts.join('/')}`;
  const all = new Set([
    // Percent-encoded letters: the issue's /api/v%32/, the first and last letter of every segment, every letter.
    path.replace(/^\/api\/v2\//, '/api/v%32/'),
    join(segments.map((segment) => (segment ? encodeAt(segment, 0) : segment))),
    join(segments.map((segment) => (segment ? encodeAt(segment, segment.length - 1) : segment))),
    join(segments.map((segment) => [...segment].map(hex).join(''))),
    join(segments.map((segment) => [...segment].map(hex).join('').toLowerCase())),
    // Doubled slashes.
    `/${path}`,
    path.replaceAll('/', '//'),
    join([segments[0]!, '', ...segments.slice(1)]),
    // Dot segments, plain and encoded.
    join([...segments.slice(0, 2), 'x', '..', ...segments.slice(2)]),
    join([...segments.slice(0, last), 'x', '..', segments[last]!]),
    join(['x', '..', ...segments]),
    join([segments[0]!, '.', ...segments.slice(1)]),
    join([...segments.slice(0, last), 'x', '%2e%2e', segments[last]!]),
    join([...segments.slice(0, last), 'x', '%2E.', segments[last]!]),
    // Case.
    path.toUpperCase(),
    alternateCase(path),
    join([segments[0]!.toUpperCase(), ...segments.slice(1)]),
    // Trailing slash, alone and with an encoded letter.
    `${path}/`,
    `${path.replace(/^\/api\/v2\//, '/api/v%32/')}/`,
  ]);
  all.delete(path);
  return [...all];
}

/** The route's pattern with every parameter filled in. */
const concrete = (url: string) => url.replace(/:(\w+)/g, '1').replace(/\*$/, 'x');

const methodsOf = (route: RegisteredRoute) => (Array.isArray(route.method) ? route.method : [route.method]) as string[];

/** The keys of an error answer; manage_specs repeats status and message in its own envelope. */
const ERROR_KEYS = ['status', 'message', 'errors', 'ResponseCode', 'ResponseMessage'];

/** A refusal: 401, 403 or 404, with no more than the error envelope (no data, no app shell). */
function expectRefused(answer: Answer, method: string, allowed: number[], what: string): void {
  expect(allowed, `${what}: ${answer.status} ${answer.body.slice(0, 200)}`).toContain(answer.status);
  if (method === 'HEAD') return;
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(Object.keys(body).every((key) => ERROR_KEYS.includes(key)), `${what}: ${answer.body.slice(0, 200)}`).toBe(true);
}

async function sideEffects() {
  const [jobs, mails] = await Promise.all([database.db.select().from(generatedReports), database.db.select().from(queuedMails)]);
  return { jobs: jobs.length, mails: mails.length };
}

// The router and the guards decide, whatever the database: vitest.config.ts runs this on PostgreSQL alone.
describe('every route is protected unless it says it is public', () => {
  it('declares public exactly the sign-in, operations, docs and app-shell routes', () => {
    const publicRoutes = app.routeTable.filter((route) => route.options.config?.public === true);
    const named = publicRoutes
      .filter((route) => !isDocs(route.url) && !isStaticFile(route))
      .flatMap((route) => methodsOf(route).map((method) => `${method} ${route.url}`));
    expect(named.sort()).toEqual([...PUBLIC_ROUTES].sort());
    // The static files are the build's, each its own route: nothing else rides on them.
    const files = publicRoutes.filter(isStaticFile).map((route) => route.url);
    expect(files.sort()).toEqual(['/index.html']);
    expect(app.routeTable.some((route) => route.options.config?.public === true && route.options.config.securityCode !== undefined)).toBe(false);
  });

  it('answers the issue\'s three examples with a refusal', async () => {
    const none = await send('GET', '/api/v%32/products/init');
    expectRefused(none, 'GET', [401], 'products/init without a token');
    expect(none.body).not.toContain('brands');

    const customerHeaders = await authHeaders(app, LOGINS.customerAYard); // no security code at all
    const torque = await send('GET', `/api/v%32/torque_summary_report/select_location_ids?account_id=${FLEET.accountA}`, customerHeaders);
    expectRefused(torque, 'GET', [403], 'torque summary without TMTQSRPT');

    const before = await sideEffects();
    const range = { date_range_type: 'custom', date_from: '03/01/2024', date_to: '03/31/2024' };
    const job = await send('POST', '/api/v%32/fleet_conditions/generate_reports', customerHeaders, { account_ids: [FLEET.accountA], ...range });
    expectRefused(job, 'POST', [403], 'fleet condition report without TVFLTCNR');
    expect(await sideEffects()).toEqual(before);
  });

  it('refuses every spelling of every protected route without a token', async () => {
    const before = await sideEffects();
    let sent = 0;
    for (const route of app.routeTable) {
      if (route.options.config?.public === true) continue;
      const path = concrete(route.url);
      for (const method of methodsOf(route)) {
        expectRefused(await send(method, path), method, [401], `${method} ${path}`);
        for (const variant of variantsOf(path)) {
          expectRefused(await send(method, variant), method, [401, 404], `${method} ${variant}`);
          sent++;
        }
      }
    }
    expect(sent).toBeGreaterThan(2000);
    expect(await sideEffects()).toEqual(before);
  });

  it('refuses every spelling of every coded route to a user holding every code but its own', async () => {
    const before = await sideEffects();
    let sent = 0;
    for (const route of app.routeTable) {
      const code = route.options.config?.securityCode;
      if (code === undefined) continue;
      const headers = lacking.get(code)!;
      const path = concrete(route.url);
      for (const method of methodsOf(route)) {
        expectRefused(await send(method, path, headers), method, [403], `${method} ${path} without ${code}`);
        for (const variant of variantsOf(path)) {
          expectRefused(await send(method, variant, headers), method, [401, 403, 404], `${method} ${variant} without ${code}`);
          sent++;
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(await sideEffects()).toEqual(before);
  });

  it('still serves the app shell to client routes and never to a spelling of a server path', async () => {
    expect((await send('GET', '/fleet-dashboard')).body).toContain('Fleet portal');
    expect((await send('GET', '/locations/12/units')).status).toBe(200);
    for (const path of ['//api/v2/products/init', '/API/v2/products/init', '/x/../api/v2/products/init', '/Membership/sign-in', '/x/%2e%2e/api/v2/products/init', '/%2561pi/v2/products/init']) {
      expectRefused(await send('GET', path), 'GET', [404], path);
    }
    // The router reads this one as the route itself, which then asks for a sign-in.
    expectRefused(await send('GET', '/%61pi/v2/products/init'), 'GET', [401], '/%61pi/v2/products/init');
  });

  it('sends the security headers on every kind of answer: the shell, files, API data, refusals, 404s and the API document', async () => {
    const headers = await authHeaders(app, LOGINS.customerA);
    for (const [url, status] of [['/', 200], ['/index.html', 200], ['/fleet-dashboard', 200], ['/api/v2/authorization/start', 200], ['/api/v2/products/init', 401],
      ['/api/v2/no-such-call', 404], ['/api/docs/json', 200], ['/health', 200]] as const) {
      const answer = await app.inject({ url, headers: url === '/api/v2/authorization/start' ? headers : {} });
      expect(answer.statusCode, url).toBe(status);
      const policy = String(answer.headers['content-security-policy']);
      // Compiling WebAssembly (the VIN scanner's barcode reader) is the one exception: no eval, no inline script.
      expect(policy, url).toContain("script-src 'self' 'wasm-unsafe-eval';");
      expect(policy, url).toContain("frame-ancestors 'none'");
      expect(policy, url).not.toMatch(/script-src[^;]*'unsafe-/);
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['x-frame-options'], url).toBe('DENY');
      expect(answer.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });
});
