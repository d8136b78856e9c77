import type { WaitingChange } from '../../sync';

/** The changes of one unit in one survey (or of a unit alone, or of a survey alone), as one line of the list. */
export interface ChangeGroup {
  key: string;
  surveyLocalId: string | null;
  surveyDate: string | null;
  unitLocalId: string | null;
  unitNumber: string | null;
  /** Oldest first. */
  changes: WaitingChange[];
  /** When its oldest change was made. */
  oldest: number;
  /** How many of them stopped and need the technician. */
  needsUser: number;
}

export const NEEDS_USER: ReadonlySet<WaitingChange['status']> = new Set(['failed', 'conflict', 'auth']);

/** A day: unsent work older than this is at risk where the browser may clear its storage. */
export const AT_RISK_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The waiting changes grouped by survey and unit, so a unit with 18 readings is one line: the
 * group whose oldest change waits longest first, each group's changes oldest first (queue
 * order among equal times).
 */
export function groupChanges(changes: readonly WaitingChange[]): ChangeGroup[] {
  const groups = new Map<string, ChangeGroup>();
  for (const change of changes) {
    const key = `${change.surveyLocalId ?? '-'}|${change.unitLocalId ?? '-'}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        surveyLocalId: change.surveyLocalId,
        surveyDate: change.surveyDate,
        unitLocalId: change.unitLocalId,
        unitNumber: change.unitNumber,
        changes: [],
        oldest: change.createdAt,
        needsUser: 0,
      };
      groups.set(key, group);
    }
    group.changes.push(change);
    group.oldest = Math.min(group.oldest, change.createdAt);
    if (NEEDS_USER.has(change.status)) group.needsUser += 1;
  }
  // Array sort is stable: equal times keep queue order.
  const ordered = [...groups.values()];
  for (const group of ordered) group.changes.sort((a, b) => a.createdAt - b.createdAt);
  return ordered.sort((a, b) => a.oldest - b.oldest);
}

/** When the oldest of the changes was made; null without changes. */
export function oldestChange(changes: readonly WaitingChange[]): number | null {
  return changes.length === 0 ? null : Math.min(...changes.map((c) => c.createdAt));
}

/** Whether unsent work may be lost: older than a day while the browser does not promise to keep it (persisted not true). */
export function workAtRisk(oldest: number | null, now: number, persisted: boolean | null): boolean {
  return oldest !== null && now - oldest > AT_RISK_AFTER_MS && persisted !== true;
}

