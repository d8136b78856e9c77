import { describe, expect, it } from 'vitest';
import {
  barToPsi,
  kmToMiles,
  kpaToPsi,
  milesToKm,
  mmTo32nds,
  psiToBar,
  psiToKpa,
  roundTo,
  thirtySecondsToMm,
  unitsFor,
  unitsOfUser,
} from './units';

describe('conversions', () => {
  it('tread depth: 32nds of an inch and mm', () => {
    expect(thirtySecondsToMm(4)).toBe(3.175);
    expect(thirtySecondsToMm(6)).toBe(4.7625);
    expect(thirtySecondsToMm(8)).toBe(6.35);
    expect(roundTo(thirtySecondsToMm(100), 2)).toBe(79.38);
    expect(mmTo32nds(3.175)).toBe(4);
  });

  it('pressure: psi, bar and kPa', () => {
    expect(roundTo(psiToBar(200), 2)).toBe(13.79);
    expect(roundTo(psiToKpa(100), 2)).toBe(689.48);
    expect(roundTo(barToPsi(1), 4)).toBe(14.5038);
    expect(roundTo(kpaToPsi(689.475729), 4)).toBe(100);
  });

  it('distance: miles and km', () => {
    expect(milesToKm(1)).toBe(1.609344);
    expect(roundTo(kmToMiles(100), 3)).toBe(62.137);
  });

  it('round trips return the stored value', () => {
    for (const psi of [0, 32.5, 105, 200]) {
      expect(barToPsi(psiToBar(psi))).toBeCloseTo(psi, 10);
      expect(kpaToPsi(psiToKpa(psi))).toBeCloseTo(psi, 10);
    }
    for (const mm of [0, 3.175, 12.7, 79.38]) expect(thirtySecondsToMm(mmTo32nds(mm))).toBeCloseTo(mm, 10);
    for (const miles of [0, 1, 123456]) expect(kmToMiles(milesToKm(miles))).toBeCloseTo(miles, 8);
  });
});

describe('roundTo', () => {
  it('rounds half away from zero on the decimal digits', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(1.4, 0)).toBe(1);
    expect(roundTo(Number.NaN, 2)).toBeNaN();
  });
});

describe('unitsFor', () => {
  it('imperial: psi, 32nds, miles', () => {
    const units = unitsFor('imperial');
    expect(units.system).toBe('imperial');
    expect([units.pressure.unit, units.treadDepth.unit, units.distance.unit]).toEqual(['psi', '32nds', 'mi']);
    expect(units.pressure.max).toBe(200);
    expect(units.treadDepth.max).toBe(100);
    expect(units.distance.max).toBeNull();
  });

  it('metric: bar, mm, km, with the spec maxima', () => {
    const units = unitsFor('metric');
    expect([units.pressure.unit, units.treadDepth.unit, units.distance.unit]).toEqual(['bar', 'mm', 'km']);
    expect(units.pressure.max).toBe(13.79);
    expect(units.treadDepth.max).toBe(79.38);
  });

  it('metric pressure can be kPa', () => {
    const units = unitsFor('metric', { metricPressure: 'kPa' });
    expect(units.pressure.unit).toBe('kPa');
    expect(units.pressure.max).toBe(1379);
  });

  it('reads anything unknown as imperial', () => {
    expect(unitsFor(undefined).system).toBe('imperial');
    expect(unitsFor('other').system).toBe('imperial');
  });

  it('converts stored values both ways', () => {
    const metric = unitsFor('metric');
    expect(metric.pressure.display(200)).toBe(13.79);
    expect(metric.pressure.toStored(metric.pressure.fromStored(110))).toBeCloseTo(110, 10);
    expect(metric.treadDepth.display(3.175)).toBe(3.18);
    expect(metric.distance.display(100)).toBe(161);

    const imperial = unitsFor('imperial');
    expect(imperial.treadDepth.display(3.175)).toBe(4);
    expect(imperial.treadDepth.display(3)).toBe(3.8);
    expect(imperial.treadDepth.toStored(4)).toBe(3.175);
    expect(imperial.pressure.display(105.4)).toBe(105);
  });

  it('formats with the unit label and the locale', () => {
    const imperial = unitsFor('imperial');
    expect(imperial.pressure.format(105)).toBe('105 psi');
    expect(imperial.treadDepth.format(3.175)).toBe('4/32 in');
    expect(imperial.distance.format(123456)).toBe('123,456 mi');

    const metric = unitsFor('metric');
    expect(metric.pressure.format(200)).toBe('13.79 bar');
    expect(metric.pressure.format(200, 'de-DE')).toBe('13,79 bar');
    expect(metric.treadDepth.format(3.175)).toBe('3.18 mm');
    expect(metric.pressure.format(null)).toBe('');
    expect(metric.pressure.format(undefined)).toBe('');
  });
});

describe('unitsOfUser', () => {
  it('follows the user record: pressure in kPa when chosen, bar for metric otherwise', () => {
    const kpa = unitsOfUser({ unit_of_measurement: 'metric', pressure_unit: 'kPa' });
    expect([kpa.pressure.unit, kpa.treadDepth.unit, kpa.distance.unit]).toEqual(['kPa', 'mm', 'km']);
    expect(kpa.pressure.format(100, 'fr-CA')).toBe('689 kPa');
    expect(kpa.pressure.toStored(689.48)).toBeCloseTo(100, 2);
    expect(unitsOfUser({ unit_of_measurement: 'metric', pressure_unit: 'bar' }).pressure.format(100, 'fr-CA')).toBe('6,89 bar');
    // A user kept on a device before pressure_unit existed still reads their system.
    expect(unitsOfUser({ unit_of_measurement: 'metric' }).pressure.unit).toBe('bar');
    expect(unitsOfUser({ unit_of_measurement: 'imperial', pressure_unit: 'psi' }).treadDepth.format(3.175)).toBe('4/32 in');
    expect(unitsOfUser(null).system).toBe('imperial');
  });
});
