import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { LINK_NOT_VALID, hashToken, RESET_LINKS_PER_HOUR } from '../../server/areas/registration/password-reset';
import { TOO_MANY_REQUESTS } from '../../server/areas/registration/routes';
import { UNKNOWN_ORIGIN } from '../../server/plugins/public-origin';
import { locales, passwordResetTokens, registrationRequests, users, userSecurityCodes } from '../../server/db/schema';
import { DEMO_USERS } from '../../server/seed/demo-users';
import { seedDemoFleet } from '../../server/seed/generate';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { authHeaders } from '../helpers/sign-in';
import { parseMime, startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';
import { createTestApp } from '../helpers/test-app';
import { englishCheck } from '../e2e/support/english-words';
import { exportI18n } from '../../server/exports/export-i18n';

let database: TestDatabase;
let app: FastifyInstance;
let limitedApp: FastifyInstance;
let sink: SmtpSink;
const login = (group: string) => DEMO_USERS.find((u) => u.group === group)!;
const admin = login('ADMIN');
let adminHeaders: Record<string, string>;
let frId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoFleet(database.db, { scale: 0.05, now: new Date('2026-11-20T00:00:00Z') });
  sink = await startSmtpSink();
  app = await createTestApp(database.db, { SMTP_URL: sink.url, LOGIN_RATE_LIMIT_PER_MINUTE: 10_000, PUBLIC_URL: 'https://fleet.portal.example' });
  limitedApp = await createTestApp(database.db, { SMTP_URL: sink.url, LOGIN_RATE_LIMIT_PER_MINUTE: 3, PUBLIC_URL: 'https://fleet.portal.example' });
  adminHeaders = await authHeaders(app, admin.login);
  [{ id: frId }] = await database.db.select({ id: locales.id }).from(locales).where(eq(locales.code, 'fr-FR'));
});
afterAll(async () => {
  await app?.close();
  await limitedApp?.close();
  await sink?.close();
  await database?.close();
});

const call = (method: 'POST' | 'PUT', url: string, payload: unknown, headers: Record<string, string> = adminHeaders, target = app) =>
  target.inject({ method, url: `/api/v2/${url}`, payload: payload as object, headers });

/** Every administration call with a body it would accept from an administrator. */
const ADMIN_CALLS: Array<[method: 'POST' | 'PUT', url: string, body: () => unknown]> = [
  ['POST', 'admin/locales/get', () => ({})],
  ['POST', 'admin/locales/add', () => ({ code: 'en-IE', label: 'English (Ireland)', region: 'EMEA' })],
  ['POST', 'admin/locales/add_as', () => ({ code: 'fr-LU', label: 'Français (Luxembourg)', region: 'EMEA', source_locale_id: frId })],
  ['POST', 'admin/translations/get_words', () => ({ locale_id: frId })],
  ['POST', 'admin/translations/get_words_count', () => ({ locale_id: frId })],
  ['POST', 'admin/translations/add_word', () => ({ locale_id: frId, translation_text: 'Yard check', translated_text: 'Contrôle de cour' })],
  ['PUT', 'admin/translations/edit_words', () => ({ locale_id: frId, words: [{ translation_text: 'Yard check', translated_text: 'Tour de cour' }] })],
  ['PUT', 'admin/translations/edit_dictionary_words', () => ({ translation_text: 'Yard check', words: [{ locale_id: frId, translated_text: 'Tour de parc' }] })],
  ['POST', 'admin/registrations/get', () => ({})],
  ['POST', 'admin/registrations/approve', () => ({ id: 1, group: 'CUS', security_codes: [] })],
  ['POST', 'admin/registrations/reject', () => ({ id: 1 })],
];

