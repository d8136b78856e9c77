import type { Messages } from '@lingui/core';

type Compiled = Messages[string];

/**
 * Text a source would have had to escape (braces; "#" inside a plural; an apostrophe pair, which
 * the source doubles): such a message is compiled to compare. A lone apostrophe ("unit's") is
 * written as it reads.
 */
const NEEDS_ESCAPE = /[{}]|''/;
const NEEDS_ESCAPE_IN_CASE = /[{}#]|''/;

/**
 * The ICU source a compiled message was made from, written the way the catalogues write it
 * (`{name}`, `{count, plural, one {# unit} other {# units}}`), or null where that cannot be told
 * (a date skeleton, text that needed escaping). Comparing it with the pack's text spares
 * compiling every message with a placeholder on each start, which cost a phone tens of
 * milliseconds of the first screen; a null only means the pack text is compiled as before.
 */
export function sourceOf(compiled: Compiled, inCase = false): string | null {
  if (typeof compiled === 'string') return compiled;
  let out = '';
  for (const token of compiled as unknown[]) {
    if (typeof token === 'string') {
      // A plural case's "#" is the count, and the only text allowed those characters.
      if (token === '#' && inCase) out += '#';
      else if ((inCase ? NEEDS_ESCAPE_IN_CASE : NEEDS_ESCAPE).test(token)) return null;
      else out += token;
      continue;
    }
    if (!Array.isArray(token) || typeof token[0] !== 'string') return null;
    const [name, kind, format] = token as [string, string | undefined, unknown];
    if (kind === undefined) out += `{${name}}`;
    else if (format === undefined) out += `{${name}, ${kind}}`;
    else if (typeof format === 'string') out += `{${name}, ${kind}, ${format}}`;
    else if (kind === 'plural' || kind === 'select' || kind === 'selectordinal') {
      const { offset, ...cases } = format as { offset?: number } & Record<string, Compiled>;
      let body = offset ? ` offset:${offset}` : '';
      for (const [key, value] of Object.entries(cases)) {
        const text = sourceOf(value, kind !== 'select');
        if (text === null) return null;
        body += ` ${kind !== 'select' && /^\d+$/.test(key) ? `=${key}` : key} {${text}}`;
      }
      out += `{${name}, ${kind},${body}}`;
    } else return null;
  }
  return out;
}

const isSameText = (compiled: Compiled, text: string) =>
  compiled === text || (Array.isArray(compiled) && compiled.length === 1 && compiled[0] === text) || sourceOf(compiled) === text;

/**
 * Lingui's ids are six characters of a hash of the English text. A pack key of another shape is
 * a database translation named by its English wording (locales/README.md), which no shipped part
 * carries; the shell takes those.
 */
const isCatalogId = (id: string) => id.length === 6 && /^[A-Za-z0-9+/]{6}$/.test(id);

const loadCompiler = () => import('@lingui/message-utils/compileMessage');

/**
 * Text without braces or a doubled apostrophe compiles to itself: the compiler would give `[text]`.
 * Such a text (every wording key the shell takes, and most texts an administrator changes) needs
 * neither the compiler's module nor a round trip for it.
 */
const isPlainText = (text: string) => !NEEDS_ESCAPE.test(text);

export interface MergeOptions {
  /** Also take the pack's texts under keys that are not catalogue ids (the shell does). */
  withWordingKeys?: boolean;
}

/**
 * Lays the server's pack (ICU source strings) over one or more compiled catalogue parts. Only
 * the part's own ids are taken: the pack names every message, and the other parts' texts are
 * laid over them when they load. The pack is compiled here because the production Lingui
 * runtime carries no compiler and would print raw strings. A text the compiler rejects (say, an
 * admin typed an unbalanced brace) keeps the shipped message. The compiler is loaded only when
 * the pack changes something (see warmPackCompiler for the first page).
 */
export async function mergePack(compiled: Messages, pack: Record<string, string>, options: MergeOptions = {}): Promise<Messages> {
  // The part's own ids first (a part is a fraction of the pack), then, for the shell, the pack's wording keys.
  const changed: [string, string][] = [];
  for (const [id, message] of Object.entries(compiled)) {
    const text = Object.hasOwn(pack, id) ? pack[id] : undefined;
    if (text !== undefined && !isSameText(message, text)) changed.push([id, text]);
  }
  if (options.withWordingKeys) {
    for (const [id, text] of Object.entries(pack)) if (!Object.hasOwn(compiled, id) && !isCatalogId(id)) changed.push([id, text]);
  }
  if (changed.length === 0) return compiled;
  const merged: Messages = { ...compiled };
  const toCompile: [string, string][] = [];
  for (const [id, text] of changed) {
    if (isPlainText(text)) merged[id] = [text];
    else toCompile.push([id, text]);
  }
  if (toCompile.length === 0) return merged;
  const { compileMessageOrThrow } = await loadCompiler();
  for (const [id, text] of toCompile) {
    try {
      merged[id] = compileMessageOrThrow(text);
    } catch {
      // Keep the shipped message.
    }
  }
  return merged;
}
