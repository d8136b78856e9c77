import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpSink } from '../../helpers/smtp-sink';
import { E2E_SMTP_PORT, mailFolder } from './mail';

/**
 * Playwright's global setup: a real SMTP server the portal under test sends through
 * (SMTP_URL in playwright.config.ts). Each mail is written to a folder, where the tests of any
 * worker read it; the returned function stops the server after the run.
 */
export default async function startMailSink(): Promise<() => Promise<void>> {
  const folder = mailFolder();
  mkdirSync(folder, { recursive: true });
  let n = 0;
  const sink = await startSmtpSink({
    port: E2E_SMTP_PORT,
    onMessage: (mail) => writeFileSync(join(folder, `${String(++n).padStart(5, '0')}.json`), JSON.stringify(mail)),
  });
  return () => sink.close();
}
