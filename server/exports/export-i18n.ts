import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SOURCE_LOCALE } from '../../contract/locales';
import { fallbackChain } from '../../locales/fallbacks';
import type { ReportDocument, ReportFilter } from './report-model';

/*
 * The words of exported files (column headers, section and sheet titles, summary labels, chart
 * texts, cover pages) in the reader's language. They live in their own catalog,
 * `locales/{locale}/exports.po`, extracted from `server/` by `npm run i18n:extract`, so the
 * browser's catalog does not carry them. The English text is the message id: code writes
 * `i18n._('Tread depth')`, or marks a constant `/*i18n*\/ 'Tread depth'` and translates it where
 * it is used. A message without a translation takes the next locale of the same fallback chains
 * the screens use, then the English text.
 */

const LOCALES_DIR = fileURLToPath(new URL('../../locales', import.meta.url));
const po = formatter({ lineNumbers: false });

type Translations = Map<string, string>;
const translationsByLocale = new Map<string, Translations>();

function translationsOf(locale: string): Translations {
  const cached = translationsByLocale.get(locale);
  if (cached) return cached;
  const file = join(LOCALES_DIR, locale, 'exports.po');
  const translations: Translations = new Map();
  if (existsSync(file)) {
    const catalog = po.parse(readFileSync(file, 'utf8'), { locale, sourceLocale: SOURCE_LOCALE, filename: file }) as Record<
      string,
      { translation?: string; obsolete?: boolean }
    >;
    for (const [id, entry] of Object.entries(catalog)) {
      if (entry.obsolete) continue;
      // English is the message id itself; the source catalog leaves most translations empty.
      const text = entry.translation || (locale === SOURCE_LOCALE ? id : '');
      if (text) translations.set(id, text);
    }
  }
  translationsByLocale.set(locale, translations);
  return translations;
}

const i18nByLocale = new Map<string, I18n>();

/** Only tags shaped like a locale reach the file system; anything else reads English. */
const LOCALE_TAG = /^[a-z]{2,3}(-[A-Z]{2})?$/;

/** A Lingui instance holding the export words of `language`, its fallbacks already applied. */
export function exportI18n(language: string): I18n {
  const locale = LOCALE_TAG.test(language) ? language : SOURCE_LOCALE;
  const cached = i18nByLocale.get(locale);
  if (cached) return cached;
  const messages: Messages = {};
  // Walk the chain from English back to the locale itself, so the nearest translation wins.
  for (const link of fallbackChain(locale).reverse()) {
    for (const [id, text] of translationsOf(link)) messages[id] = compileMessage(text);
  }
  // Text that is no message (a name, a number) comes back as it is, without a warning.
  const i18n = setupI18n({ locale, messages: { [locale]: messages }, missing: (_locale, id) => id });
  i18nByLocale.set(locale, i18n);
  return i18n;
}

/**
 * The document with its fixed words in the reader's language: title, subtitle, filter and summary
 * labels, section titles, column headers and the photos' title. Report builders write these in
 * English (marked for extraction); values are the builder's to translate (`exportI18n`), since
 * only it knows which are words and which are names. Rows are passed through untouched.
 */
export function localizeDocument(document: ReportDocument): ReportDocument {
  const i18n = exportI18n(document.meta.language);
  const word = (text: string) => i18n._(text);
  const labelled = (items: ReportFilter[]) => items.map((item) => ({ ...item, label: word(item.label) }));
  const { meta } = document;
  return {
    ...document,
    meta: { ...meta, title: word(meta.title), subtitle: meta.subtitle === undefined ? undefined : word(meta.subtitle), filters: labelled(meta.filters) },
    sections: document.sections.map((section) => ({
      ...section,
      title: section.title === undefined ? undefined : word(section.title),
      columns: section.columns.map((column) => ({ ...column, header: word(column.header) })),
      summary: section.summary && labelled(section.summary),
    })),
    pictures: document.pictures && { ...document.pictures, title: word(document.pictures.title) },
  };
}
