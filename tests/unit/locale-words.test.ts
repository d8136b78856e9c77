/**
 * Words a locale must write one way: the unit types and axle configurations the server sends by
 * their English name are translated in every complete locale, and no locale mixes "tire" and
 * "tyre" once its catalogs, fallbacks and the seeded admin translations are merged.
 */
import { formatter } from '@lingui/format-po';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { setupI18n } from '@lingui/core';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_LOCALES, COMPLETE_LOCALES, SOURCE_LOCALE } from '../../contract/locales';
import { fallbackChain } from '../../locales/fallbacks';
import { CONFIGURATIONS } from '../../server/seed/axle-configurations';
import { TRANSLATION_OVERRIDES } from '../../server/seed/locales-catalog';
import { REJECT_REASONS, REMOVAL_REASONS, TRAILER_READINESS_FIELDS, UNIT_TYPES, VALVE_TYPES, VOCATIONS, WEAR_CONDITIONS } from '../../server/seed/reference-catalogs';
import { referenceWords } from '../../server/exports/reference-words';
import { readinessFieldName } from '../../src/lib/readiness-field-names';
import { reasonName } from '../../src/lib/reason-names';
import { rejectReasonName } from '../../src/lib/reject-reason-names';
import { referenceName } from '../../src/lib/reference-names';
import { tireConditionName } from '../../src/lib/tire-condition-names';
import { vocationName } from '../../src/lib/vocation-names';

type Catalog = Record<string, { message?: string; translation?: string; context?: string; obsolete?: boolean }>;

const catalogs = new Map<string, Promise<Catalog>>();
function catalog(locale: string): Promise<Catalog> {
  if (!catalogs.has(locale)) {
    const file = fileURLToPath(new URL(`../../locales/${locale}/messages.po`, import.meta.url));
    catalogs.set(locale, Promise.resolve(formatter().parse(readFileSync(file, 'utf8'), { locale, sourceLocale: SOURCE_LOCALE, filename: file }) as Catalog));
  }
  return catalogs.get(locale)!;
}

/** Every message of a locale as a reader sees it: the first translation along its fallback chain, then the seeded override. */
async function effectiveMessages(locale: string): Promise<Map<string, string>> {
  const source = await catalog(SOURCE_LOCALE);
  const chain = await Promise.all(fallbackChain(locale).map(catalog));
  const overrides = new Map<string, string>(TRANSLATION_OVERRIDES.filter((o) => o.locale === locale).map((o) => [o.text, o.translated]));
  const result = new Map<string, string>();
  for (const [id, entry] of Object.entries(source)) {
    if (entry.obsolete || !entry.message) continue;
    const translated = chain.map((c) => c[id]?.translation).find((text) => text) ?? entry.message;
    result.set(id, !entry.context && overrides.has(entry.message) ? overrides.get(entry.message)! : translated);
  }
  return result;
}

/** Each seeded list with the screens' translator of its names. */
const SEEDED_LISTS = [
  { translate: referenceName, names: [...UNIT_TYPES.map((type) => type.name), ...CONFIGURATIONS.map((configuration) => configuration.name)] },
  { translate: vocationName, names: VOCATIONS.map((vocation) => vocation.name) },
  { translate: tireConditionName, names: [...WEAR_CONDITIONS.map((wear) => wear.name), ...VALVE_TYPES] },
  { translate: reasonName, names: REMOVAL_REASONS.map((reason) => reason.name) },
  { translate: rejectReasonName, names: [...REJECT_REASONS] },
  { translate: readinessFieldName, names: [...TRAILER_READINESS_FIELDS] },
];
/** Names that are the same word in some complete locale. */
const SAME_WORD = ['Dolly', 'Municipal', 'Construction', 'Agriculture'];

describe.each(COMPLETE_LOCALES.filter((locale) => locale !== SOURCE_LOCALE))('reference names in %s', (locale) => {
  async function screenI18n() {
    const messages = await catalog(locale);
    return setupI18n({ locale, messages: { [locale]: Object.fromEntries(Object.entries(messages).map(([id, m]) => [id, m.translation ?? ''])) } });
  }

  it('translates every name the seed stores (unit types, axle configurations, vocations, wear conditions, reasons, valves, readiness fields)', async () => {
    const i18n = await screenI18n();
    const untranslated = SEEDED_LISTS.flatMap(({ translate, names }) => names.filter((name) => translate(i18n, name) === name && !SAME_WORD.includes(name)));
    expect(untranslated).toEqual([]);
  });

  it('writes each name in the export files as the screens say it', async () => {
    const i18n = await screenI18n();
    const file = referenceWords(locale);
    const differing = SEEDED_LISTS.flatMap(({ translate, names }) => names.filter((name) => translate(i18n, name) !== file(name)).map((name) => `${name}: ${translate(i18n, name)} / ${file(name)}`));
    expect(differing).toEqual([]);
  });
});

it('knows every seeded name; a later one shows as written unless the translations screen holds its English text', () => {
  const i18n = setupI18n({ locale: 'fr-CA', messages: { 'fr-CA': { [generateMessageId('Tractor', 'unit type')]: 'Tracteur', 'Chain damage': 'Dommage par chaîne' } } });
  expect(referenceName(i18n, 'Tractor')).toBe('Tracteur');
  expect(referenceName(i18n, 'Some later type')).toBe('Some later type');
  // The language pack carries an administrator's word under its English wording.
  expect(tireConditionName(i18n, 'Chain damage')).toBe('Dommage par chaîne');
});

describe.each([...ALL_LOCALES])('spelling in %s', (locale) => {
  it('writes tire one way on every screen', async () => {
    const texts = [...(await effectiveMessages(locale)).values()];
    const tyre = texts.filter((text) => /\btyres?\b/i.test(text));
    const tire = texts.filter((text) => /\btires?\b/i.test(text));
    expect(tyre.length === 0 || tire.length === 0, `${locale}: ${tyre.slice(0, 3).join(' | ')} vs ${tire.slice(0, 3).join(' | ')}`).toBe(true);
  });
});
