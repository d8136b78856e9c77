/** A catalog message: its English source text (null for an explicit id) and its translation. */
export interface CatalogEntry {
  source: string | null;
  translation: string;
}
export type Catalog = ReadonlyMap<string, CatalogEntry>;

/** A row of the admin translations table: translation_text is the message id or its English text. */
export interface TranslationRow {
  translationText: string;
  translatedText: string;
}

/**
 * The messages of one locale: for each message the first translation along the fallback chain
 * (`chain[0]` is the locale, the last is the source locale), then the English source text.
 * The message set is the source catalog's plus any the locale's own catalog adds.
 */
export function catalogMessages(chain: readonly Catalog[]): Record<string, string> {
  const source = chain[chain.length - 1] ?? new Map<string, CatalogEntry>();
  const target = chain[0] ?? source;
  const ids = new Set([...source.keys(), ...target.keys()]);
  const messages: Record<string, string> = {};
  for (const id of ids) {
    const translated = chain.map((catalog) => catalog.get(id)?.translation).find((text) => Boolean(text));
    messages[id] = translated ?? source.get(id)?.source ?? target.get(id)?.source ?? id;
  }
  return messages;
}

/** English text → the ids of the messages with that text (one per context). */
export function idsBySourceText(source: Catalog): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [id, entry] of source) {
    // An explicit-id message has no source text in the .po; its en-US translation is its English text.
    const text = entry.source ?? entry.translation;
    if (!text) continue;
    index.set(text, [...(index.get(text) ?? []), id]);
  }
  return index;
}

/**
 * Lays the database rows over the catalog messages; the database wins, so an administrator's
 * edit takes effect without a rebuild. A row names its message by id or by English text; a row
 * matching no catalog message is kept under its own text, for texts the client translates at
 * run time by their English wording. Empty translations are ignored rather than blanking a label.
 */
export function applyTranslationRows(messages: Record<string, string>, index: Map<string, string[]>, rows: readonly TranslationRow[]): Record<string, string> {
  const merged = { ...messages };
  for (const row of rows) {
    if (!row.translatedText.trim()) continue;
    const ids = index.get(row.translationText) ?? [];
    if (row.translationText in messages || ids.length === 0) merged[row.translationText] = row.translatedText;
    for (const id of ids) merged[id] = row.translatedText;
  }
  return merged;
}

/**
 * The pack, and the part of it the database made: its messages whose text differs from the
 * catalogues' and those it added. A client built from the same catalogues has everything else.
 */
export function buildPackAndChanges(chain: readonly Catalog[], rows: readonly TranslationRow[]): { messages: Record<string, string>; changes: Record<string, string> } {
  const source = chain[chain.length - 1] ?? new Map<string, CatalogEntry>();
  const shipped = catalogMessages(chain);
  const messages = applyTranslationRows(shipped, idsBySourceText(source), rows);
  const changes: Record<string, string> = {};
  for (const [id, text] of Object.entries(messages)) if (!Object.hasOwn(shipped, id) || shipped[id] !== text) changes[id] = text;
  return { messages, changes };
}
