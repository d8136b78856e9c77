import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The RFC 822 text (mailparser is not installed; parseMime below covers what tests need). */
  raw: string;
}

export interface SmtpSink {
  port: number;
  /** SMTP_URL pointing at this sink. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves once `count` messages arrived, or rejects after timeoutMs. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 and a random (or the given) port: plain text, no TLS, any or no sign-in. */
export async function startSmtpSink(options: { port?: number; onMessage?: (mail: ReceivedMail) => void } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'test' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        messages.push(mail);
        options.onMessage?.(mail);
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const waitFor = (count: number, timeoutMs = 5_000) =>
    new Promise<ReceivedMail[]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`SMTP sink got ${messages.length} of ${count} messages`)), timeoutMs);
      const check = () => {
        if (messages.length >= count) {
          clearTimeout(timer);
          resolve(messages);
        } else waiters.push(check);
      };
      check();
    });

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface MimePart {
  headers: Record<string, string>;
  body: Buffer;
}

function splitHeaders(text: string): { headers: Record<string, string>; body: string } {
  const end = text.search(/\r?\n\r?\n/);
  const head = end < 0 ? text : text.slice(0, end);
  const body = end < 0 ? '' : text.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): Buffer {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const decoded = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(decoded, 'latin1');
  }
  return Buffer.from(body, 'utf8');
}

/** The leaf parts of a MIME message (multipart containers are walked, not returned). */
export function parseMime(raw: string): { headers: Record<string, string>; parts: MimePart[] } {
  const { headers, body } = splitHeaders(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return { headers, parts: [{ headers, body: decodeBody(headers, body) }] };
  const parts = body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => parseMime(chunk.replace(/^\r?\n/, '')).parts);
  return { headers, parts };
}

/** Attachments of a received message with their file names and decoded bytes. */
export function mailAttachments(raw: string): Array<{ filename: string; contentType: string; content: Buffer }> {
  return parseMime(raw)
    .parts.filter((part) => /attachment/i.test(part.headers['content-disposition'] ?? ''))
    .map((part) => ({
      filename: /filename="?([^";]+)"?/i.exec(part.headers['content-disposition'] ?? '')?.[1] ?? '',
      contentType: (part.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '',
      content: part.body,
    }));
}
