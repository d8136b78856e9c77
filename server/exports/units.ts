/**
 * Unit conversions for display. Storage is fixed (pressure psi, tread depth mm, distance
 * miles, fuel US gallons, torque ft-lb); a user's unit_of_measurement only changes what is shown.
 */
import { ftLbToNm } from '../../contract/torque-summary';
import type { PressureUnit, UnitSystem } from '../../contract/units-choice';

export type { PressureUnit, UnitSystem };
/**
 * What a reader sees: a system alone (metric pressure in bar), or a system with the pressure
 * unit the user chose in the user's menu (bar or kPa; psi with imperial).
 */
export type MeasureUnits = UnitSystem | { system: UnitSystem; pressure: PressureUnit };
export type MeasureKind = 'pressure' | 'tread' | 'distance' | 'volume' | 'torque';

export const MM_PER_INCH = 25.4;
/** One 32nd of an inch, the unit tread gauges read in North America. */
export const MM_PER_32ND = MM_PER_INCH / 32;
export const BAR_PER_PSI = 0.0689475729;
export const KPA_PER_PSI = 6.89475729;
export const KM_PER_MILE = 1.609344;
export const LITRES_PER_GALLON = 3.785411784;

export const mmTo32nds = (mm: number) => mm / MM_PER_32ND;
export const thirtySecondsToMm = (n: number) => n * MM_PER_32ND;
export const psiToBar = (psi: number) => psi * BAR_PER_PSI;
export const barToPsi = (bar: number) => bar / BAR_PER_PSI;
export const psiToKpa = (psi: number) => psi * KPA_PER_PSI;
export const kpaToPsi = (kpa: number) => kpa / KPA_PER_PSI;
export const milesToKm = (miles: number) => miles * KM_PER_MILE;
export const kmToMiles = (km: number) => km / KM_PER_MILE;
export const gallonsToLitres = (gallons: number) => gallons * LITRES_PER_GALLON;
/** Fuel economy: miles per US gallon as litres per 100 km (the two are reciprocal). */
export const mpgToLitresPer100Km = (mpg: number) => (100 * LITRES_PER_GALLON) / (KM_PER_MILE * mpg);

interface UnitDisplay {
  unit: string;
  decimals: number;
  convert: (stored: number) => number;
}

const identity = (value: number) => value;

/**
 * Imperial tread is a whole number of 32nds (the header says so) rather than "12/32": a plain
 * number sorts, sums and charts in a spreadsheet. Metric pressure is bar, the unit on European
 * and Canadian gauges; kPa stays available through psiToKpa.
 */
const DISPLAY: Record<UnitSystem, Record<MeasureKind, UnitDisplay>> = {
  imperial: {
    pressure: { unit: 'psi', decimals: 0, convert: identity },
    tread: { unit: /*i18n*/ '32nds in', decimals: 0, convert: mmTo32nds },
    distance: { unit: /*i18n*/ 'miles', decimals: 0, convert: identity },
    volume: { unit: 'gal', decimals: 1, convert: identity },
    torque: { unit: /*i18n*/ 'ft-lb', decimals: 1, convert: identity },
  },
  metric: {
    pressure: { unit: 'bar', decimals: 2, convert: psiToBar },
    tread: { unit: 'mm', decimals: 1, convert: identity },
    distance: { unit: 'km', decimals: 0, convert: milesToKm },
    volume: { unit: 'L', decimals: 0, convert: gallonsToLitres },
    torque: { unit: 'N·m', decimals: 1, convert: ftLbToNm },
  },
};

/** kPa are whole numbers, as tire placards print them. */
const KPA_DISPLAY: UnitDisplay = { unit: 'kPa', decimals: 0, convert: psiToKpa };

export const systemOf = (units: MeasureUnits): UnitSystem => (typeof units === 'string' ? units : units.system);

/** The units of a signed-in user (their choice, or the default rule). */
export const userMeasureUnits = (user: { unitOfMeasurement: UnitSystem; pressureUnit: PressureUnit }): MeasureUnits => ({
  system: user.unitOfMeasurement,
  pressure: user.pressureUnit,
});

export function unitDisplay(kind: MeasureKind, units: MeasureUnits): UnitDisplay {
  if (kind === 'pressure' && typeof units !== 'string') {
    if (units.pressure === 'kPa') return KPA_DISPLAY;
    return DISPLAY[units.pressure === 'psi' ? 'imperial' : 'metric'].pressure;
  }
  return DISPLAY[systemOf(units)][kind];
}

export function isMeasureKind(kind: string | undefined): kind is MeasureKind {
  return kind === 'pressure' || kind === 'tread' || kind === 'distance' || kind === 'volume' || kind === 'torque';
}

/** Rounds half away from zero at the given decimals; the epsilon keeps 1.005 from becoming 1.00. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = Math.round(Math.abs(value) * factor * (1 + Number.EPSILON)) / factor;
  return Math.sign(value) * rounded || 0;
}

/** A stored measurement converted for display and rounded to what the user will see. */
export function convertMeasure(kind: MeasureKind, units: MeasureUnits, stored: number, decimals?: number): number {
  const display = unitDisplay(kind, units);
  return roundTo(display.convert(stored), decimals ?? display.decimals);
}

/**
 * "Pressure" → "Pressure (bar)". The imperial units written as words ("32nds in", "miles",
 * "ft-lb") are messages: `word` gives them in the reader's language ("32es de po").
 */
export function headerWithUnit(header: string, kind: MeasureKind, units: MeasureUnits, word: (unit: string) => string = (unit) => unit): string {
  return `${header} (${word(unitDisplay(kind, units).unit)})`;
}

/** A value entered in the user's units back to the stored unit (psi, millimetres), unrounded. */
export function toStoredMeasure(kind: 'pressure' | 'tread', units: MeasureUnits, value: number): number {
  if (kind === 'tread') return systemOf(units) === 'imperial' ? thirtySecondsToMm(value) : value;
  const unit = unitDisplay('pressure', units).unit;
  return unit === 'psi' ? value : unit === 'kPa' ? kpaToPsi(value) : barToPsi(value);
}

/** The formats a user's answers and entries use for pressure and tread depth. */
export const measureFormats = (system: UnitSystem) =>
  system === 'metric' ? ({ pressure_format: 'bar', tread_depth_format: 'mm' } as const) : ({ pressure_format: 'psi', tread_depth_format: '32nds' } as const);

/** The same with the user's pressure unit, for answers whose pressure_format may be kPa. */
export function userMeasureFormats(units: MeasureUnits) {
  const pressure = unitDisplay('pressure', units).unit as PressureUnit;
  return { pressure_format: pressure, tread_depth_format: systemOf(units) === 'metric' ? ('mm' as const) : ('32nds' as const) };
}
