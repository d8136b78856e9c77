import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailAttachments, parseMime, startSmtpSink, type SmtpSink } from '../../tests/helpers/smtp-sink';
import { sampleDocument } from '../exports/__fixtures__/sample-report';
import { renderToBuffer } from '../exports/send-export';
import { HttpError } from '../plugins/error-handler';
import { createMailer, OUTBOX_FOLDER } from './mailer';
import { reportMailContent } from './report-mail';

const MAIL_FROM = 'Fleet Tire Portal <no-reply@fleet-portal.local>';

let sink: SmtpSink;
let dataDir: string;
let pdf: Buffer;

beforeAll(async () => {
  sink = await startSmtpSink();
  dataDir = await mkdtemp(join(tmpdir(), 'mailer-'));
  pdf = await renderToBuffer(sampleDocument({ unitOfMeasurement: 'imperial', readings: 40 }), 'pdf');
});

afterAll(async () => {
  await sink.close();
  await rm(dataDir, { recursive: true, force: true });
});

const reportMail = () => {
  const content = reportMailContent({
    recipientName: 'Dana Fleet',
    intro: 'Your survey at Northline Freight Lines is complete.',
    reports: [{ title: 'Checkpoint report', fileName: 'checkpoint.pdf' }],
  });
  return {
    to: 'dana@northline.example',
    subject: 'Survey reports: Northline Freight Lines',
    ...content,
    attachments: [{ filename: 'checkpoint.pdf', content: pdf, contentType: 'application/pdf' }],
  };
};

describe('mailer over SMTP', () => {
  it('delivers a report e-mail with its PDF attachment', async () => {
    const mailer = createMailer({ SMTP_URL: sink.url, MAIL_FROM, dataDir });
    expect(mailer.mode).toBe('smtp');
    const { messageId } = await mailer.send(reportMail());
    expect(messageId).toMatch(/^<.+@.+>$/);

    const [received] = await sink.waitFor(1);
    expect(received?.to).toEqual(['dana@northline.example']);
    expect(received?.from).toBe('no-reply@fleet-portal.local');
    const { headers, parts } = parseMime(received?.raw ?? '');
    expect(headers.subject).toBe('Survey reports: Northline Freight Lines');
    expect(headers['message-id']).toBe(messageId);

    const [attachment] = mailAttachments(received?.raw ?? '');
    expect(attachment?.filename).toBe('checkpoint.pdf');
    expect(attachment?.contentType).toBe('application/pdf');
    expect(attachment?.content.subarray(0, 4).toString()).toBe('%PDF');
    expect(attachment?.content.equals(pdf)).toBe(true);

    const bodies = parts.filter((part) => !/attachment/i.test(part.headers['content-disposition'] ?? '')).map((part) => part.body.toString('utf8'));
    expect(bodies.some((body) => body.includes('Hello Dana Fleet,') && body.includes('- Checkpoint report (checkpoint.pdf)'))).toBe(true);
    expect(bodies.some((body) => body.includes('<li><strong>Checkpoint report</strong>'))).toBe(true);
  });

  it('refuses bad addresses with a 400 before connecting', async () => {
    const mailer = createMailer({ SMTP_URL: sink.url, MAIL_FROM, dataDir });
    const before = sink.messages.length;
    const bad = mailer.send({ ...reportMail(), to: ['dana@northline.example', 'not-an-address'] });
    await expect(bad).rejects.toBeInstanceOf(HttpError);
    await expect(bad).rejects.toMatchObject({ statusCode: 400, errors: [{ field: 'to.1', message: 'Invalid e-mail address' }] });
    await expect(mailer.send({ ...reportMail(), to: [] })).rejects.toMatchObject({ statusCode: 400 });
    await expect(mailer.send({ ...reportMail(), cc: 'x@' })).rejects.toMatchObject({ statusCode: 400 });
    await expect(mailer.send({ ...reportMail(), to: 'a@b.example\r\nBcc: evil@x.example' })).rejects.toMatchObject({ statusCode: 400 });
    expect(sink.messages.length).toBe(before);
  });
});

describe('mailer without SMTP_URL', () => {
  it('writes each message as an .eml file in the outbox folder and logs its path', async () => {
    const logged: Array<{ details: object; message: string }> = [];
    const mailer = createMailer({ SMTP_URL: undefined, MAIL_FROM, dataDir }, { info: (details, message) => logged.push({ details, message }) });
    expect(mailer.mode).toBe('outbox');
    const { messageId } = await mailer.send(reportMail());

    const outbox = join(dataDir, OUTBOX_FOLDER);
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = await readFile(join(outbox, files[0] ?? ''), 'utf8');
    expect(raw).toContain('\r\n');
    expect(parseMime(raw).headers).toMatchObject({ to: 'dana@northline.example', 'message-id': messageId, subject: 'Survey reports: Northline Freight Lines' });
    expect(mailAttachments(raw)[0]?.content.subarray(0, 4).toString()).toBe('%PDF');
    expect(logged[0]?.details).toMatchObject({ file: join(outbox, files[0] ?? '') });
  });
});