describe('who may administer', () => {
  it('refuses customers, dealers and other staff on every call, and anyone signed out', async () => {
    for (const group of ['CUS', 'DLR', 'WIN', 'GYR']) {
      const headers = await authHeaders(app, login(group).login);
      for (const [method, url, body] of ADMIN_CALLS) {
        const res = await call(method, url, body(), headers);
        expect(res.statusCode, `${group} ${url}`).toBe(403);
      }
    }
    for (const [method, url, body] of ADMIN_CALLS) expect((await call(method, url, body(), {})).statusCode, url).toBe(401);
    expect(await database.db.select().from(locales).where(eq(locales.code, 'en-IE'))).toHaveLength(0);
  });

  it('answers 400 naming the field of a bad body', async () => {
    const cases: Array<[string, 'POST' | 'PUT', unknown, string]> = [
      ['admin/locales/add', 'POST', { code: 'french', label: 'x', region: 'EMEA' }, 'body.code'],
      ['admin/locales/add_as', 'POST', { code: 'fr-LU', label: 'x', region: 'EMEA', source_locale_id: 'one' }, 'body.source_locale_id'],
      ['admin/translations/get_words', 'POST', { locale_id: frId, page_size: 5000 }, 'body.page_size'],
      ['admin/translations/add_word', 'POST', { locale_id: frId, translation_text: 'x', translated_text: '' }, 'body.translated_text'],
      ['admin/translations/edit_words', 'PUT', { locale_id: frId, words: [] }, 'body.words'],
      ['admin/translations/edit_dictionary_words', 'PUT', { translation_text: 'x', words: [{ locale_id: -1, translated_text: 'y' }] }, 'body.words.0.locale_id'],
      ['admin/registrations/approve', 'POST', { id: 1, group: 'BOSS', security_codes: [] }, 'body.group'],
      ['admin/registrations/get', 'POST', { status: 'pending', page: 0 }, 'body.page'],
      ['admin/registrations/get', 'POST', { status: 'pending', page: 'two' }, 'body.page'],
      ['users/registration', 'POST', { email: 'not-an-address', first_name: 'A', last_name: 'B', company: 'C', password: 'Abcdefgh-12' }, 'body.email'],
      ['users/registration', 'POST', { email: 'a@b.example', first_name: 'A', last_name: 'B', company: 'C', password: 'short1' }, 'body.password'],
      ['admin/admin/email_user_creds_email', 'POST', { mail: 'x' }, 'body.email'],
      ['users/reset_password', 'POST', { token: 'abc', password: 'Abcdefgh-12' }, 'body.token'],
    ];
    for (const [url, method, body, field] of cases) {
      const res = await call(method, url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field), url).toContain(field);
    }
  });
});

describe('admin translations', () => {
  it('lists the words of a locale with paging, a count and the keys missing against en-US', async () => {
    const count = (await call('POST', 'admin/translations/get_words_count', { locale_id: frId })).json();
    expect(count.count).toBeGreaterThan(500);
    const page = (await call('POST', 'admin/translations/get_words', { locale_id: frId, page_number: 2, page_size: 25 })).json();
    expect(page.words).toHaveLength(25);
    expect(page.total_items).toBe(count.count);
    const logOut = (await call('POST', 'admin/translations/get_words', { locale_id: frId, key_word: 'Log out' })).json().words.find((w: { english_text: string }) => w.english_text === 'Log out');
    expect(logOut).toMatchObject({ translated_text: 'Se déconnecter', missing: false });
    // Italian has no full catalog: keys it lacks are flagged and counted.
    const [{ id: itId }] = await database.db.select({ id: locales.id }).from(locales).where(eq(locales.code, 'it-IT'));
    const it = (await call('POST', 'admin/translations/get_words_count', { locale_id: itId })).json();
    expect(it.missing_count).toBeGreaterThan(0);
    const missing = (await call('POST', 'admin/translations/get_words', { locale_id: itId, missing_only: true, page_size: 200 })).json();
    expect(missing.total_items).toBe(it.missing_count);
    expect(missing.words.every((w: { missing: boolean }) => w.missing)).toBe(true);
  });

  it('serves a saved word in the language pack at once', async () => {
    const pack = async () => (await app.inject({ method: 'GET', url: '/api/Content/LanguagesPack/fr-FR.json' })).json().messages as Record<string, string>;
    const [word] = (await call('POST', 'admin/translations/get_words', { locale_id: frId, key_word: 'Log out' })).json().words.filter((w: { english_text: string }) => w.english_text === 'Log out');
    expect(Object.values(await pack())).not.toContain('Quitter le portail');
    const saved = await call('PUT', 'admin/translations/edit_words', { locale_id: frId, words: [{ translation_text: word.translation_text, translated_text: 'Quitter le portail' }] });
    expect(saved.json()).toEqual({ status: 'Success', saved: 1 });
    expect((await pack())[word.translation_text]).toBe('Quitter le portail');
    const again = (await call('POST', 'admin/translations/get_words', { locale_id: frId, key_word: 'Quitter' })).json().words;
    expect(again).toEqual([expect.objectContaining({ translation_text: word.translation_text, translated_text: 'Quitter le portail', missing: false })]);
  });

  it('adds locales, copies another locale, and refuses a word or locale twice', async () => {
    expect((await call('POST', 'admin/translations/add_word', { locale_id: frId, translation_text: 'Yard check', translated_text: 'Contrôle de cour', comments: 'terrain' })).statusCode).toBe(200);
    expect((await call('POST', 'admin/translations/add_word', { locale_id: frId, translation_text: 'Yard check', translated_text: 'Autre' })).statusCode).toBe(409);
    const added = (await call('POST', 'admin/locales/add_as', { code: 'fr-LU', label: 'Français (Luxembourg)', region: 'EMEA', source_locale_id: frId })).json();
    const copied = (await call('POST', 'admin/translations/get_words', { locale_id: added.id, key_word: 'Yard check' })).json().words;
    expect(copied).toEqual([expect.objectContaining({ translated_text: 'Contrôle de cour', comments: 'terrain' })]);
    expect((await call('POST', 'admin/locales/add', { code: 'fr-LU', label: 'x', region: 'EMEA' })).statusCode).toBe(409);
    const list = (await call('POST', 'admin/locales/get', {})).json().locales;
    expect(list.map((l: { code: string }) => l.code)).toContain('fr-LU');
    expect((await call('POST', 'admin/translations/get_words', { locale_id: 999_999 })).statusCode).toBe(404);
  });
});

