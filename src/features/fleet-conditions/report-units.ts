/**
 * The report's figures in the user's units. The report stores pressure in psi, tread depth in
 * mm, distance in miles and fuel in US gallons (contract/fleet-conditions.ts); a metric user
 * reads bar, mm, km, litres and L/100 km. Conversions happen here, at the edge, and nowhere else.
 */
import { KM_PER_MILE, roundTo, unitsFor, type PressureUnit, type UnitOfMeasurement, type Units } from './app-links';
import { numberFormatter } from '../../../contract/number-format';

/** Exact by definition: a US gallon is 231 cubic inches. */
export const LITRES_PER_US_GALLON = 3.785411784;
/** L/100 km = this / mpg (and back): 100 L/gal ÷ km/mi. */
export const MPG_L100KM = (100 * LITRES_PER_US_GALLON) / KM_PER_MILE;

export type FuelVolumeUnit = 'gal' | 'L';
export type FuelEconomyUnit = 'mpg' | 'L/100 km';

export interface ReportUnits {
  system: UnitOfMeasurement;
  base: Units;
  volumeUnit: FuelVolumeUnit;
  economyUnit: FuelEconomyUnit;
  /** US gallons to the user's volume. */
  volume: (gallons: number) => number;
  /** Miles per US gallon to the user's fuel economy. */
  economy: (mpg: number) => number;
  /** The user's fuel economy back to miles per US gallon. */
  economyToMpg: (value: number) => number;
  /** A price per US gallon as a price per the user's volume. */
  pricePerVolume: (perGallon: number) => number;
  /** A price per the user's volume back to a price per US gallon. */
  priceToPerGallon: (perVolume: number) => number;
}

/** Units for a user's unit_of_measurement; anything unknown reads as imperial, as in lib/units. */
export function reportUnits(unitOfMeasurement: string | null | undefined, pressureUnit?: PressureUnit | null): ReportUnits {
  const base = unitsFor(unitOfMeasurement, { metricPressure: pressureUnit === 'kPa' ? 'kPa' : 'bar' });
  if (base.system === 'metric') {
    return {
      system: 'metric',
      base,
      volumeUnit: 'L',
      economyUnit: 'L/100 km',
      volume: (gallons) => gallons * LITRES_PER_US_GALLON,
      // L/100 km and mpg are reciprocal: the same formula goes both ways.
      economy: (mpg) => MPG_L100KM / mpg,
      economyToMpg: (value) => MPG_L100KM / value,
      pricePerVolume: (perGallon) => perGallon / LITRES_PER_US_GALLON,
      priceToPerGallon: (perVolume) => perVolume * LITRES_PER_US_GALLON,
    };
  }
  const same = (value: number) => value;
  return { system: 'imperial', base, volumeUnit: 'gal', economyUnit: 'mpg', volume: same, economy: same, economyToMpg: same, pricePerVolume: same, priceToPerGallon: same };
}

const numberFormat = (locale: string, decimals: number, minimum = 0) =>
  numberFormatter(locale, { maximumFractionDigits: decimals, minimumFractionDigits: Math.min(minimum, decimals) });

/** A count or measure in the user's locale; a dash for no value. */
export function formatNumber(value: number | null | undefined, locale: string, decimals = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return numberFormat(locale, decimals).format(roundTo(value, decimals));
}

/** A 0–100 share with one decimal, e.g. 97.1 %; a dash when nothing could be judged. */
export function formatPercent(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return numberFormatter(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}

/** Money with the report's currency symbol and two decimals. */
export function formatMoney(value: number | null | undefined, symbol: string, locale: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const text = numberFormat(locale, 2, 2).format(roundTo(Math.abs(value), 2));
  return `${value < 0 ? '−' : ''}${symbol}${text}`;
}

/** A stored pressure (psi) in the user's unit, with its label. */
export function formatPressure(psi: number | null | undefined, units: ReportUnits, locale: string): string {
  return psi === null || psi === undefined ? '—' : units.base.pressure.format(psi, locale);
}

/** A stored tread depth (mm) in the user's unit, with its label. */
export function formatTread(mm: number | null | undefined, units: ReportUnits, locale: string): string {
  return mm === null || mm === undefined ? '—' : units.base.treadDepth.format(mm, locale);
}

/** A 5-psi bucket as the user reads it, e.g. "90–95 psi" or "6.21–6.55 bar"; a chart axis naming the unit leaves it off. */
export function pressureBucketLabel(bucket: { from_psi: number; to_psi: number }, units: ReportUnits, locale: string, withUnit = true): string {
  const quantity = units.base.pressure;
  const format = (psi: number) => formatNumber(quantity.display(psi), locale, quantity.decimals);
  const range = `${format(bucket.from_psi)}–${format(bucket.to_psi)}`;
  return withUnit ? `${range} ${quantity.label}` : range;
}

/** A 2/32-inch bucket as the user reads it: "4–6/32 in", or its millimetre bounds for metric users. */
export function treadBucketLabel(bucket: { from_32nds: number; to_32nds: number; from_mm: number; to_mm: number }, units: ReportUnits, locale: string, withUnit = true): string {
  if (units.system === 'metric') {
    const range = `${formatNumber(bucket.from_mm, locale, 2)}–${formatNumber(bucket.to_mm, locale, 2)}`;
    return withUnit ? `${range} mm` : range;
  }
  const range = `${bucket.from_32nds}–${bucket.to_32nds}`;
  return withUnit ? `${range}/32 in` : range;
}

/** Miles in the user's distance unit, with its label. */
export function formatDistance(miles: number, units: ReportUnits, locale: string): string {
  return units.base.distance.format(miles, locale);
}

/** US gallons in the user's volume, with its label. */
export function formatVolume(gallons: number, units: ReportUnits, locale: string): string {
  return `${formatNumber(units.volume(gallons), locale, 1)} ${units.volumeUnit}`;
}

/** Miles per US gallon in the user's fuel economy, with its label. */
export function formatEconomy(mpg: number, units: ReportUnits, locale: string): string {
  return `${formatNumber(units.economy(mpg), locale, 2)} ${units.economyUnit}`;
}

/** A price per US gallon as a price per the user's volume, e.g. "$4.00/gal" or "$1.06/L". */
export function formatFuelPrice(perGallon: number, symbol: string, units: ReportUnits, locale: string): string {
  return `${formatMoney(units.pricePerVolume(perGallon), symbol, locale)}/${units.volumeUnit}`;
}
