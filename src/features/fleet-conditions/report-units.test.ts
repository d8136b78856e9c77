import { describe, expect, it } from 'vitest';
import {
  formatEconomy,
  formatFuelPrice,
  formatMoney,
  formatNumber,
  formatPercent,
  formatPressure,
  formatTread,
  formatVolume,
  LITRES_PER_US_GALLON,
  pressureBucketLabel,
  reportUnits,
  treadBucketLabel,
} from './report-units';

const imperial = reportUnits('imperial');
const metric = reportUnits('metric');

describe('report units', () => {
  it('reads anything but metric as imperial', () => {
    expect(reportUnits(null).system).toBe('imperial');
    expect(reportUnits('nonsense').system).toBe('imperial');
    expect(metric.system).toBe('metric');
  });

  it('shows pressure in psi or bar and tread in 32nds or mm', () => {
    expect(formatPressure(110, imperial, 'en-US')).toBe('110 psi');
    expect(formatPressure(110, metric, 'en-US')).toBe('7.58 bar');
    expect(formatPressure(null, metric, 'en-US')).toBe('—');
    expect(formatTread(3.175, imperial, 'en-US')).toBe('4/32 in');
    expect(formatTread(4.7625, metric, 'en-US')).toBe('4.76 mm');
  });

  it('labels the chart buckets in the user units', () => {
    expect(pressureBucketLabel({ from_psi: 90, to_psi: 95 }, imperial, 'en-US')).toBe('90–95 psi');
    expect(pressureBucketLabel({ from_psi: 90, to_psi: 95 }, metric, 'en-US')).toBe('6.21–6.55 bar');
    const bucket = { from_32nds: 4, to_32nds: 6, from_mm: 3.18, to_mm: 4.76 };
    expect(treadBucketLabel(bucket, imperial, 'en-US')).toBe('4–6/32 in');
    expect(treadBucketLabel(bucket, metric, 'en-US')).toBe('3.18–4.76 mm');
    // A chart axis names the unit once; its categories leave it off.
    expect(pressureBucketLabel({ from_psi: 90, to_psi: 95 }, metric, 'en-US', false)).toBe('6.21–6.55');
    expect(treadBucketLabel(bucket, imperial, 'en-US', false)).toBe('4–6');
  });

  it('turns gallons, mpg and prices per gallon into litres, L/100 km and prices per litre', () => {
    expect(metric.volume(1)).toBeCloseTo(LITRES_PER_US_GALLON, 9);
    expect(metric.economy(6.5)).toBeCloseTo(36.19, 2);
    expect(metric.economyToMpg(metric.economy(6.5))).toBeCloseTo(6.5, 9);
    expect(metric.priceToPerGallon(metric.pricePerVolume(4))).toBeCloseTo(4, 9);
    expect(formatVolume(3185.3, imperial, 'en-US')).toBe('3,185.3 gal');
    expect(formatVolume(100, metric, 'en-US')).toBe('378.5 L');
    expect(formatEconomy(6.5, imperial, 'en-US')).toBe('6.5 mpg');
    expect(formatEconomy(6.5, metric, 'en-US')).toBe('36.19 L/100 km');
    expect(formatFuelPrice(4, '$', imperial, 'en-US')).toBe('$4.00/gal');
    expect(formatFuelPrice(4, '$', metric, 'en-US')).toBe('$1.06/L');
  });

  it('formats counts, shares and money in the locale, with a dash for no value', () => {
    expect(formatNumber(1288, 'en-US')).toBe('1,288');
    expect(formatNumber(1288, 'de-DE')).toBe('1.288');
    expect(formatNumber(null, 'en-US')).toBe('—');
    expect(formatPercent(97.1, 'en-US')).toBe('97.1%');
    expect(formatPercent(null, 'en-US')).toBe('—');
    expect(formatMoney(14141.02, '$', 'en-US')).toBe('$14,141.02');
    expect(formatMoney(1400, '$', 'en-US')).toBe('$1,400.00');
  });
});
