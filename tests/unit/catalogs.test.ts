/**
 * The complete locales (contract/locales.ts) promise a translation for every message: each
 * entry is filled, is valid ICU, and keeps exactly the English text's placeholders and tags,
 * so no translated screen loses a number or a link.
 */
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { COMPLETE_LOCALES } from '../../contract/locales';

async function catalog(locale: string) {
  const file = fileURLToPath(new URL(`../../locales/${locale}/messages.po`, import.meta.url));
  return formatter().parse(readFileSync(file, 'utf8'), { locale, sourceLocale: 'en-US', filename: file });
}

/** Placeholder names with their kind (plain, plural, select…), nested choices included. */
function placeholders(message: CompiledMessage, into = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    into.add(`${name}:${type ?? 'value'}`);
    if (format && typeof format === 'object') {
      for (const [key, choice] of Object.entries(format)) if (key !== 'offset' && Array.isArray(choice)) placeholders(choice as CompiledMessage, into);
    }
  }
  return into;
}

/** Lingui's numbered component tags (<0>…</0>, <1/>), counted. */
const tags = (text: string) => (text.match(/<\/?\d+\s*\/?>/g) ?? []).map((tag) => tag.replace(/\s/g, '')).sort();

const sorted = (set: Set<string>) => [...set].sort();

const translated = COMPLETE_LOCALES.filter((locale) => locale !== 'en-US');

describe.each(translated)('catalog %s', (locale) => {
  it('translates every message', async () => {
    const messages = await catalog(locale);
    const missing = Object.values(messages).filter((m) => !m.obsolete && !m.translation).map((m) => m.message);
    expect(missing).toEqual([]);
  });

  it('keeps each message valid ICU with the English placeholders and tags', async () => {
    const messages = await catalog(locale);
    const mismatched: string[] = [];
    for (const m of Object.values(messages)) {
      if (m.obsolete || !m.translation || !m.message) continue;
      let target: CompiledMessage;
      try {
        target = compileMessageOrThrow(m.translation);
      } catch (error) {
        mismatched.push(`${m.message} → invalid ICU: ${(error as Error).message}`);
        continue;
      }
      const source = compileMessageOrThrow(m.message);
      if (sorted(placeholders(source)).join() !== sorted(placeholders(target)).join()) mismatched.push(`${m.message} → placeholders differ in "${m.translation}"`);
      else if (tags(m.message).join() !== tags(m.translation).join()) mismatched.push(`${m.message} → tags differ in "${m.translation}"`);
    }
    expect(mismatched).toEqual([]);
  });
});
