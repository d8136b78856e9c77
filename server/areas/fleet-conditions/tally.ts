import type { LevelCounts } from '../../../contract/fleet-conditions';
import { worstLevel, type ExceptionLevel } from '../../../contract/tire-exceptions';
import type { SqlPressureLevel, SqlTreadLevel } from './report-tallies';

export const emptyLevels = (): LevelCounts => ({ ok: 0, warning: 0, critical: 0, unknown: 0 });

/** Over the tire's maximum is critical too; SQL keeps it apart only for the loss estimate. */
export const asExceptionLevel = (level: SqlPressureLevel | SqlTreadLevel): ExceptionLevel => (level === 'critical_over' ? 'critical' : level);

export const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/**
 * In spec = at the ok level, among the tires that could be judged (a reading and, for
 * pressure, a spec to judge it by); null when none could.
 */
export function inSpecPercent(levels: LevelCounts): number | null {
  const judged = levels.ok + levels.warning + levels.critical;
  return judged === 0 ? null : round((levels.ok / judged) * 100, 1);
}

export interface LevelGroupCounts {
  pl: SqlPressureLevel;
  tl: SqlTreadLevel;
  al: ExceptionLevel;
  tires: number;
  read: number;
}

/**
 * Tires by pressure level, tread level and the worse of the two, summed over level groups; and
 * by age level, which stands apart (an old tire in spec on pressure and tread is no exception of
 * its condition, but one to plan a replacement for).
 */
export class LevelTally {
  tires = 0;
  read = 0;
  readonly pressure = emptyLevels();
  readonly tread = emptyLevels();
  readonly tire = emptyLevels();
  readonly age = emptyLevels();

  add(group: LevelGroupCounts): void {
    const pressure = asExceptionLevel(group.pl);
    const tread = asExceptionLevel(group.tl);
    this.tires += group.tires;
    this.read += group.read;
    this.pressure[pressure] += group.tires;
    this.tread[tread] += group.tires;
    this.tire[worstLevel(pressure, tread)] += group.tires;
    this.age[group.al] += group.tires;
  }

  /** A tire low on both pressure and tread is one exception: one tire to act on. */
  get exceptions(): number {
    return this.tire.warning + this.tire.critical;
  }

  summary() {
    return {
      tires: this.tires,
      pressure_levels: this.pressure,
      tread_levels: this.tread,
      tire_levels: this.tire,
      age_levels: this.age,
      tires_with_exceptions: this.exceptions,
      pressure_in_spec_percent: inSpecPercent(this.pressure),
      tread_in_spec_percent: inSpecPercent(this.tread),
    };
  }
}

/** The entry of `key`, created on first use. */
export function entryOf<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let entry = map.get(key);
  if (entry === undefined) {
    entry = create();
    map.set(key, entry);
  }
  return entry;
}

/** Adds `amount` to a counter map. */
export function bump<K>(map: Map<K, number>, key: K, amount: number): void {
  map.set(key, (map.get(key) ?? 0) + amount);
}
