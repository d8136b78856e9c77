import type { Messages } from '@lingui/core';

const isSameText = (compiled: Messages[string] | undefined, text: string) =>
  compiled === text || (Array.isArray(compiled) && compiled.length === 1 && compiled[0] === text);

/**
 * Lays the server's pack (ICU source strings) over the compiled catalog. The pack is compiled
 * here because the production Lingui runtime carries no compiler and would print raw strings.
 * A text the compiler rejects (say, an admin typed an unbalanced brace) keeps the shipped message.
 * The compiler is loaded only when the pack changes something, which most packs do not: it would
 * otherwise weigh on every page's first load.
 */
export async function mergePack(compiled: Messages, pack: Record<string, string>): Promise<Messages> {
  const changed = Object.entries(pack).filter(([id, text]) => !isSameText(compiled[id], text));
  if (changed.length === 0) return compiled;
  const { compileMessageOrThrow } = await import('@lingui/message-utils/compileMessage');
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
