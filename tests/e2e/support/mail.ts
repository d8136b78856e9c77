import { expect } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseMime, type ReceivedMail } from '../../helpers/smtp-sink';

/** Away from the E2E_PORT range the builders' servers use. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 20_000);

export const mailFolder = () => join(process.env.E2E_DATA_DIR ?? '.', 'smtp-sink');

/** The text of every mail the sink received for an address, oldest first. */
export function mailsTo(address: string): string[] {
  const folder = mailFolder();
  const files = existsSync(folder) ? readdirSync(folder).sort() : [];
  return files
    .map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()))
    .map((mail) => parseMime(mail.raw).parts.map((part) => part.body.toString('utf8')).join('\n'));
}

/** Waits for the count-th mail to an address and answers its text. */
export async function waitForMail(address: string, count: number): Promise<string> {
  await expect.poll(() => mailsTo(address).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return mailsTo(address)[count - 1]!;
}
