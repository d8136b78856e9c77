import { describe, expect, it } from 'vitest';
import { lossAssumptionsBody, lossDefaults, lossFieldSpecs } from './loss-assumptions';
import { reportUnits } from './report-units';

const imperial = reportUnits('imperial');
const metric = reportUnits('metric');

describe('potential loss assumptions', () => {
  it('shows the defaults in the user units', () => {
    expect(lossDefaults(imperial)).toEqual({ miles_per_year: 100_000, mpg: 6.5, fuel_price_per_gallon: 4, casing_value: 100 });
    expect(lossDefaults(metric)).toEqual({ miles_per_year: 160_934, mpg: 36.19, fuel_price_per_gallon: 1.06, casing_value: 100 });
  });

  it('converts the request limits, L/100 km turning the mpg ceiling into a floor', () => {
    const specs = lossFieldSpecs(metric);
    expect(specs.miles_per_year).toMatchObject({ unit: 'km', max: 1_609_344, decimals: 0 });
    expect(specs.mpg).toMatchObject({ unit: 'L/100 km', min: 2.36, max: null });
    expect(specs.fuel_price_per_gallon.max).toBe(264.17);
    expect(lossFieldSpecs(imperial).mpg).toMatchObject({ unit: 'mpg', min: 0, max: 100 });
  });

  it('sends nothing while every field holds its default', () => {
    expect(lossAssumptionsBody(lossDefaults(imperial), imperial)).toEqual({ body: null, errors: {} });
    // The rounded metric defaults are not sent back converted (160,934 km is not quite 100,000 mi).
    expect(lossAssumptionsBody(lossDefaults(metric), metric)).toEqual({ body: null, errors: {} });
  });

  it('sends only the changed fields, in the request units', () => {
    expect(lossAssumptionsBody({ ...lossDefaults(imperial), fuel_price_per_gallon: 5 }, imperial).body).toEqual({ fuel_price_per_gallon: 5 });
    const body = lossAssumptionsBody({ ...lossDefaults(metric), miles_per_year: 200_000, mpg: 30 }, metric).body!;
    expect(body.miles_per_year).toBeCloseTo(124_274.24, 2);
    expect(body.mpg).toBeCloseTo(7.84, 2);
    expect(Object.keys(body).sort()).toEqual(['miles_per_year', 'mpg']);
  });

  it('refuses empty, zero and out-of-range values', () => {
    const defaults = lossDefaults(imperial);
    expect(lossAssumptionsBody({ ...defaults, mpg: null, miles_per_year: 0, casing_value: 0 }, imperial).errors).toEqual({ mpg: 'required', miles_per_year: 'positive' });
    expect(lossAssumptionsBody({ ...defaults, mpg: 101 }, imperial).errors).toEqual({ mpg: 'max' });
    expect(lossAssumptionsBody({ ...lossDefaults(metric), mpg: 2 }, metric).errors).toEqual({ mpg: 'min' });
  });
});
