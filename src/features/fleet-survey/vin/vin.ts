import { TRUCK_AND_TRAILER_WMI } from './wmi';

/**
 * Vehicle identification numbers as 49 CFR 565 defines them for North America: 17 characters,
 * digits and capital letters except I, O and Q, the 9th a check digit, the 10th the model year.
 * Pure functions, so the unit form, the camera scan and their tests share one reading.
 */

export const VIN_LENGTH = 17;

/** 49 CFR 565.15: each letter's value for the check digit (I, O and Q never occur). */
const LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
/** 49 CFR 565.15: the weight of each position; the check digit's own (9th) weighs 0. */
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;
/** 49 CFR 565.15 table: model-year codes of one 30-year cycle, the first for 1980 (and 2010). */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const FIRST_CYCLE_YEAR = 1980;

export type VinProblem = 'length' | 'characters' | 'check_digit';

export interface DecodedVin {
  vin: string;
  /** The model year, or null when the 10th character is no year code. */
  modelYear: number | null;
  /** The maker from the table of truck and trailer makers, or null for another maker. */
  manufacturer: string | null;
}

/**
 * A VIN as typed or scanned: spaces and dashes dropped, upper case. Door-jamb Code 39 labels of
 * some imported vehicles prefix the VIN with an "I" (import); that 18th character is dropped.
 */
export function normalizeVin(raw: string): string {
  const text = raw.replace(/[\s-]/g, '').toUpperCase();
  return text.length === VIN_LENGTH + 1 && text.startsWith('I') ? text.slice(1) : text;
}

const valueOf = (char: string): number | undefined => (/^[0-9]$/.test(char) ? Number(char) : LETTER_VALUES[char]);

/** The check digit (0-9 or X) the other 16 characters call for; null when a character is not allowed. */
export function vinCheckDigit(vin: string): string | null {
  if (vin.length !== VIN_LENGTH) return null;
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const value = i === 8 ? 0 : valueOf(vin[i]!);
    if (value === undefined) return null;
    sum += value * WEIGHTS[i]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** What is wrong with a (normalized) VIN, or null when it is a valid one. */
export function vinProblem(vin: string): VinProblem | null {
  if (vin.length !== VIN_LENGTH) return 'length';
  if (![...vin].every((char) => valueOf(char) !== undefined)) return 'characters';
  return vinCheckDigit(vin) === vin[8] ? null : 'check_digit';
}

/**
 * The model year of the 10th character. The codes repeat every 30 years (A is 1980 and 2010), and
 * the 7th-character rule that tells the cycles apart for light vehicles does not apply to trucks
 * and trailers over 10,000 lb GVWR. So the year is the latest of the cycle that is not after next
 * year: a model year may run up to a year ahead of the calendar, and a unit in a fleet's yard is
 * far likelier 25 years old than built a generation from now. In 2026, "A" reads 2010, "V" 2027
 * and "W" 1998.
 */
export function modelYear(code: string, currentYear: number): number | null {
  const index = YEAR_CODES.indexOf(code);
  if (code.length !== 1 || index < 0) return null;
  const latest = currentYear + 1;
  const first = FIRST_CYCLE_YEAR + index;
  return first + Math.floor((latest - first) / 30) * 30;
}

/** The maker named by the VIN's world manufacturer identifier, when the app's table has it. */
export function vinManufacturer(vin: string): string | null {
  return TRUCK_AND_TRAILER_WMI[vin.slice(0, 3)] ?? null;
}

/** A valid VIN's model year and maker (offline, from the tables above); null for an invalid VIN. */
export function decodeVin(raw: string, currentYear: number): DecodedVin | null {
  const vin = normalizeVin(raw);
  if (vinProblem(vin) !== null) return null;
  return { vin, modelYear: modelYear(vin[9]!, currentYear), manufacturer: vinManufacturer(vin) };
}

/**
 * The first valid VIN in what a camera read: a label's barcode may hold the VIN alone, with the
 * import prefix, or among other data (a Data Matrix or QR with "VIN:" and more). A barcode
 * without a valid VIN (another label, a misread) gives null, so scanning goes on.
 */
export function vinInBarcodes(rawValues: readonly string[]): string | null {
  for (const raw of rawValues) {
    const whole = normalizeVin(raw);
    if (vinProblem(whole) === null) return whole;
    for (const token of raw.toUpperCase().split(/[^A-Z0-9]+/)) {
      const vin = normalizeVin(token);
      if (vinProblem(vin) === null) return vin;
    }
  }
  return null;
}

/** The unit among `units` with this VIN (spaces and case aside), if any. */
export function unitWithVin<T extends { data: { vin?: unknown } }>(units: readonly T[], vin: string): T | null {
  return units.find((unit) => typeof unit.data.vin === 'string' && normalizeVin(unit.data.vin) === vin) ?? null;
}
