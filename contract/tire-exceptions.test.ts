import { describe, expect, it } from 'vitest';
import {
  axleMismatch,
  dualMismatch,
  isReadingException,
  pressureLevel,
  readingExceptions,
  resolveSpec,
  treadLevel,
  treadLimits,
  worstLevel,
  type SpecRow,
  type TireSpec,
} from './tire-exceptions';

// Independent arithmetic: 1/32 in = 0.79375 mm.
const in32 = (n: number) => n * 0.79375;
const spec: TireSpec = { target_pressure_psi: 100, max_pressure_psi: 120, min_tread_depth_mm: in32(2), warn_tread_depth_mm: in32(4) };
const steerSpec: TireSpec = { target_pressure_psi: 110, max_pressure_psi: 120, min_tread_depth_mm: in32(4), warn_tread_depth_mm: in32(6) };

describe('pressure', () => {
  it('is ok just above 10 % under the target', () => {
    expect(pressureLevel(90.1, spec)).toBe('ok');
    expect(pressureLevel(100, spec)).toBe('ok');
  });

  it('warns at exactly 10 % under and down to just above 20 % under', () => {
    expect(pressureLevel(90, spec)).toBe('warning');
    expect(pressureLevel(80.1, spec)).toBe('warning');
    // 110 × 0.9 = 99 psi, which floats as 99.00000000000001.
    expect(pressureLevel(99, steerSpec)).toBe('warning');
  });

  it('is critical at 20 % under or more, and at zero', () => {
    expect(pressureLevel(80, spec)).toBe('critical');
    expect(pressureLevel(88, steerSpec)).toBe('critical');
    expect(pressureLevel(0, spec)).toBe('critical');
  });

  it('is ok up to the maximum and critical above it', () => {
    expect(pressureLevel(120, spec)).toBe('ok');
    expect(pressureLevel(120.5, spec)).toBe('critical');
  });

  it('is unknown without a reading or a spec', () => {
    expect(pressureLevel(null, spec)).toBe('unknown');
    expect(pressureLevel(95, null)).toBe('unknown');
  });
});

describe('tread depth', () => {
  it('is critical at or below the minimum and warns at or below the warning depth', () => {
    expect(treadLevel(in32(2), 'drive', spec)).toBe('critical');
    expect(treadLevel(in32(2.5), 'drive', spec)).toBe('warning');
    expect(treadLevel(in32(4), 'drive', spec)).toBe('warning');
    expect(treadLevel(in32(4.2), 'drive', spec)).toBe('ok');
  });

  it('treats a steer tire at 4/32 in as critical and at 6/32 in as a warning', () => {
    expect(treadLevel(in32(4), 'steer', steerSpec)).toBe('critical');
    expect(treadLevel(in32(5), 'steer', steerSpec)).toBe('warning');
    expect(treadLevel(in32(6), 'steer', steerSpec)).toBe('warning');
    expect(treadLevel(in32(7), 'steer', steerSpec)).toBe('ok');
  });

  it('takes 3.1749999 (4/32 in read back from a real column) as 4/32 in', () => {
    expect(treadLevel(3.1749999523162842, 'steer', steerSpec)).toBe('critical');
  });

  it('applies the legal limits without a spec', () => {
    expect(treadLevel(in32(4), 'steer', null)).toBe('critical');
    expect(treadLevel(in32(6), 'steer', null)).toBe('warning');
    expect(treadLevel(in32(2), 'trail', null)).toBe('critical');
    expect(treadLevel(in32(4), 'trail', null)).toBe('warning');
    expect(treadLevel(in32(5), 'unknown', null)).toBe('ok');
  });

  it('never lets a spec go below the legal minimum', () => {
    const lax: TireSpec = { ...steerSpec, min_tread_depth_mm: in32(1), warn_tread_depth_mm: in32(2) };
    expect(treadLimits('steer', lax)).toEqual({ critical: in32(4), warning: in32(4) });
    expect(treadLevel(in32(4), 'steer', lax)).toBe('critical');
  });

  it('is unknown without a reading', () => {
    expect(treadLevel(null, 'drive', spec)).toBe('unknown');
  });
});

describe('reading exceptions', () => {
  it('combines pressure and tread, and the worst level wins', () => {
    const result = readingExceptions({ pressure_psi: 85, tread_depth_mm: in32(10), position_class: 'drive' }, spec);
    expect(result).toEqual({ pressure: 'warning', tread: 'ok', age: 'unknown' });
    expect(worstLevel(result.pressure, result.tread)).toBe('warning');
    expect(worstLevel('ok', 'critical', 'unknown')).toBe('critical');
    expect(worstLevel()).toBe('unknown');
  });
});

