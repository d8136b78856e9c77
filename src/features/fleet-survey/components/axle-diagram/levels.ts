import {
  axleMismatch,
  dualMismatch,
  readingExceptions,
  resolveSpec,
  worstLevel,
  type ExceptionLevel,
  type Mismatch,
  type SpecRow,
  type TireSpec,
} from '../../../../../contract/tire-exceptions';
import { tireAgeYears, type TireAgeRule } from '../../../../../contract/tire-age';
import type { Units } from '../../../../lib/units';
import type { PositionClass } from './layout';

export type { ExceptionLevel, Mismatch, SpecRow, TireSpec };

export interface MeasuredReading {
  pressure_psi?: number | null;
  tread_depth_mm?: number | null;
  /** The tire's DOT week and year, for its age. */
  dot_week?: number | null;
  dot_year?: number | null;
}

/** When the tire's age is taken (the reading's capture time) and the location's rule. */
export interface AgeContext {
  at: Date;
  rule: TireAgeRule | null;
}

/** A wheel as the diagram shows it: levels by the shared rules, values in the user's units. */
export interface WheelStatus {
  pressure: ExceptionLevel;
  tread: ExceptionLevel;
  age: ExceptionLevel;
  /** Whole years from the DOT week to the capture time; null when unknown. */
  ageYears: number | null;
  /** The tire's colour: its worst exception. */
  overall: ExceptionLevel;
  read: boolean;
  pressureText: string;
  treadText: string;
}

const known = (value: number | null | undefined): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The levels of contract/tire-exceptions.ts, so a reading typed offline gets the colour the
 * server will give it; the values are stored psi and mm, shown in the user's units.
 */
export function wheelStatus(
  reading: MeasuredReading | null,
  positionClass: PositionClass,
  spec: TireSpec | null,
  units: Units,
  locale?: string,
  age?: AgeContext,
): WheelStatus {
  const pressure_psi = known(reading?.pressure_psi);
  const tread_depth_mm = known(reading?.tread_depth_mm);
  const ageYears = age ? tireAgeYears(known(reading?.dot_week), known(reading?.dot_year), age.at) : null;
  const levels = readingExceptions({ pressure_psi, tread_depth_mm, position_class: positionClass, age_years: ageYears, age_rule: age?.rule }, spec);
  return {
    ...levels,
    ageYears,
    overall: worstLevel(levels.pressure, levels.tread, levels.age),
    read: pressure_psi !== null || tread_depth_mm !== null,
    pressureText: units.pressure.format(pressure_psi, locale),
    treadText: units.treadDepth.format(tread_depth_mm, locale),
  };
}

/** The spec of a position from the cached list (location's own before the common ones). */
export function specFor(specs: readonly SpecRow[] | null | undefined, positionClass: PositionClass, tireSizeId: number | null | undefined): TireSpec | null {
  return specs ? resolveSpec(specs, positionClass, tireSizeId ?? null) : null;
}

const measured = (reading: MeasuredReading | null | undefined) => (reading ? { pressure_psi: known(reading.pressure_psi), tread_depth_mm: known(reading.tread_depth_mm) } : null);

/** Duals of one side (outer and inner in any order); null for a single. */
export function sideMismatch(readings: readonly (MeasuredReading | null | undefined)[]): Mismatch | null {
  if (readings.length !== 2) return null;
  return dualMismatch(measured(readings[0]), measured(readings[1]));
}

export function endsMismatch(left: readonly (MeasuredReading | null | undefined)[], right: readonly (MeasuredReading | null | undefined)[]): Mismatch {
  return axleMismatch(left.map(measured), right.map(measured));
}

export const hasMismatch = (mismatch: Mismatch | null): boolean => Boolean(mismatch && (mismatch.tread || mismatch.pressure));

/** Counted as an exception on the survey list: a warning or worse on either reading. */
export const isException = (level: ExceptionLevel): boolean => level === 'warning' || level === 'critical';

/** A glyph per level so that colour is never the only cue (also read out with its text). */
export const LEVEL_GLYPH: Record<ExceptionLevel, string> = { ok: '✓', warning: '!', critical: '✕', unknown: '–' };
