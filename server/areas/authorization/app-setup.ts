import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { footerContent, headerContent, type AppSetup } from '../../../contract/auth';
import type { Db } from '../../db/client';
import { findSiteContent, listEnabledLocales } from './repository';
import { DEFAULT_FOOTER, DEFAULT_HEADER, DEFAULT_LOCALE, DEFAULT_LOCALES, DEFAULT_REGION, languagePackUrl, NORTH_AMERICA } from './site-defaults';

type Locale = { code: string; label: string; region: string };

/** The offered locale matching a requested one (case-insensitively), else en-US, else the first. */
export function pickLocale(offered: Locale[], requested: string): Locale | undefined {
  const wanted = requested.toLowerCase();
  return (
    offered.find((l) => l.code.toLowerCase() === wanted) ??
    offered.find((l) => l.code === DEFAULT_LOCALE) ??
    offered[0]
  );
}

/** Spec 1 §2: support contacts and the terms link belong to the North American footer only. */
export function footerForRegion(footer: AppSetup['footer_content'], region: string): AppSetup['footer_content'] {
  return region === NORTH_AMERICA ? footer : { ...footer, support_contacts: null, terms_url: null };
}

/**
 * What the portal needs before its first page: header and footer menus of the language's
 * region and the language list. A region without its own menus borrows North America's; a
 * stored menu that does not fit the contract is logged and replaced by the built-in one.
 */
export async function buildAppSetup(db: Db, language: string, log?: FastifyBaseLogger): Promise<AppSetup> {
  const stored = await listEnabledLocales(db);
  const offered = stored.length > 0 ? stored : DEFAULT_LOCALES;
  const chosen = pickLocale(offered, language);
  const locale = chosen?.code ?? DEFAULT_LOCALE;
  const region = chosen?.region ?? DEFAULT_REGION;

  const rows = await findSiteContent(db, [...new Set([region, DEFAULT_REGION])]);
  function content<T>(kind: 'header' | 'footer', schema: z.ZodType<T>, fallback: T): T {
    for (const r of [region, DEFAULT_REGION]) {
      const row = rows.find((x) => x.region === r && x.kind === kind);
      if (!row) continue;
      const parsed = schema.safeParse(row.content);
      if (parsed.success) return parsed.data;
      log?.warn({ region: r, kind, issues: parsed.error.issues }, 'stored site content does not fit the contract; using the built-in menu');
    }
    return fallback;
  }

  return {
    header_content: content('header', headerContent, DEFAULT_HEADER),
    footer_content: footerForRegion(content('footer', footerContent, DEFAULT_FOOTER), region),
    language_pack: {
      locale,
      languages: offered.map((l) => ({ locale: l.code, label: l.label, url: languagePackUrl(l.code), region: l.region })),
    },
  };
}
