import type { AxleConfigurationRecord, UnitRecord } from '../../data/types';
import { isTrailerUnit } from '../trailer-readiness/readiness-rules';

/*
 * What the add-unit screen offers first: the axle configurations the location's units on this
 * device use most, and the last unit added there to start from.
 */

type CountedUnit = Pick<UnitRecord, 'data' | 'deleted'>;

/** How many of the units use each configuration, by configuration id (deleted units not counted). */
export function configurationCounts(units: readonly CountedUnit[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const unit of units) {
    const id = unit.data.axle_configuration_id;
    if (unit.deleted || typeof id !== 'number') continue;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** The configurations, most used first; equal counts (and unused ones) keep the order given. */
export function byUse<T extends { id: number }>(configurations: readonly T[], counts: ReadonlyMap<number, number>): T[] {
  return configurations
    .map((configuration, index) => ({ configuration, index, count: counts.get(configuration.id) ?? 0 }))
    .sort((a, b) => b.count - a.count || a.index - b.index)
    .map((entry) => entry.configuration);
}

export type ConfigurationChoice = Pick<AxleConfigurationRecord, 'id' | 'name' | 'unit_type_id'> & { count: number };

/**
 * The used configurations of every unit type, most used first, at most `limit`: each sets the
 * unit's type and configuration in one tap. `configurations` is in the usual order (by name).
 */
export function mostUsedConfigurations(
  configurations: readonly Pick<AxleConfigurationRecord, 'id' | 'name' | 'unit_type_id'>[],
  units: readonly CountedUnit[],
  limit = 3,
): ConfigurationChoice[] {
  const counts = configurationCounts(units);
  return byUse(configurations, counts)
    .filter((c) => (counts.get(c.id) ?? 0) > 0 && typeof c.unit_type_id === 'number')
    .slice(0, limit)
    .map((c) => ({ id: c.id, name: c.name, unit_type_id: c.unit_type_id, count: counts.get(c.id)! }));
}

/**
 * The unit added last at the location: one still waiting on this device is newer than any the
 * server numbered (the latest change first among those), else the highest server id, since
 * the server numbers units as they are created.
 */
export function lastAddedUnit<T extends Pick<UnitRecord, 'serverId' | 'updatedAt' | 'data' | 'deleted'>>(units: readonly T[]): T | null {
  const live = units.filter((u) => !u.deleted && typeof u.data.type === 'number');
  const unsent = live.filter((u) => u.serverId === null).sort((a, b) => b.updatedAt - a.updatedAt);
  if (unsent[0]) return unsent[0];
  return [...live].sort((a, b) => Number(b.serverId) - Number(a.serverId))[0] ?? null;
}

type PrefillCandidate = Pick<AxleConfigurationRecord, 'id' | 'name' | 'unit_type_id'> & { code?: string };

/**
 * The configuration a new unit's form arrives with, so the technician types the number and
 * saves: a trailer added from its tractor's screen gets the location's most used trailer
 * configuration; any other unit the most used one that is not a trailer (trailers are usually
 * added from their tractor), else the most used of all. Null when the location has none in use.
 */
export function prefillConfiguration(configurations: readonly PrefillCandidate[], units: readonly CountedUnit[], kind: 'trailer' | 'unit'): ConfigurationChoice | null {
  const used = mostUsedConfigurations(configurations, units, configurations.length);
  const trailer = (choice: ConfigurationChoice) => {
    const configuration = configurations.find((c) => c.id === choice.id);
    return isTrailerUnit(null, configuration?.name, configuration?.code);
  };
  if (kind === 'trailer') return used.find(trailer) ?? null;
  return used.find((choice) => !trailer(choice)) ?? used[0] ?? null;
}
