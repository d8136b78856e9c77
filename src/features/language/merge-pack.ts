import type { Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const isSameText = (compiled: Messages[string] | undefined, text: string) =>
  compiled === text || (Array.isArray(compiled) && compiled.length === 1 && compiled[0] === text);

/**
 * Lays the server's pack (ICU source strings) over the compiled catalog. The pack is compiled
 * here because the production Lingui runtime carries no compiler and would print raw strings.
 * A text the compiler rejects (say, an admin typed an unbalanced brace) keeps the shipped message.
 */
export function mergePack(compiled: Messages, pack: Record<string, string>): Messages {
  const merged: Messages = { ...compiled };
  for (const [id, text] of Object.entries(pack)) {
    if (isSameText(compiled[id], text)) continue;
    try {
      merged[id] = compileMessageOrThrow(text);
    } catch {
      // Keep the shipped message.
    }
  }
  return merged;
}
