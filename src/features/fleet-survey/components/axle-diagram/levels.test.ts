import { describe, expect, it } from 'vitest';
import { MM_PER_32ND } from '../../../../../contract/tire-exceptions';
import { unitsFor } from '../../../../lib/units';
import { endsMismatch, hasMismatch, sideMismatch, specFor, wheelStatus } from './levels';

const spec = { target_pressure_psi: 100, max_pressure_psi: 120, min_tread_depth_mm: 4 * MM_PER_32ND, warn_tread_depth_mm: 6 * MM_PER_32ND };
const imperial = unitsFor('imperial');
const metric = unitsFor('metric');

describe('wheelStatus', () => {
  it('colours a good tire by its age from the DOT week at the capture time, under the location rule', () => {
    const good = { pressure_psi: 100, tread_depth_mm: 12 * MM_PER_32ND, dot_week: 10, dot_year: 2014 };
    const at = new Date('2024-03-10T15:00:00Z');
    expect(wheelStatus(good, 'steer', spec, imperial, undefined, { at, rule: null })).toMatchObject({ age: 'critical', ageYears: 10, overall: 'critical' });
    expect(wheelStatus(good, 'drive', spec, imperial, undefined, { at, rule: null })).toMatchObject({ age: 'warning', overall: 'warning' });
    expect(wheelStatus(good, 'steer', spec, imperial, undefined, { at, rule: { warning_years: 11, critical_steer_years: 12 } })).toMatchObject({ age: 'ok', overall: 'ok' });
    expect(wheelStatus({ ...good, dot_week: null }, 'steer', spec, imperial, undefined, { at, rule: null })).toMatchObject({ age: 'unknown', ageYears: null, overall: 'ok' });
  });

  it('colours a good tire ok and shows psi and 32nds', () => {
    const status = wheelStatus({ pressure_psi: 100, tread_depth_mm: 12 * MM_PER_32ND }, 'steer', spec, imperial);
    expect(status).toMatchObject({ pressure: 'ok', tread: 'ok', overall: 'ok', read: true, pressureText: '100 psi', treadText: '12/32 in' });
  });

  it('shows the same reading in bar and mm for a metric user, with the same levels', () => {
    const status = wheelStatus({ pressure_psi: 100, tread_depth_mm: 16 * MM_PER_32ND }, 'steer', spec, metric);
    expect(status.pressureText).toBe('6.89 bar');
    expect(status.treadText).toBe('12.7 mm');
    expect(status.overall).toBe('ok');
  });

  it('takes the worst of pressure and tread as the tire colour', () => {
    expect(wheelStatus({ pressure_psi: 89, tread_depth_mm: 12 * MM_PER_32ND }, 'drive', spec, imperial)).toMatchObject({ pressure: 'warning', overall: 'warning' });
    expect(wheelStatus({ pressure_psi: 100, tread_depth_mm: 4 * MM_PER_32ND }, 'steer', spec, imperial)).toMatchObject({ tread: 'critical', overall: 'critical' });
    expect(wheelStatus({ pressure_psi: 80, tread_depth_mm: 5 * MM_PER_32ND }, 'steer', spec, imperial)).toMatchObject({
      pressure: 'critical',
      tread: 'warning',
      overall: 'critical',
    });
  });

  it('is unknown without a reading; pressure is unknown without a spec but tread still has the legal limits', () => {
    expect(wheelStatus(null, 'steer', spec, imperial)).toMatchObject({ overall: 'unknown', read: false, pressureText: '', treadText: '' });
    expect(wheelStatus({ pressure_psi: 100, tread_depth_mm: 2 * MM_PER_32ND }, 'trail', null, imperial)).toMatchObject({ pressure: 'unknown', tread: 'critical' });
  });
});

describe('specFor', () => {
  it('prefers the location spec for the class and size', () => {
    const rows = [
      { ...spec, fleet_location_id: null, position_class: 'steer' as const, tire_size_id: null },
      { ...spec, target_pressure_psi: 110, fleet_location_id: 7, position_class: 'steer' as const, tire_size_id: 3 },
    ];
    expect(specFor(rows, 'steer', 3)?.target_pressure_psi).toBe(110);
    expect(specFor(rows, 'steer', 4)?.target_pressure_psi).toBe(100);
    expect(specFor(null, 'steer', 3)).toBeNull();
  });
});

describe('mismatch marks', () => {
  it('flags duals more than 4/32 in or 5 psi apart', () => {
    expect(
      sideMismatch([
        { tread_depth_mm: 10 * MM_PER_32ND, pressure_psi: 100 },
        { tread_depth_mm: 15 * MM_PER_32ND, pressure_psi: 100 },
      ]),
    ).toEqual({ tread: true, pressure: false });
    expect(
      sideMismatch([
        { tread_depth_mm: 10 * MM_PER_32ND, pressure_psi: 100 },
        { tread_depth_mm: 14 * MM_PER_32ND, pressure_psi: 106 },
      ]),
    ).toEqual({ tread: false, pressure: true });
    expect(sideMismatch([{ pressure_psi: 100 }])).toBeNull();
    expect(hasMismatch(sideMismatch([null, { pressure_psi: 80 }]))).toBe(false);
  });

  it('compares the two ends of an axle by their mean', () => {
    expect(endsMismatch([{ pressure_psi: 100 }, { pressure_psi: 100 }], [{ pressure_psi: 90 }, { pressure_psi: 92 }])).toEqual({ tread: false, pressure: true });
    expect(hasMismatch(endsMismatch([{ pressure_psi: 100 }], [{ pressure_psi: 98 }]))).toBe(false);
  });
});
