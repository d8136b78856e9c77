import type { DiagramAxle, WheelSlot } from './layout';

/*
 * The technician's walking order over a unit's positions, in one place: the editor moves to
 * the next position in it after a saved reading, starts at its first unread position, and
 * shows the previous position's values while the next is read.
 *
 * The order is axle by axle from the front, each axle left to right as the diagram draws it
 * (left outer, left inner, right inner, right outer on duals). Why (docs/business-rules.md):
 * the next wheel is always the next one on the screen, read like a page, so the highlighted
 * wheel never jumps across the diagram; a unit coupled behind runs on from the last axle to
 * its first; and the positions of one axle, which the mismatch rules compare, are read
 * together with the same gauge reading still in mind.
 */

/** The unit's positions in walking order. */
export function positionOrder(diagram: readonly DiagramAxle[]): WheelSlot[] {
  return diagram.flatMap((axle) => [...axle.left, ...axle.right]);
}

/** The position after `currentKey`; null after the last one (or for an unknown key). */
export function nextPosition(order: readonly WheelSlot[], currentKey: string): WheelSlot | null {
  const index = order.findIndex((wheel) => wheel.key === currentKey);
  return index === -1 ? null : (order[index + 1] ?? null);
}

/** The first position in walking order that has no reading yet; null when all are read. */
export function firstUnread(order: readonly WheelSlot[], readKeys: ReadonlySet<string>): WheelSlot | null {
  return order.find((wheel) => !readKeys.has(wheel.key)) ?? null;
}

/**
 * Where to go after saving: the next position, or, after the last one, the first still unread
 * one (a skipped wheel), else nowhere.
 */
export function advanceAfterSave(order: readonly WheelSlot[], currentKey: string, readKeys: ReadonlySet<string>): WheelSlot | null {
  const next = nextPosition(order, currentKey);
  if (next) return next;
  const unread = firstUnread(order, readKeys);
  return unread && unread.key !== currentKey ? unread : null;
}

/** The position before `currentKey`; null for the first one (or an unknown key). */
export function previousPosition(order: readonly WheelSlot[], currentKey: string): WheelSlot | null {
  const index = order.findIndex((wheel) => wheel.key === currentKey);
  return index <= 0 ? null : (order[index - 1] ?? null);
}
