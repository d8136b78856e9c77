/**
 * Tire age from the DOT code (the Tire Identification Number of 49 CFR 574.5), shared by the
 * tablet (offline, as the code is typed) and the server (which refuses what the tablet would).
 * Pure functions with no imports.
 *
 * A TIN reads `DOT U2LL LMLR 5107`: the plant code (2 symbols, 3 for plants coded since 2021),
 * the size code (2), an optional manufacturer's code (up to 4) and the date code: week and year
 * of manufacture, WWYY since 2000 (5107 = week 51 of 2007) and WWY before (the decade is not in
 * the code; see parseDotCode).
 */

export type DotCodeProblem = 'empty' | 'characters' | 'length' | 'week' | 'future';

export interface DotCode {
  plant_code: string;
  size_code: string;
  /** The manufacturer's optional code, null when the TIN has none. */
  manufacturer_code: string | null;
  week: number;
  year: number;
  /** The code as stored and shown: groups separated by single spaces, without the DOT prefix. */
  code: string;
}

export type DotCodeResult = { ok: true; value: DotCode } | { ok: false; problem: DotCodeProblem; detail?: string };

/** The longest text the field takes (a TIN with spaces, DOT and slack); longer is a wrong length. */
export const MAX_DOT_CODE_LENGTH = 30;

/** 49 CFR 574.5 leaves out G, I, O, Q, S and Z, which read like digits. */
const TIN_SYMBOL = /^[ABCDEFHJKLMNPRTUVWXY0-9]$/;

/** The Monday that starts ISO week `week` of `year`, at 00:00 UTC. */
export function isoWeekStart(week: number, year: number): Date {
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const mondayOfWeek1 = Date.UTC(year, 0, 4 - ((jan4.getUTCDay() + 6) % 7));
  return new Date(mondayOfWeek1 + (week - 1) * 7 * 86_400_000);
}

const failure = (problem: DotCodeProblem, detail?: string): DotCodeResult => ({ ok: false, problem, ...(detail ? { detail } : {}) });

/**
 * Splits a TIN into its parts. Spaces and hyphens separate groups and are otherwise ignored;
 * a leading DOT is optional. The date code is the last group when the technician typed groups,
 * else the last four digits (or three when fewer trail the code).
 *
 * A three-digit date code (WWY, before 2000) is read as the 1990s: the decade is not in the
 * code (tires of the 1990s carried a triangle after it, which a keyboard cannot type), and a
 * tire made in the 1980s or earlier is decades past any maker's service life, so the 1990s is
 * the only reading worth showing. `now` bounds the date: a tire cannot be made in the future.
 */
export function parseDotCode(input: string, now: Date): DotCodeResult {
  if (input.length > MAX_DOT_CODE_LENGTH) return failure('length');
  const groups = input
    .toUpperCase()
    .trim()
    .replace(/^DOT(?=[\s-]|$)/, '')
    .split(/[\s-]+/)
    .filter((group) => group !== '');
  const compact = groups.join('');
  if (compact === '') return failure('empty');
  const invalid = [...new Set([...compact].filter((symbol) => !TIN_SYMBOL.test(symbol)))];
  if (invalid.length > 0) return failure('characters', invalid.join(' '));

  const last = groups[groups.length - 1]!;
  const dateLength = groups.length > 1 ? last.length : /\d{4}$/.test(compact) ? 4 : 3;
  if (dateLength !== 3 && dateLength !== 4) return failure('length');
  const date = compact.slice(-dateLength);
  const body = compact.slice(0, -dateLength);
  if (!/^\d+$/.test(date)) return failure('length');
  // Plant (2 or 3), size (2), the manufacturer's code (at most 4).
  if (body.length < 4 || body.length > 9) return failure('length');

  const week = Number(date.slice(0, 2));
  const year = dateLength === 4 ? 2000 + Number(date.slice(2)) : 1990 + Number(date.slice(2));
  if (week < 1 || week > 53) return failure('week');
  if (isoWeekStart(week, year).getTime() > now.getTime()) return failure('future');

  // A 13-symbol TIN (plants coded since 2021) has a 3-symbol plant code; older ones have 2. A
  // first group of 3 or 5 symbols says so too.
  const first = groups.length > 1 ? groups[0]! : '';
  const plantLength = body.length === 9 || first.length === 3 || first.length === 5 ? 3 : 2;
  const plant_code = body.slice(0, plantLength);
  const size_code = body.slice(plantLength, plantLength + 2);
  if (size_code.length < 2) return failure('length');
  const rest = body.slice(plantLength + 2);
  const manufacturer_code = rest === '' ? null : rest;
  const code = [plant_code + size_code, manufacturer_code, date].filter(Boolean).join(' ');
  return { ok: true, value: { plant_code, size_code, manufacturer_code, week, year, code } };
}

/** An age is a plausible one from 0 to this many years; the rule below never needs more. */
export const MAX_PLAUSIBLE_TIRE_AGE_YEARS = 20;

/**
 * Whole years from the start of the manufacture week to `at` (the reading's capture time), as
 * a birthday counts them. Null without a date, or when the week is after `at` (a code mistyped
 * or a clock wrong: no age is better than a negative one). Older than MAX_PLAUSIBLE_TIRE_AGE_YEARS
 * is answered as that many, which every rule already reads as over its limits.
 */
export function tireAgeYears(week: number | null | undefined, year: number | null | undefined, at: Date): number | null {
  if (week == null || year == null || !Number.isFinite(at.getTime())) return null;
  const made = isoWeekStart(week, year);
  if (made.getTime() > at.getTime()) return null;
  let years = at.getUTCFullYear() - made.getUTCFullYear();
  const beforeAnniversary = at.getUTCMonth() < made.getUTCMonth() || (at.getUTCMonth() === made.getUTCMonth() && at.getUTCDate() < made.getUTCDate());
  if (beforeAnniversary) years--;
  return Math.min(years, MAX_PLAUSIBLE_TIRE_AGE_YEARS);
}

/** A location's tire age rule (fleet_locations.tire_age_*). */
export interface TireAgeRule {
  /** At or over: warning, on any position. */
  warning_years: number;
  /** At or over: critical on a steer position. */
  critical_steer_years: number;
}

/**
 * The default rule. Warning at 6 years: tire makers and the NHTSA advise an inspection from
 * then on. Critical at 10 years on a steer position: Great Britain's ban on tyres aged 10 years
 * or more on the front steered axles of lorries, buses and coaches (The Road Vehicles
 * (Construction and Use) (Amendment) Regulations 2021, in force since 1 February 2021).
 */
export const DEFAULT_TIRE_AGE_RULE: TireAgeRule = { warning_years: 6, critical_steer_years: 10 };

/** The age level of a tire at its position: unknown without an age. */
export function tireAgeLevel(ageYears: number | null, positionClass: string, rule: TireAgeRule | null | undefined): 'ok' | 'warning' | 'critical' | 'unknown' {
  if (ageYears === null) return 'unknown';
  const { warning_years, critical_steer_years } = rule ?? DEFAULT_TIRE_AGE_RULE;
  if (positionClass === 'steer' && ageYears >= critical_steer_years) return 'critical';
  if (ageYears >= warning_years) return 'warning';
  return 'ok';
}