describe('dual mismatch', () => {
  const tire = (pressure_psi: number | null, tread32: number | null) => ({ pressure_psi, tread_depth_mm: tread32 === null ? null : in32(tread32) });

  it('flags tread differences over 4/32 in, not at 4/32 in', () => {
    expect(dualMismatch(tire(100, 10), tire(100, 6)).tread).toBe(false);
    expect(dualMismatch(tire(100, 10), tire(100, 5.5)).tread).toBe(true);
  });

  it('flags pressure differences over 5 psi, not at 5 psi', () => {
    expect(dualMismatch(tire(100, 10), tire(95, 10)).pressure).toBe(false);
    expect(dualMismatch(tire(100, 10), tire(94.5, 10)).pressure).toBe(true);
  });

  it('compares nothing that is missing', () => {
    expect(dualMismatch(tire(null, 10), tire(80, null))).toEqual({ tread: false, pressure: false });
    expect(dualMismatch(null, tire(80, 3))).toEqual({ tread: false, pressure: false });
  });
});

describe('axle mismatch', () => {
  const tire = (pressure_psi: number, tread32: number) => ({ pressure_psi, tread_depth_mm: in32(tread32) });

  it('compares singles end to end with the dual rule', () => {
    expect(axleMismatch([tire(110, 12)], [tire(104, 12)])).toEqual({ tread: false, pressure: true });
    expect(axleMismatch([tire(110, 12)], [tire(105, 8)])).toEqual({ tread: false, pressure: false });
  });

  it('compares the mean of each dual end', () => {
    // Left mean 10/32 in and 100 psi; right mean 5.5/32 in and 100 psi.
    expect(axleMismatch([tire(100, 10), tire(100, 10)], [tire(100, 5), tire(100, 6)])).toEqual({ tread: true, pressure: false });
    // Left mean 100 psi, right mean 95 psi: exactly 5, no mismatch.
    expect(axleMismatch([tire(100, 10), tire(100, 10)], [tire(90, 10), tire(100, 10)]).pressure).toBe(false);
  });

  it('ignores missing tires and readings', () => {
    expect(axleMismatch([null, tire(100, 10)], [tire(100, 10), null])).toEqual({ tread: false, pressure: false });
    expect(axleMismatch([null], [null])).toEqual({ tread: false, pressure: false });
  });
});

describe('resolveSpec', () => {
  const row = (fleet_location_id: number | null, position_class: SpecRow['position_class'], tire_size_id: number | null, target: number): SpecRow => ({
    fleet_location_id,
    position_class,
    tire_size_id,
    target_pressure_psi: target,
    max_pressure_psi: 130,
    min_tread_depth_mm: 1.6,
    warn_tread_depth_mm: 3.2,
  });
  const specs = [row(null, 'drive', null, 100), row(null, 'drive', 7, 110), row(5, 'drive', null, 105), row(5, 'steer', 7, 115)];

  it('prefers the location over common, and the size over any size', () => {
    expect(resolveSpec(specs, 'steer', 7)?.target_pressure_psi).toBe(115);
    expect(resolveSpec(specs, 'drive', 7)?.target_pressure_psi).toBe(105);
    expect(resolveSpec(specs.filter((s) => s.fleet_location_id === null), 'drive', 7)?.target_pressure_psi).toBe(110);
    expect(resolveSpec(specs.filter((s) => s.fleet_location_id === null), 'drive', null)?.target_pressure_psi).toBe(100);
  });

  it('finds nothing for a class without any spec', () => {
    expect(resolveSpec(specs, 'trail', 7)).toBeNull();
    expect(resolveSpec(specs, 'steer', null)).toBeNull();
  });
});

describe('tire age as an exception', () => {
  it('levels the age by the rule and counts a reading with any exception once', () => {
    const aged = readingExceptions({ pressure_psi: 100, tread_depth_mm: in32(10), position_class: 'steer', age_years: 10 }, spec);
    expect(aged).toEqual({ pressure: 'ok', tread: 'ok', age: 'critical' });
    expect(isReadingException(aged)).toBe(true);
    const strict = readingExceptions({ pressure_psi: 100, tread_depth_mm: in32(10), position_class: 'drive', age_years: 4, age_rule: { warning_years: 4, critical_steer_years: 8 } }, spec);
    expect(strict.age).toBe('warning');
    expect(isReadingException(readingExceptions({ pressure_psi: 100, tread_depth_mm: in32(10), position_class: 'drive', age_years: 5 }, spec))).toBe(false);
  });
});
