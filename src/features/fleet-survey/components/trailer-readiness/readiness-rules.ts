import type { SyncState } from '../../data/types';

/** One answer of the trailer checklist (spec 3 §3 "Trailer readiness"). */
export type ReadinessValue = 'pass' | 'fail' | 'n/a';
export const READINESS_VALUES: readonly ReadinessValue[] = ['pass', 'fail', 'n/a'];

export interface ReadinessAnswer {
  value: ReadinessValue | null;
  notes: string;
}

/**
 * A trailer passes when every field is answered pass or n/a; an unanswered field is not a
 * pass. The server decides the same way when it stores the checklist.
 */
export function readinessPassed(fieldIds: readonly number[], answers: Readonly<Record<number, ReadinessAnswer | undefined>>): boolean {
  return fieldIds.length > 0 && fieldIds.every((id) => answers[id]?.value === 'pass' || answers[id]?.value === 'n/a');
}

export function unansweredCount(fieldIds: readonly number[], answers: Readonly<Record<number, ReadinessAnswer | undefined>>): number {
  return fieldIds.filter((id) => !answers[id]?.value).length;
}

/** Reads the report's free-text answer ("Pass", "N/A") back into a value. */
export function toReadinessValue(text: string | null | undefined): ReadinessValue | null {
  const value = text?.trim().toLowerCase();
  if (value === 'na' || value === 'n.a.') return 'n/a';
  return READINESS_VALUES.includes(value as ReadinessValue) ? (value as ReadinessValue) : null;
}

/**
 * Whether a unit is a trailer, from what this device knows of it: its type name, the type's
 * name in the cached selects, or its axle configuration (the seeded codes start TRAILER_).
 */
export function isTrailerUnit(unit: Readonly<Record<string, unknown>> | null | undefined, typeName?: string | null, configurationCode?: string | null): boolean {
  const names = [unit?.type_name, typeName, unit?.axle_configuration, configurationCode];
  return names.some((name) => typeof name === 'string' && /trailer/i.test(name));
}

/**
 * Whose checklist to show: the device's while it holds a change the server has not confirmed,
 * or when it was saved after the server's copy was read; otherwise the server's (another
 * device may have saved since); null when neither has one.
 */
export function pickReadinessSource(local: { syncState: SyncState; updatedAt: number } | null, serverReadAt: number | null): 'device' | 'server' | null {
  if (local && (local.syncState !== 'synced' || serverReadAt === null || local.updatedAt >= serverReadAt)) return 'device';
  return serverReadAt !== null ? 'server' : null;
}
