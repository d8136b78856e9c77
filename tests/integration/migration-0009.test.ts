import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales, siteContent, translations } from '../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

/**
 * Migration 0009 fixes data an older demo seed wrote: the header's Fleet dashboard link to the
 * manufacturer's site and the lone "Tyre" overrides of en-CA and en-GB. Run again over such rows
 * (its statements are plain SQL), it leaves every other link and translation alone.
 */
let database: TestDatabase;
const statements = readFileSync(new URL('../../server/db/migrations/0009_field-experience.sql', import.meta.url), 'utf8').split('--> statement-breakpoint');

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('migration 0009', () => {
  it('points the header link at the portal and drops the English Tyre overrides only', async () => {
    const { db } = database;
    const header = { tabs: [{ name: 'Tools', links: [{ name: 'Fleet dashboard', url: 'https://www.tiremaker.example/fleet-dashboard', sso_id: null, new_window: false }, { name: 'Dealer locator', url: 'https://www.tiremaker.example/dealers', sso_id: null, new_window: false }] }] };
    await db.insert(siteContent).values({ region: 'NA', kind: 'header', content: header });
    for (const code of ['en-CA', 'en-GB', 'fr-CA']) await db.insert(locales).values({ code, label: code, region: 'NA' }).onConflictDoNothing();
    const idOf = async (code: string) => (await db.select({ id: locales.id }).from(locales).where(eq(locales.code, code)))[0]!.id;
    await db.insert(translations).values([
      { localeId: await idOf('en-CA'), translationText: 'Tire', translatedText: 'Tyre' },
      { localeId: await idOf('en-GB'), translationText: 'Tire', translatedText: 'Tyre' },
      { localeId: await idOf('fr-CA'), translationText: 'Tire', translatedText: 'Pneu' },
    ]);
    for (const statement of statements) await db.execute(sql.raw(statement));
    const [row] = await db.select().from(siteContent).where(eq(siteContent.region, 'NA'));
    const links = (row!.content as typeof header).tabs[0]!.links.map((link) => link.url);
    expect(links).toEqual(['/fleet-dashboard', 'https://www.tiremaker.example/dealers']);
    expect((await db.select({ text: translations.translatedText }).from(translations)).map((t) => t.text)).toEqual(['Pneu']);
  });
});
