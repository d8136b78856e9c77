/**
 * Units of measurement. Values are stored in one unit whatever the user sees (pressure in psi,
 * tread depth in millimetres, distance in miles), and converted only at the edge: for display
 * and from input. A user's unit_of_measurement picks imperial (psi, 32nds of an inch, miles) or
 * metric (bar or kPa, mm, km).
 */
import { numberFormatter } from '../../contract/number-format';
import type { PressureUnit, UnitSystem } from '../../contract/units-choice';

export type UnitOfMeasurement = UnitSystem;
export type { PressureUnit };
export type TreadDepthUnit = '32nds' | 'mm';
export type DistanceUnit = 'mi' | 'km';

/** Exact by definition: 1 psi = 6894.757293168 Pa; 1 in = 25.4 mm; 1 mi = 1.609344 km. */
export const KPA_PER_PSI = 6.894757293168;
export const KPA_PER_BAR = 100;
export const MM_PER_INCH = 25.4;
export const MM_PER_32ND = MM_PER_INCH / 32;
export const KM_PER_MILE = 1.609344;

/**
 * Largest stored values (spec 1 §9): 200 psi (shown as 13.79 bar) and 100/32 in of tread,
 * which is 79.375 mm, kept at the spec's 79.38.
 */
export const MAX_PRESSURE_PSI = 200;
export const MAX_TREAD_DEPTH_MM = 79.38;

export const psiToKpa = (psi: number) => psi * KPA_PER_PSI;
export const kpaToPsi = (kpa: number) => kpa / KPA_PER_PSI;
export const psiToBar = (psi: number) => (psi * KPA_PER_PSI) / KPA_PER_BAR;
export const barToPsi = (bar: number) => (bar * KPA_PER_BAR) / KPA_PER_PSI;
// 254/320 is 25.4/32 with exact integers, so 6/32 in comes out as 4.7625 rather than 4.762499999999999.
export const mmTo32nds = (mm: number) => (mm * 320) / 254;
export const thirtySecondsToMm = (n: number) => (n * 254) / 320;
export const milesToKm = (miles: number) => miles * KM_PER_MILE;
export const kmToMiles = (km: number) => km / KM_PER_MILE;

/** Rounds half away from zero on the decimal representation (1.005 to 2 places is 1.01). */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) return value;
  const rounded = Number(`${Math.round(Number(`${Math.abs(value)}e${decimals}`))}e-${decimals}`);
  return value < 0 ? -rounded : rounded;
}

export interface Quantity<U extends string> {
  unit: U;
  /** Short symbol for field suffixes and column headers. */
  label: string;
  /** Display precision; also the decimals a numeric input for this quantity should accept. */
  decimals: number;
  /** Largest value in this unit, for input validation; null where the spec sets none. */
  max: number | null;
  /** Stored value to this unit, unrounded. */
  fromStored: (stored: number) => number;
  /** Value in this unit to the stored unit, unrounded. */
  toStored: (value: number) => number;
  /** Stored value in this unit, rounded to the display precision. */
  display: (stored: number) => number;
  /** Stored value as text with its unit, e.g. '32 psi', '4/32 in'; empty for no value. */
  format: (stored: number | null | undefined, locale?: string) => string;
}

function quantity<U extends string>(
  unit: U,
  label: string,
  decimals: number,
  storedMax: number | null,
  fromStored: (stored: number) => number,
  toStored: (value: number) => number,
): Quantity<U> {
  const display = (stored: number) => roundTo(fromStored(stored), decimals);
  // '4/32 in' reads as a fraction, so that label joins without a space.
  const joiner = label.startsWith('/') ? '' : ' ';
  return {
    unit,
    label,
    decimals,
    max: storedMax === null ? null : display(storedMax),
    fromStored,
    toStored,
    display,
    format: (stored, locale = 'en-US') => {
      if (stored === null || stored === undefined || !Number.isFinite(stored)) return '';
      const number = numberFormatter(locale, { maximumFractionDigits: decimals }).format(display(stored));
      return `${number}${joiner}${label}`;
    },
  };
}

const same = (value: number) => value;

export const PRESSURE: Record<PressureUnit, Quantity<PressureUnit>> = {
  psi: quantity('psi', 'psi', 0, MAX_PRESSURE_PSI, same, same),
  bar: quantity('bar', 'bar', 2, MAX_PRESSURE_PSI, psiToBar, barToPsi),
  kPa: quantity('kPa', 'kPa', 0, MAX_PRESSURE_PSI, psiToKpa, kpaToPsi),
};

/**
 * 32nds keep one decimal so a millimetre reading survives the trip (3 mm is 3.8/32 in);
 * millimetres keep two, the precision of the spec's 79.38 limit.
 */
export const TREAD_DEPTH: Record<TreadDepthUnit, Quantity<TreadDepthUnit>> = {
  '32nds': quantity('32nds', '/32 in', 1, MAX_TREAD_DEPTH_MM, mmTo32nds, thirtySecondsToMm),
  mm: quantity('mm', 'mm', 2, MAX_TREAD_DEPTH_MM, same, same),
};

export const DISTANCE: Record<DistanceUnit, Quantity<DistanceUnit>> = {
  mi: quantity('mi', 'mi', 0, null, same, same),
  km: quantity('km', 'km', 0, null, milesToKm, kmToMiles),
};

export interface Units {
  system: UnitOfMeasurement;
  pressure: Quantity<PressureUnit>;
  treadDepth: Quantity<TreadDepthUnit>;
  distance: Quantity<DistanceUnit>;
}

export interface UnitsOptions {
  /** Metric pressure is bar unless a market asks for kPa. */
  metricPressure?: 'bar' | 'kPa';
}

/** Labels and converters for a user's unit_of_measurement; anything unknown reads as imperial. */
export function unitsFor(unitOfMeasurement: UnitOfMeasurement | string | null | undefined, options: UnitsOptions = {}): Units {
  if (unitOfMeasurement === 'metric') {
    return {
      system: 'metric',
      pressure: PRESSURE[options.metricPressure ?? 'bar'],
      treadDepth: TREAD_DEPTH.mm,
      distance: DISTANCE.km,
    };
  }
  return { system: 'imperial', pressure: PRESSURE.psi, treadDepth: TREAD_DEPTH['32nds'], distance: DISTANCE.mi };
}

/** What the session keeps of the user; a record stored before pressure_unit existed lacks it. */
export interface UserUnitFields {
  unit_of_measurement?: string | null;
  pressure_unit?: PressureUnit | null;
}

/** The signed-in user's units, as chosen in the user's menu (or by the default rule on the server). */
export function unitsOfUser(user: UserUnitFields | null | undefined): Units {
  return unitsFor(user?.unit_of_measurement, { metricPressure: user?.pressure_unit === 'kPa' ? 'kPa' : 'bar' });
}
