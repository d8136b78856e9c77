import { ALL_LOCALES, NATIVE_NAMES, REGION_OF_CODE, regionOfLocale, type Locale } from './locales';

/**
 * Where the stored label is not ICU's name for the locale (NATIVE_NAMES, which the header shows):
 * the locales table and the server's language list have always carried these.
 */
const STORED_LABELS: Partial<Record<Locale, string>> = {
  'zh-CN': '中文 (中国)',
  'id-ID': 'Bahasa Indonesia (Indonesia)',
};

const CODE_OF_REGION = Object.fromEntries(Object.entries(REGION_OF_CODE).map(([code, region]) => [region, code]));

/**
 * The region and language chooser's lists (spec 1 §9), with labels in their own language: what
 * the seed stores in the locales table and the server's defaults when that table is empty.
 */
export const LOCALES: readonly { code: Locale; label: string; region: string }[] = ALL_LOCALES.map((code) => ({
  code,
  label: STORED_LABELS[code] ?? NATIVE_NAMES[code],
  region: CODE_OF_REGION[regionOfLocale(code)]!,
}));
