import { describe, expect, it } from 'vitest';
import { byUse, configurationCounts, lastAddedUnit, mostUsedConfigurations, prefillConfiguration } from './configuration-use';

const unit = (localId: string, type: number | null, config: number | null, serverId: number | null = null, updatedAt = 0, deleted = false) => ({
  localId,
  serverId,
  updatedAt,
  deleted,
  data: { unit_number: localId, type, axle_configuration_id: config },
});

// The usual order: by name, as the picker lists them.
const configurations = [
  { id: 30, name: '4x2 tractor', unit_type_id: 1 },
  { id: 10, name: '6x4 tractor', unit_type_id: 1 },
  { id: 20, name: 'Tandem trailer', unit_type_id: 2 },
  { id: 40, name: 'Tri-axle trailer', unit_type_id: 2 },
];

describe('configurations a location uses most', () => {
  const units = [unit('a', 1, 10), unit('b', 1, 10), unit('c', 2, 20), unit('d', 2, 20), unit('e', 2, 40), unit('f', 1, 10, null, 0, true), unit('g', 1, null)];

  it('counts the live units by configuration', () => {
    expect(configurationCounts(units)).toEqual(
      new Map([
        [10, 2],
        [20, 2],
        [40, 1],
      ]),
    );
  });

  it('puts the most used first, ties and unused in the usual order', () => {
    expect(byUse(configurations, configurationCounts(units)).map((c) => c.id)).toEqual([10, 20, 40, 30]);
  });

  it('offers only used configurations, across unit types, up to the limit', () => {
    expect(mostUsedConfigurations(configurations, units, 2)).toEqual([
      { id: 10, name: '6x4 tractor', unit_type_id: 1, count: 2 },
      { id: 20, name: 'Tandem trailer', unit_type_id: 2, count: 2 },
    ]);
    expect(mostUsedConfigurations(configurations, [])).toEqual([]);
  });
});

describe('the last unit added', () => {
  it('is the newest unit still on this device only, else the highest server id', () => {
    expect(lastAddedUnit([unit('a', 1, 10, 5), unit('b', 2, 20, 9), unit('c', 1, 10, 7)])?.localId).toBe('b');
    expect(lastAddedUnit([unit('a', 1, 10, 50), unit('b', 2, 20, null, 100), unit('c', 1, 10, null, 200)])?.localId).toBe('c');
  });

  it('skips deleted units and units without a type; none when there is none', () => {
    expect(lastAddedUnit([unit('a', 1, 10, 5), unit('b', 2, 20, null, 9, true), unit('c', null, null, null, 10)])?.localId).toBe('a');
    expect(lastAddedUnit([])).toBeNull();
  });
});

describe('the configuration a new unit arrives with', () => {
  const named = [
    { id: 30, name: 'Tractor 4x2 (2-4)', code: 'TRACTOR_4X2', unit_type_id: 1 },
    { id: 10, name: 'Tractor 6x4 (2-4-4)', code: 'TRACTOR_6X4', unit_type_id: 1 },
    { id: 20, name: 'Trailer tandem (4-4)', code: 'TRAILER_TANDEM', unit_type_id: 2 },
    { id: 40, name: 'Trailer spread axle (4-4)', code: 'TRAILER_SPREAD', unit_type_id: 2 },
  ];
  // Trailers outnumber tractors, as at most fleets.
  const yard = [unit('a', 1, 10), unit('b', 1, 10), unit('c', 1, 30), unit('d', 2, 20), unit('e', 2, 20), unit('f', 2, 20), unit('g', 2, 40)];

  it('is the most used trailer configuration for a trailer added from its tractor', () => {
    expect(prefillConfiguration(named, yard, 'trailer')).toMatchObject({ id: 20, unit_type_id: 2 });
  });

  it('is the most used configuration that is no trailer for any other unit', () => {
    expect(prefillConfiguration(named, yard, 'unit')).toMatchObject({ id: 10, unit_type_id: 1 });
  });

  it('falls back to the most used of all at a trailer-only yard, and to nothing at an empty one', () => {
    const trailersOnly = yard.filter((u) => u.data.type === 2);
    expect(prefillConfiguration(named, trailersOnly, 'unit')).toMatchObject({ id: 20 });
    expect(prefillConfiguration(named, [], 'unit')).toBeNull();
    expect(prefillConfiguration(named, yard.filter((u) => u.data.type === 1), 'trailer')).toBeNull();
  });
});