const latestMailTo = (address: string) => {
  const mail = [...sink.messages].reverse().find((m) => m.to.includes(address));
  return mail ? parseMime(mail.raw).parts.map((p) => p.body.toString('utf8')).join('\n') : null;
};
const tokenOf = (text: string) => /token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';

describe('registration', () => {
  it('stores a pending request that the administrator approves into an account that signs in', async () => {
    const email = 'new.driver@fleet.example';
    const body = { email, first_name: 'Nia', last_name: 'Driver', company: 'Fleet Co', password: 'Trucks-and-tires-7', language: 'fr-CA' };
    expect((await call('POST', 'users/registration', body, {})).json()).toEqual({ status: 'Success' });
    const pending = (await call('POST', 'admin/registrations/get', {})).json();
    const request = pending.requests.find((r: { email: string }) => r.email === email);
    expect(request.status).toBe('pending');
    expect(pending.security_codes.map((c: { code: string }) => c.code)).toContain('TVLOGIN');

    const bad = await call('POST', 'admin/registrations/approve', { id: request.id, group: 'CUS', security_codes: ['TVLOGIN', 'NOPE'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('body.security_codes.1');

    const before = sink.messages.length;
    expect((await call('POST', 'admin/registrations/approve', { id: request.id, group: 'CUS', security_codes: ['TVLOGIN', 'TMLOGIN'] })).statusCode).toBe(200);
    await sink.waitFor(before + 1);
    expect(latestMailTo(email)).toContain('Votre inscription a été approuvée');
    const [user] = await database.db.select().from(users).where(eq(users.login, email));
    expect(user).toMatchObject({ group: 'CUS', language: 'fr-CA', firstName: 'Nia' });
    const codes = await database.db.select().from(userSecurityCodes).where(eq(userSecurityCodes.userId, user!.id));
    expect(codes.map((c) => c.code).sort()).toEqual(['TMLOGIN', 'TVLOGIN']);
    const signIn = await app.inject({ method: 'POST', url: '/api/v2/authorization/login_by_gy', payload: { email, password: body.password } });
    expect(signIn.json().authorizationStatus.status).toBe(0);
    expect((await call('POST', 'admin/registrations/approve', { id: request.id, group: 'CUS', security_codes: [] })).statusCode).toBe(409);
  });

  it('rejects a request without creating an account, and refuses approving an address that has one', async () => {
    await call('POST', 'users/registration', { email: 'no.thanks@fleet.example', first_name: 'N', last_name: 'T', company: 'C', password: 'Trucks-and-tires-8' }, {});
    await call('POST', 'users/registration', { email: admin.login, first_name: 'A', last_name: 'D', company: 'C', password: 'Trucks-and-tires-9' }, {});
    const pending = (await call('POST', 'admin/registrations/get', {})).json().requests;
    const no = pending.find((r: { email: string }) => r.email === 'no.thanks@fleet.example');
    expect((await call('POST', 'admin/registrations/reject', { id: no.id })).statusCode).toBe(200);
    expect(await database.db.select().from(users).where(eq(users.login, 'no.thanks@fleet.example'))).toHaveLength(0);
    const rejected = (await call('POST', 'admin/registrations/get', { status: 'rejected' })).json().requests;
    expect(rejected.map((r: { id: number }) => r.id)).toContain(no.id);
    // The decided list says when and by whom; a waiting request has neither.
    const decided = rejected.find((r: { id: number }) => r.id === no.id);
    expect(decided.decided_by).toBe(`${admin.firstName} ${admin.lastName}`);
    expect(Date.now() - Date.parse(decided.decided_at)).toBeLessThan(60_000);
    expect(pending.every((r: { decided_at: unknown; decided_by: unknown }) => r.decided_at === null && r.decided_by === null)).toBe(true);
    const twin = pending.find((r: { email: string }) => r.email === admin.login);
    expect((await call('POST', 'admin/registrations/approve', { id: twin.id, group: 'ADMIN', security_codes: [] })).statusCode).toBe(409);
    const [row] = await database.db.select().from(registrationRequests).where(eq(registrationRequests.id, twin.id));
    expect(row!.status).toBe('pending');
  });
});

describe('registration requests, a page at a time', () => {
  it('pages the requests of a status 50 at a time with their count, newest decision first, each request once', async () => {
    const decided = Array.from({ length: 61 }, (_, i) => ({
      email: `paged.${i}@fleet.example`,
      firstName: 'Paged',
      lastName: String(i),
      company: 'Paged Co',
      status: 'approved',
      decidedAt: new Date(Date.UTC(2020, 0, 1, 0, i)),
    }));
    await database.db.insert(registrationRequests).values(decided);
    const first = (await call('POST', 'admin/registrations/get', { status: 'approved' })).json();
    expect([first.page, first.page_size, first.requests.length]).toEqual([1, 50, 50]);
    expect(first.total).toBeGreaterThanOrEqual(61);
    const pages = [first];
    for (let page = 2; page <= Math.ceil(first.total / 50) + 1; page++) pages.push((await call('POST', 'admin/registrations/get', { status: 'approved', page })).json());
    // Past the last page: nothing, with the count still given.
    expect([pages.at(-1).requests, pages.at(-1).total]).toEqual([[], first.total]);
    const ids = pages.flatMap((page) => page.requests.map((request: { id: number }) => request.id));
    expect([ids.length, new Set(ids).size]).toEqual([first.total, first.total]);
    const paged = pages.flatMap((page) => page.requests.map((request: { email: string }) => request.email)).filter((email: string) => email.startsWith('paged.'));
    expect(paged).toEqual(decided.map((request) => request.email).reverse());
    // Decided with no administrator recorded (an account since removed): the date alone.
    const oldest = pages.flatMap((page) => page.requests).find((request: { email: string }) => request.email === 'paged.0@fleet.example');
    expect([oldest.decided_at, oldest.decided_by]).toEqual(['2020-01-01T00:00:00.000Z', null]);
  });
});

describe('forgotten password', () => {
  const customer = login('CUS');
  const forgot = (email: string, target = app) => call('POST', 'admin/admin/email_user_creds_email', { email }, {}, target);

  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const before = sink.messages.length;
    const known = await forgot(customer.login.toUpperCase());
    const unknown = await forgot('nobody@nowhere.example');
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    await sink.waitFor(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sink.messages.slice(before).flatMap((m) => m.to)).toEqual([customer.login]);
    const text = latestMailTo(customer.login)!;
    expect(text).toContain('https://fleet.portal.example/reset-password?token=');
  });

  it("writes the mail in the reader's language from the server's catalogue, with no English", async () => {
    const french = DEMO_USERS.find((u) => u.language === 'fr-CA')!;
    const before = sink.messages.length;
    expect((await call('POST', 'admin/admin/email_user_creds_email', { email: french.login, language: 'fr-CA' }, {})).statusCode).toBe(200);
    const [mail] = (await sink.waitFor(before + 1)).slice(before);
    const { headers: mailHeaders, parts } = parseMime(mail!.raw);
    const subject = (mailHeaders.subject ?? '').replace(/=\?utf-8\?b\?([^?]*)\?=\s*/gi, (_word, base64: string) => Buffer.from(base64, 'base64').toString('utf8'));
    const text = [subject, ...parts.map((part) => part.body.toString('utf8'))].join('\n');
    const catalogue = exportI18n('fr-CA');
    expect(subject).toBe(catalogue._('Set a new password for the Fleet Tire Portal'));
    expect(subject).toContain('mot de passe');
    expect(text.replace(/\s+/g, ' ')).toContain(catalogue._('If you did not ask for it, ignore this mail: your password stays as it is. The link works once.').replace(/\s+/g, ' '));
    expect(englishCheck('fr-CA', ['exports']).find(text)).toEqual([]);
  });

  it('sets the password once with a valid link; used and expired links are refused', async () => {
    const token = tokenOf(latestMailTo(customer.login)!);
    expect(token).toHaveLength(43);
    const password = 'Fresh-password-42';
    expect((await call('POST', 'users/reset_password', { token, password: 'weak' }, {})).statusCode).toBe(400);
    expect((await call('POST', 'users/reset_password', { token, password }, {})).json()).toEqual({ status: 'Success' });
    const reused = await call('POST', 'users/reset_password', { token, password: 'Another-password-43' }, {});
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ message: LINK_NOT_VALID, errors: [{ field: 'body.token' }] });
    const signIn = await app.inject({ method: 'POST', url: '/api/v2/authorization/login_by_gy', payload: { email: customer.login, password } });
    expect(signIn.json().authorizationStatus.status).toBe(0);

    // A link older than an hour: issued, then aged in the database.
    const before = sink.messages.length;
    await forgot(customer.login);
    await sink.waitFor(before + 1);
    const old = tokenOf(latestMailTo(customer.login)!);
    await database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetTokens.tokenHash, hashToken(old)));
    expect((await call('POST', 'users/reset_password', { token: old, password: 'Late-password-44' }, {})).statusCode).toBe(400);
    const stillOld = await app.inject({ method: 'POST', url: '/api/v2/authorization/login_by_gy', payload: { email: customer.login, password } });
    expect(stillOld.json().authorizationStatus.status).toBe(0);
  });

  it('sends at most a few links an hour per account, answering the same', async () => {
    const dealer = login('DLR');
    const before = sink.messages.length;
    for (let i = 0; i < RESET_LINKS_PER_HOUR + 2; i++) expect((await forgot(dealer.login)).json()).toEqual({ status: 'Success' });
    await sink.waitFor(before + RESET_LINKS_PER_HOUR);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.messages.slice(before).filter((m) => m.to.includes(dealer.login))).toHaveLength(RESET_LINKS_PER_HOUR);
  });

  it('mails no link to a forged Host: PUBLIC_URL when set, else refused unless the Host is the listened address', async () => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    let before = sink.messages.length;
    expect((await call('POST', 'admin/admin/email_user_creds_email', { email: customer.login }, forged)).statusCode).toBe(200);
    await sink.waitFor(before + 1);
    const text = latestMailTo(customer.login)!;
    expect(text).toContain('https://fleet.portal.example/reset-password?token=');
    expect(text).not.toContain('evil.example');

    // Without PUBLIC_URL (HOST 0.0.0.0, PORT 3000 by default) a foreign Host gets no mail at all,
    // for a known address as for an unknown one.
    const unconfigured = await createTestApp(database.db, { SMTP_URL: sink.url, LOGIN_RATE_LIMIT_PER_MINUTE: 10_000 });
    onTestFinished(() => unconfigured.close());
    const staff = login('GYR');
    before = sink.messages.length;
    const refused = await call('POST', 'admin/admin/email_user_creds_email', { email: staff.login }, forged, unconfigured);
    expect(refused.statusCode).toBe(421);
    expect(refused.json()).toMatchObject({ message: UNKNOWN_ORIGIN, errors: [{ field: 'headers.host' }] });
    expect((await call('POST', 'admin/admin/email_user_creds_email', { email: 'nobody@nowhere.example' }, forged, unconfigured)).body).toBe(refused.body);
    const own = await call('POST', 'admin/admin/email_user_creds_email', { email: staff.login }, { host: 'localhost:3000' }, unconfigured);
    expect(own.statusCode).toBe(200);
    await sink.waitFor(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sink.messages.slice(before).flatMap((m) => m.to)).toEqual([staff.login]);
    expect(latestMailTo(staff.login)).toContain('http://localhost:3000/reset-password?token=');
  });

  it('is rate limited per client address like sign-in', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await forgot('nobody@nowhere.example', limitedApp));
    expect(answers.slice(0, 3).map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers[3]!.statusCode).toBe(429);
    expect(answers[3]!.json().message).toBe(TOO_MANY_REQUESTS);
  });
});
