/**
 * The account selection kept across table pages. A report covers at most `max` accounts:
 * removals always apply, additions only while there is room, first come first kept, and the caller is told when some were left out.
 */
export function limitSelection(previous: readonly number[], next: readonly number[], max: number): { ids: number[]; limited: boolean } {
  const wanted = new Set(next);
  const kept = previous.filter((id) => wanted.has(id));
  const had = new Set(kept);
  const added = [...wanted].filter((id) => !had.has(id));
  const room = Math.max(0, max - kept.length);
  return { ids: [...kept, ...added.slice(0, room)], limited: added.length > room };
}
