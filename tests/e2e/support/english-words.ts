import { formatter } from '@lingui/format-po';
import { readFileSync } from 'node:fs';

/*
 * The English texts a French screen or file must not show: every en-US catalogue text that the
 * locale translates differently, cut at its placeholders, keeping the pieces of at least two words
 * or six letters. A piece that French itself writes somewhere in the catalogue (a brand, a unit, a
 * word both languages share such as "Position") is no sign of a missing translation, so it is left
 * out.
 */

const po = formatter({ lineNumbers: false });
type Entry = { message?: string; translation?: string; obsolete?: boolean };

function read(locale: string, catalog: 'messages' | 'exports'): Record<string, Entry> {
  const file = `locales/${locale}/${catalog}.po`;
  return po.parse(readFileSync(file, 'utf8'), { locale, sourceLocale: 'en-US', filename: file }) as Record<string, Entry>;
}

/** Literal text between ICU placeholders; plural and select messages are left whole to their branches' words. */
const pieces = (text: string) => text.split(/\{[^{}]*\}|[{}#]/).map((piece) => piece.replace(/\s+/g, ' ').trim().replace(/^[\s:;,.·—–()-]+|[\s:;,.·—–()-]+$/g, ''));
const letters = (text: string) => (text.match(/\p{L}/gu) ?? []).length;
const qualifies = (piece: string) => letters(piece) >= 2 && (piece.split(' ').filter((word) => letters(word) > 0).length >= 2 || letters(piece) >= 6);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const bounded = (piece: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(piece)}(?![\\p{L}\\p{N}])`, 'u');

export interface EnglishCheck {
  /** The English pieces found in a text, each once. */
  find: (text: string) => string[];
  size: number;
}

export function englishCheck(locale: string, catalogs: ('messages' | 'exports')[]): EnglishCheck {
  const candidates = new Set<string>();
  const frenchTexts: string[] = [];
  for (const catalog of catalogs) {
    const english = read('en-US', catalog);
    const local = read(locale, catalog);
    for (const [id, entry] of Object.entries(local)) {
      if (entry.obsolete || !entry.translation) continue;
      frenchTexts.push(entry.translation);
      const source = english[id]?.translation || english[id]?.message || id;
      if (source === entry.translation) continue;
      for (const piece of pieces(source)) if (qualifies(piece)) candidates.add(piece);
    }
  }
  const french = frenchTexts.join('\n').replace(/\s+/g, ' ');
  const patterns = [...candidates].map((piece) => [piece, bounded(piece)] as const).filter(([, pattern]) => !pattern.test(french));
  return {
    size: patterns.length,
    find: (text) => {
      const flat = text.replace(/\s+/g, ' ');
      return patterns.filter(([, pattern]) => pattern.test(flat)).map(([piece]) => piece);
    },
  };
}

/** A message's text in a locale (the English id when the locale has none), for a test that clicks by name. */
export function translation(locale: string, id: string, catalog: 'messages' | 'exports' = 'messages'): string {
  const entry = Object.values(read(locale, catalog)).find((candidate) => !candidate.obsolete && candidate.message === id);
  return entry?.translation || id;
}
