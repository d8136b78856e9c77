import { describe, expect, it } from 'vitest';
import type { UnitRecord } from '../../data/types';
import { unitListRows } from './unit-rows';

const unit = (localId: string, serverId: number | null, syncState: UnitRecord['syncState'], data: Partial<UnitRecord['data']>, deleted = false): UnitRecord => ({
  localId,
  serverId,
  serverVersion: null,
  syncState,
  updatedAt: 0,
  locationId: 1,
  data: { unit_number: localId, ...data },
  deleted,
});

const names = { types: new Map([[1, 'Tractor'], [2, 'Trailer']]), configurations: new Map([[9, 'Tractor 6x4 (2-4-4)']]) };

describe('unitListRows', () => {
  const units = [
    unit('TR-1', 11, 'synced', { type: 1, vin: '1FUJ', axle_configuration_id: 9, license_plate: 'ABC1', license_plate_state: 'OH', manufacturer: 'Freightliner', year: 2020 }),
    unit('TL-7', null, 'unsent', { type: 2, vin: null, type_name: 'ignored' }),
    unit('TL-8', 12, 'synced', { type: 2 }, true),
  ];

  it('lists live units with names from the selects and an unsent marker', () => {
    const rows = unitListRows(units, { keyword: '', type: null }, names);
    expect(rows.map((r) => [r.unitNumber, r.urlId, r.pending])).toEqual([
      ['TR-1', '11', null],
      ['TL-7', 'TL-7', 'unsent'],
    ]);
    expect(rows[0]).toMatchObject({ typeName: 'Tractor', axleConfiguration: 'Tractor 6x4 (2-4-4)', plate: 'ABC1 · OH', makeModel: 'Freightliner 2020' });
    expect(rows[1]!.typeName).toBe('Trailer');
  });

  it('filters by type and by keyword on number, VIN and plate', () => {
    expect(unitListRows(units, { keyword: '', type: 2 }, names).map((r) => r.unitNumber)).toEqual(['TL-7']);
    expect(unitListRows(units, { keyword: 'abc', type: null }, names).map((r) => r.unitNumber)).toEqual(['TR-1']);
    expect(unitListRows(units, { keyword: '1fuj', type: 1 }, names).map((r) => r.unitNumber)).toEqual(['TR-1']);
    expect(unitListRows(units, { keyword: 'zzz', type: null }, names)).toEqual([]);
  });
});
