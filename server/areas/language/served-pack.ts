import { ALL_LOCALES, REGION_OF_CODE, sisterLocale, SOURCE_LOCALE } from '../../../contract/locales';
import { fallbackChain } from '../../../locales/fallbacks';
import type { Db } from '../../db/client';
import type { LanguagePack, LanguagePackService } from './language-pack-service';
import { findStoredLocale } from './repository';

/** Matches a listed locale whatever the case of the request, so fr-ca serves fr-CA. */
export function listedLocale(requested: string) {
  const wanted = requested.toLowerCase();
  return ALL_LOCALES.find((locale) => locale.toLowerCase() === wanted);
}

/**
 * The pack of a shipped locale, or of one an administrator added (locales/add): that one has no
 * catalog, so its stored words lie over its sister language's messages (fr-LU over fr-FR), else
 * en-US. Null for a code that is neither.
 */
export async function servedPack(db: Db, packs: LanguagePackService, requested: string): Promise<LanguagePack | null> {
  const listed = listedLocale(requested);
  if (listed) return packs.get(listed);
  const stored = await findStoredLocale(db, requested);
  if (!stored) return null;
  const sister = sisterLocale(stored.code, REGION_OF_CODE[stored.region]);
  return packs.get(stored.code, [stored.code, ...(sister ? fallbackChain(sister) : [SOURCE_LOCALE])]);
}
