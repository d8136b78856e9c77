import type { Messages } from '@lingui/core';

const isSameText = (compiled: Messages[string] | undefined, text: string) =>
  compiled === text || (Array.isArray(compiled) && compiled.length === 1 && compiled[0] === text);

/**
 * Lingui's ids are six characters of a hash of the English text. A pack key of another shape is
 * a database translation named by its English wording (locales/README.md), which no shipped part
 * carries; the shell takes those.
 */
const isCatalogId = (id: string) => /^[A-Za-z0-9+/]{6}$/.test(id);

const loadCompiler = () => import('@lingui/message-utils/compileMessage');

/**
 * Starts loading the pack's compiler beside the pack itself. A pack differs from the compiled
 * parts in practice (a message with a placeholder is compiled to parts, not text), so at start
 * the compiler would otherwise be one more round trip after the pack, before the first render.
 */
export function warmPackCompiler(): void {
  loadCompiler().catch(() => undefined);
}

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
  const changed = Object.entries(pack).filter(([id, text]) =>
    Object.hasOwn(compiled, id) ? !isSameText(compiled[id], text) : Boolean(options.withWordingKeys) && !isCatalogId(id),
  );
  if (changed.length === 0) return compiled;
  const { compileMessageOrThrow } = await loadCompiler();
  const merged: Messages = { ...compiled };
  for (const [id, text] of changed) {
    try {
      merged[id] = compileMessageOrThrow(text);
    } catch {
      // Keep the shipped message.
    }
  }
  return merged;
}
