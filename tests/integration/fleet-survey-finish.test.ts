import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { createInspectionApp, createInspectionFixture, in32, INSPECTION, multipartBody, tinyJpeg } from '../helpers/inspection-fixture';
import { cutLines, readPdfText, readXlsx } from '../helpers/read-exports';
import { authHeaders } from '../helpers/sign-in';
import { mailAttachments, parseMime, startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';
import { englishCheck } from '../e2e/support/english-words';
import { exportI18n } from '../../server/exports/export-i18n';
import { FLEET, signInFixtureUsers, type FixtureLogin } from '../helpers/tenancy-fixture';

let database: TestDatabase;
let app: FastifyInstance;
let brokenMailApp: FastifyInstance;
let sink: SmtpSink;
let headers: Record<FixtureLogin, Record<string, string>>;
let removedTireId: number;
const { survey, tractor, trailer, inspection, readinessFields: f } = INSPECTION;
const otherSurvey = FLEET.surveysA.d1AtY2;

beforeAll(async () => {
  database = await createTestDatabase();
  await createInspectionFixture(database.db);
  sink = await startSmtpSink();
  app = await createInspectionApp(database.db, { SMTP_URL: sink.url });
  // Nothing listens on port 9 (discard) here: connections are refused at once.
  brokenMailApp = await createInspectionApp(database.db, { SMTP_URL: 'smtp://127.0.0.1:9' });
  headers = await signInFixtureUsers((login) => authHeaders(app, login));
});
afterAll(async () => {
  await app?.close();
  await brokenMailApp?.close();
  await sink?.close();
  await database?.close();
});

const call = (who: FixtureLogin, method: InjectOptions['method'], path: string, body?: object, key?: string, target = app) =>
  target.inject({ method, url: `/api/v2/${path}`, headers: { ...headers[who], ...(key ? { 'idempotency-key': key } : {}) }, ...(body ? { payload: body } : {}) });
const post = (path: string, body: object, key?: string) => call('dealer1', 'POST', `fleet_survey/${path}`, body, key);
const answers = (values: Record<number, string>) => Object.entries(values).map(([field_id, selected_value]) => ({ field_id: Number(field_id), selected_value, notes: selected_value === 'Fail' ? 'Left brake chamber leaking' : null }));
const surveyRow = async (id: number) => (await database.db.select().from(t.surveys).where(eq(t.surveys.id, id)))[0]!;
const mailsOf = (source: string) => database.db.select().from(t.queuedMails).where(eq(t.queuedMails.source, source)).orderBy(t.queuedMails.id);

describe('trailer readiness', () => {
  it('computes passed from every field and counts trailers in the report', async () => {
    const all = { [f.lights]: 'pass', [f.brakes]: 'pass', [f.tires]: 'pass', [f.doors]: 'n/a' };
    const saved = await post('save_trailer_readiness', { survey_id: survey, unit_id: trailer, answers: answers({ ...all, [f.doors]: 'FAIL' }) }, 'readiness-0001');
    expect(saved.json()).toMatchObject({ passed: false });
    // An upsert: the second save replaces the first, so the trailer passes now.
    expect((await post('save_trailer_readiness', { survey_id: survey, unit_id: trailer, answers: answers(all) })).json()).toEqual({ trailer_readiness_id: saved.json().trailer_readiness_id, passed: true });
    const otherTrailer = FLEET.unitsA[1];
    expect((await post('save_trailer_readiness', { survey_id: survey, unit_id: otherTrailer, answers: answers({ ...all, [f.brakes]: 'Fail' }) })).json().passed).toBe(false);
    const unanswered = await post('save_trailer_readiness', { survey_id: otherSurvey, unit_id: otherTrailer, answers: answers({ [f.lights]: 'pass' }) });
    expect(unanswered.json().passed).toBe(false);
    expect((await post('save_trailer_readiness', { survey_id: survey, unit_id: trailer, answers: answers({ 999: 'pass' }) })).json().errors[0].field).toBe('body.answers.0.field_id');

    const report = (await call('customerA', 'GET', `survey/get_trailer_readiness_report/${survey}`)).json();
    expect(report.model).toMatchObject({
      trailers_count: 2,
      trailers_passed: 1,
      trailers_failed: 1,
      account_name: 'ALPHA Freight Lines',
      account_address: '100 Main St, Akron, OH 00000',
      units: [
        { unit_number: 'ALPHA-U2', passed: false, fields: expect.arrayContaining([{ name: 'Brakes', selected_value: 'fail', notes: 'Left brake chamber leaking' }]) },
        { unit_number: 'ALPHA-U3', passed: true, fields: [{ name: 'Lights', selected_value: 'pass', notes: null }, {}, {}, { name: 'Doors', selected_value: 'n/a' }] },
      ],
    });
    expect(report.model.survey_update_time_stamp).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(report.translation).toContainEqual({ key: 'passed', value: 'Passed' });
  });
});

describe('removed tire exports', () => {
  it('renders the removed tires as PDF and Excel', async () => {
    const replaced = await post('replace_tires', {
      survey_id: survey, unit_id: tractor, axle_number: 1, side: 'left', place: 'single',
      removal_reason_ids: [INSPECTION.reasons.wornOut], tread_depth_mm: in32(4), new_tire: { brand_id: INSPECTION.brands.own },
    });
    removedTireId = replaced.json().removed_tire_id;
    const pdf = await post('get_removed_tires_pdf', { survey_id: survey });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const removedText = (await readPdfText(pdf.rawPayload)).text;
    expect(removedText).toContain('ALPHA-U1');
    expect(cutLines(removedText)).toEqual([]);
    const xlsx = await post('get_removed_tires_excel', { survey_id: survey });
    const { sheets } = await readXlsx(xlsx.rawPayload);
    expect(sheets[0]!.rows.flat()).toContain('Worn out');
  });
});

describe('tenancy', () => {
  it("answers 404 to another fleet's customer on every id-taking call", async () => {
    const position = { survey_id: survey, unit_id: tractor, axle_number: 1, side: 'right', place: 'single' };
    const form = multipartBody({}, [{ name: 'file', fileName: 'a.jpg', contentType: 'image/jpeg', content: tinyJpeg() }]);
    const calls: [InjectOptions['method'], string, object?][] = [
      ['GET', `fleet_survey/${survey}/axles/${tractor}`],
      ['POST', 'fleet_survey/get_wheel_position_info', position],
      ['POST', 'fleet_survey/save_tire', { ...position, pressure_psi: 100, tread_depth_mm: 10 }],
      ['POST', 'fleet_survey/update_tire_details', { survey_id: survey, tire_id: INSPECTION.tires.steerRight, version: 1, serial_number: 'X' }],
      ['POST', 'fleet_survey/update_unit_inspection', { unit_inspection_id: inspection, mileage: 1 }],
      ['POST', 'fleet_survey/get_tread_depth_spec', { survey_id: survey }],
      ['POST', 'fleet_survey/get_tread_depth_spec', { location_id: FLEET.locationsA[0] }],
      ['GET', `fleet_survey/get_unit_inspection_images/${inspection}`],
      ['DELETE', `fleet_survey/delete_image?storageId=${INSPECTION.foreign.storageId}&unitInspectionId=${inspection}`],
      ['POST', 'fleet_survey/get_removed_tires', { survey_id: survey }],
      ['POST', 'fleet_survey/get_removed_tires_pdf', { survey_id: survey }],
      ['GET', `fleet_survey/get_removed_tire_info/${removedTireId}`],
      ['POST', 'fleet_survey/replace_tires', { ...position, removal_reason_ids: [1], new_tire: {} }],
      ['POST', 'fleet_survey/undo_tire_replace', { removed_tire_id: removedTireId }],
      ['PUT', 'fleet_survey/update_removed_tire', { id: removedTireId, version: 1, removal_reason_ids: [1] }],
      ['DELETE', `fleet_survey/delete_removed_tire/${removedTireId}`],
      ['POST', 'fleet_survey/save_trailer_readiness', { survey_id: survey, unit_id: trailer, answers: [] }],
      ['POST', 'fleet_survey/finish_survey', { survey_id: survey, version: 1 }],
      ['POST', 'fleet_survey/send_email_reports', { survey_id: survey, to: ['x@example.com'], reports: ['survey'] }],
      ['GET', `survey/get_trailer_readiness_report/${survey}`],
    ];
    for (const [method, path, body] of calls) {
      const response = await call('customerB', method, path, body);
      expect({ path, status: response.statusCode }).toEqual({ path, status: 404 });
      expect(response.body).not.toContain('ALPHA');
    }
    const upload = await app.inject({ method: 'POST', url: `/api/v2/fleet_survey/add_unit_image/${inspection}`, headers: { ...headers.customerB, ...form.headers }, payload: form.payload });
    expect(upload.statusCode).toBe(404);
    // A dealer sees only the surveys it made; a customer does not see fleet B's photos.
    expect((await call('dealer2', 'GET', `fleet_survey/${survey}/axles/${tractor}`)).statusCode).toBe(404);
    expect((await call('customerA', 'GET', `fleet_survey/image/${INSPECTION.foreign.storageId}`)).statusCode).toBe(404);
    expect((await call('customerA', 'GET', `fleet_survey/get_unit_inspection_images/${INSPECTION.foreign.inspection}`)).statusCode).toBe(404);
    expect((await call('customerB', 'GET', `fleet_survey/get_unit_inspection_images/${INSPECTION.foreign.inspection}`)).json()).toHaveLength(1);
  });
});

describe('finishing a survey', () => {
  const reports = ['survey', 'removed_tires', 'trailer_readiness'];

  it('validates the recipients', async () => {
    const many = Array.from({ length: 11 }, (_, i) => `r${i}@example.com`);
    expect((await post('send_email_reports', { survey_id: survey, to: many, reports })).json().errors[0].field).toBe('body.to');
    expect((await post('send_email_reports', { survey_id: survey, to: ['not-an-address'], reports })).json().errors[0].field).toBe('body.to.0');
    expect((await post('send_email_reports', { survey_id: survey, to: ['a@example.com'], reports: [] })).statusCode).toBe(400);
  });

  it("mails only addresses the fleet's users hold, naming the one refused, and queues nothing else", async () => {
    const queued = async () => (await database.db.select({ n: count() }).from(t.queuedMails))[0]!.n;
    const before = await queued();
    for (const to of [['attacker@evil.example'], ['fleet.manager@alpha.test', 'cus.b@boreal.test']]) {
      for (const who of ['customerA', 'dealer1'] as const) {
        const res = await call(who, 'POST', 'fleet_survey/send_email_reports', { survey_id: survey, to, reports: ['survey'] });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().errors[0].field).toBe(`body.to.${to.length - 1}`);
      }
    }
    const finish = await post('finish_survey', { survey_id: survey, version: 1, send_email: { to: ['attacker@evil.example'], reports: ['survey'] } });
    expect(finish.json().errors[0].field).toBe('body.send_email.to.0');
    expect((await surveyRow(survey)).status).toBe('open');
    expect(await queued()).toBe(before);
  });

  it('refuses a stale version, then finishes once per key and mails the reports as PDF', async () => {
    const stale = await post('finish_survey', { survey_id: survey, version: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ version: 1, status: 'open' });

    // A steer tire of week 10 of 2014 was 10 years old at the fixture's readings (2024-03-10): critical by the default age rule.
    await database.db.update(t.tires).set({ dotCode: 'U2LL LMLR 1014', dotWeek: 10, dotYear: 2014 }).where(eq(t.tires.id, INSPECTION.tires.steerLeft));
    const body = { survey_id: survey, version: 1, send_email: { to: ['fleet.manager@alpha.test', 'tech@dealers.test'], reports } };
    const first = await post('finish_survey', body, 'finish-0001');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ survey_id: survey, status: 'finished', version: 2, email: { status: 200, isError: false } });
    const replay = await post('finish_survey', body, 'finish-0001');
    expect(replay.json()).toEqual(first.json());
    const [mail] = await sink.waitFor(1);
    expect(sink.messages).toHaveLength(1);
    expect(mail!.to.sort()).toEqual(['fleet.manager@alpha.test', 'tech@dealers.test']);

    const attachments = mailAttachments(mail!.raw);
    expect(attachments.map((a) => a.contentType)).toEqual(['application/pdf', 'application/pdf', 'application/pdf']);
    const surveyPdf = (await readPdfText(attachments[0]!.content)).text;
    // Dealer 1 reads imperial: 84 psi and 10/32 in on ALPHA-U1's 2L inner, with its wear condition.
    for (const expected of ['ALPHA-U1', 'Left inner', '84', '10', 'Cupping', 'Pressure critical']) expect(surveyPdf).toContain(expected);
    // The over-age steer tire is a finding and counted, as the axle diagram and the inspection report count it.
    expect(surveyPdf).toContain('Tire age critical');
    expect(surveyPdf).toMatch(/Tire age exceptions:?\s*1\b/);
    expect((await readPdfText(attachments[2]!.content)).text).toContain('Left brake chamber leaking');
    expect(await surveyRow(survey)).toMatchObject({ status: 'finished', version: 2 });
  });

  it('closes the finished survey to edits', async () => {
    const save = await post('save_tire', { survey_id: survey, unit_id: tractor, axle_number: 1, side: 'right', place: 'single', pressure_psi: 100, tread_depth_mm: 9, version: 1 });
    expect(save.statusCode).toBe(409);
    expect(save.json().message).toBe('Survey is finished');
    expect((await post('undo_tire_replace', { removed_tire_id: removedTireId })).statusCode).toBe(409);
    expect((await post('finish_survey', { survey_id: survey, version: 2 })).statusCode).toBe(409);
  });

  it('keeps the reports of a finished survey when the mail server is down, and sends them once it answers', async () => {
    const body = { survey_id: otherSurvey, version: 1, send_email: { to: ['fleet.manager@alpha.test'], reports: ['survey'] } };
    const finished = await call('dealer1', 'POST', 'fleet_survey/finish_survey', body, 'finish-0002', brokenMailApp);
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toMatchObject({ status: 'finished', email: { status: 202, isError: false } });
    expect(finished.json().email.description).toContain('sent automatically');
    expect(await surveyRow(otherSurvey)).toMatchObject({ status: 'finished' });
    const replay = await call('dealer1', 'POST', 'fleet_survey/finish_survey', body, 'finish-0002', brokenMailApp);
    expect(replay.json()).toEqual(finished.json());

    const waiting = await mailsOf(`survey ${otherSurvey} reports`);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting[0]!.lastError).toMatch(/ECONNREFUSED/);
    expect(waiting[0]!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: the working server's queue leaves it alone.
    const before = sink.messages.length;
    expect(await app.mailQueue.processDue()).toBe(0);
    // Its time comes (the first retry is a minute or so later); now it goes out, once.
    await database.db.update(t.queuedMails).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(t.queuedMails.id, waiting[0]!.id));
    expect(await app.mailQueue.processDue()).toBe(1);
    const [mail] = (await sink.waitFor(before + 1)).slice(before);
    expect(mail!.to).toEqual(['fleet.manager@alpha.test']);
    expect(mailAttachments(mail!.raw).map((a) => a.contentType)).toEqual(['application/pdf']);
    expect(await mailsOf(`survey ${otherSurvey} reports`)).toMatchObject([{ status: 'sent', attempts: 2, lastError: null }]);
    const kept = await database.db.select({ n: count() }).from(t.queuedMailAttachments).where(eq(t.queuedMailAttachments.mailId, waiting[0]!.id));
    expect(kept[0]!.n).toBe(0);
    expect(await app.mailQueue.processDue()).toBe(0);
    expect(sink.messages).toHaveLength(before + 1);
  });

  it('mails the reports again on request, once per key', async () => {
    const retry = { survey_id: otherSurvey, to: ['fleet.manager@alpha.test'], reports: ['survey'] };
    const before = sink.messages.length;
    const sent = await call('dealer1', 'POST', 'fleet_survey/send_email_reports', retry, 'mail-0001');
    expect(sent.json()).toMatchObject({ status: 200, isError: false });
    await sink.waitFor(before + 1);
    const replay = await call('dealer1', 'POST', 'fleet_survey/send_email_reports', retry, 'mail-0001');
    expect(replay.json()).toEqual(sent.json());
    expect(await app.mailQueue.processDue()).toBe(0);
    expect(sink.messages).toHaveLength(before + 1);
    // A bad address is refused before anything is queued.
    const queued = (await mailsOf(`survey ${otherSurvey} reports`)).length;
    expect((await call('dealer1', 'POST', 'fleet_survey/send_email_reports', { ...retry, to: ['nobody'] }, 'mail-0002')).statusCode).toBe(400);
    expect(await mailsOf(`survey ${otherSurvey} reports`)).toHaveLength(queued);
  });

  /** Mails the survey's `reports` as a French-Canadian dealer and gives the mail the sink received. */
  async function mailedInFrench(reports: string[], idempotencyKey: string) {
    const before = sink.messages.length;
    const sent = await app.inject({
      method: 'POST',
      url: '/api/v2/fleet_survey/send_email_reports',
      headers: { ...headers.dealer1, 'idempotency-key': idempotencyKey, 'user-language': 'fr-CA' },
      payload: { survey_id: otherSurvey, to: ['fleet.manager@alpha.test'], reports },
    });
    expect(sent.json()).toMatchObject({ status: 200, isError: false });
    const [mail] = (await sink.waitFor(before + 1)).slice(before);
    return mail!;
  }

  it("mails in the sender's language: subject, words and attachments' names", async () => {
    const mail = await mailedInFrench(['survey', 'removed_tires'], 'mail-fr-0001');
    const { headers: mailHeaders, parts } = parseMime(mail.raw);
    const subject = (mailHeaders.subject ?? '').replace(/=\?utf-8\?b\?([^?]*)\?=\s*/gi, (_word, base64: string) => Buffer.from(base64, 'base64').toString('utf8'));
    const text = [subject, ...parts.filter((part) => (part.headers['content-type'] ?? '').startsWith('text/')).map((part) => part.body.toString('utf8'))].join('\n');
    expect(text).toContain('Rapports de l’inspection des pneus');
    expect(text).toContain('Rapport d’inspection');
    const english = englishCheck('fr-CA', ['exports']);
    expect(english.find(text)).toEqual([]);
    expect(english.find(mailAttachments(mail.raw).map((attachment) => attachment.filename).join('\n'))).toEqual([]);
  });

  it("writes the trailer readiness file in the sender's language, with no English", async () => {
    const mail = await mailedInFrench(['trailer_readiness'], 'mail-fr-0002');
    const [file] = mailAttachments(mail.raw);
    const text = (await readPdfText(file!.content)).text;
    expect(text).toContain(exportI18n('fr-CA')._('Trailer readiness'));
    expect(englishCheck('fr-CA', ['exports']).find(text)).toEqual([]);
  });
});
