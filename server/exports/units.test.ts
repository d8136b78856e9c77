import { describe, expect, it } from 'vitest';
import { barToPsi, convertMeasure, headerWithUnit, toStoredMeasure, userMeasureFormats, milesToKm, mmTo32nds, mpgToLitresPer100Km, psiToBar, psiToKpa, roundTo, thirtySecondsToMm } from './units';

describe('unit conversions', () => {
  it('converts tread depth between 32nds of an inch and millimetres', () => {
    expect(thirtySecondsToMm(4)).toBeCloseTo(3.175, 10);
    expect(thirtySecondsToMm(6)).toBeCloseTo(4.7625, 10);
    expect(thirtySecondsToMm(100)).toBeCloseTo(79.375, 10);
    expect(mmTo32nds(3.175)).toBeCloseTo(4, 10);
  });

  it('converts pressure from psi to bar and kPa', () => {
    expect(roundTo(psiToBar(200), 2)).toBe(13.79);
    expect(roundTo(psiToBar(100), 2)).toBe(6.89);
    expect(roundTo(barToPsi(psiToBar(110)), 6)).toBe(110);
    expect(roundTo(psiToKpa(100), 1)).toBe(689.5);
  });

  it('converts miles to kilometres', () => {
    expect(milesToKm(1)).toBeCloseTo(1.609344, 10);
    expect(roundTo(milesToKm(1000), 0)).toBe(1609);
  });

  it('rounds what the user sees per unit system', () => {
    expect(convertMeasure('tread', 'imperial', 3.175)).toBe(4);
    expect(convertMeasure('tread', 'metric', 3.175)).toBe(3.2);
    expect(convertMeasure('pressure', 'imperial', 100.4)).toBe(100);
    expect(convertMeasure('pressure', 'metric', 200)).toBe(13.79);
    expect(convertMeasure('distance', 'metric', 1000)).toBe(1609);
    expect(convertMeasure('pressure', 'metric', 100, 3)).toBe(6.895);
  });

  it('rounds half away from zero without float artefacts', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundTo(-0.0001, 2)).toBe(0);
  });

  it('names the unit in the header', () => {
    expect(headerWithUnit('Pressure', 'pressure', 'imperial')).toBe('Pressure (psi)');
    expect(headerWithUnit('Pressure', 'pressure', 'metric')).toBe('Pressure (bar)');
    expect(headerWithUnit('Tread depth', 'tread', 'imperial')).toBe('Tread depth (32nds in)');
    expect(headerWithUnit('Tread depth', 'tread', 'metric')).toBe('Tread depth (mm)');
    expect(headerWithUnit('Odometer', 'distance', 'metric')).toBe('Odometer (km)');
  });
});

describe('fuel', () => {
  it('shows US gallons as litres and mpg as litres per 100 km to metric readers', () => {
    expect(convertMeasure('volume', 'metric', 100)).toBe(379);
    expect(convertMeasure('volume', 'imperial', 100)).toBe(100);
    expect(headerWithUnit('Fuel lost a year', 'volume', 'metric')).toBe('Fuel lost a year (L)');
    // 6.5 mpg is a loaded class 8 combination: about 36.2 L/100 km.
    expect(mpgToLitresPer100Km(6.5)).toBeCloseTo(36.19, 2);
  });
});

describe('torque', () => {
  it('shows foot-pounds as newton-metres to metric readers', () => {
    // 475 ft-lb, a hub-piloted wheel's nominal torque, is about 644 N·m.
    expect(convertMeasure('torque', 'metric', 475)).toBe(644);
    expect(convertMeasure('torque', 'imperial', 475)).toBe(475);
    expect(headerWithUnit('Average deviation', 'torque', 'metric')).toBe('Average deviation (N·m)');
    expect(headerWithUnit('Average deviation', 'torque', 'imperial')).toBe('Average deviation (ft-lb)');
  });
});

describe('the pressure unit a user chose', () => {
  it('shows kPa (whole numbers) or bar, and reads input back to psi', () => {
    const kpa = { system: 'metric', pressure: 'kPa' } as const;
    expect(convertMeasure('pressure', kpa, 100)).toBe(689);
    expect(headerWithUnit('Pressure', 'pressure', kpa)).toBe('Pressure (kPa)');
    expect(headerWithUnit('Tread depth', 'tread', kpa)).toBe('Tread depth (mm)');
    expect(toStoredMeasure('pressure', kpa, 689.475729)).toBeCloseTo(100, 6);
    expect(convertMeasure('pressure', { system: 'metric', pressure: 'bar' }, 100)).toBe(6.89);
    expect(toStoredMeasure('pressure', { system: 'metric', pressure: 'bar' }, 6.89475729)).toBeCloseTo(100, 6);
    expect(convertMeasure('pressure', { system: 'imperial', pressure: 'psi' }, 100)).toBe(100);
    expect(userMeasureFormats(kpa)).toEqual({ pressure_format: 'kPa', tread_depth_format: 'mm' });
    expect(userMeasureFormats({ system: 'imperial', pressure: 'psi' })).toEqual({ pressure_format: 'psi', tread_depth_format: '32nds' });
  });
});
