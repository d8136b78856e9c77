import { tireAgeLevel, type TireAgeRule } from './tire-age';

/**
 * Exception colours of tire readings (DESIGN "Decisions the spec leaves to us"). Pure
 * functions importing only the pure ./tire-age.ts, so the server (axle diagram, survey report) and the tablet
 * (offline, against the specs from get_tread_depth_spec) colour a reading the same way.
 *
 * Units are the stored ones: pressure in psi, tread depth in millimetres.
 */

export type PositionClass = 'steer' | 'drive' | 'trail' | 'unknown';
export type ExceptionLevel = 'ok' | 'warning' | 'critical' | 'unknown';

export interface TireReadingValues {
  pressure_psi: number | null;
  tread_depth_mm: number | null;
  position_class: PositionClass;
  /** The tire's age in whole years at the reading's capture time (tireAgeYears); unknown when left out. */
  age_years?: number | null;
  /** The location's tire age rule; the default one when left out. */
  age_rule?: TireAgeRule | null;
}

export interface TireSpec {
  target_pressure_psi: number;
  max_pressure_psi: number;
  /** At or below: critical. */
  min_tread_depth_mm: number;
  /** At or below: warning. */
  warn_tread_depth_mm: number;
}

export interface ReadingExceptions {
  pressure: ExceptionLevel;
  tread: ExceptionLevel;
  /** The tire's age from its DOT code against the location's rule (contract/tire-age.ts). */
  age: ExceptionLevel;
}

export interface Mismatch {
  tread: boolean;
  pressure: boolean;
}

/** One 32nd of an inch in millimetres: North American tread gauges read in 32nds. */
export const MM_PER_32ND = 25.4 / 32;

/** Warning at 10 % or more under the target: the point where fleets schedule a top-up. */
export const PRESSURE_WARNING_UNDER_SHARE = 0.1;
/** Critical at 20 % or more under the target: industry treats this as run-flat territory. */
export const PRESSURE_CRITICAL_UNDER_SHARE = 0.2;

/** Legal minimum tread (FMCSA 393.75): 4/32 in on steer tires, 2/32 in on every other position. */
export const LEGAL_MIN_TREAD_MM = { steer: 4 * MM_PER_32ND, other: 2 * MM_PER_32ND } as const;
/** Without a spec, warn two 32nds above the legal minimum: 6/32 in steer, 4/32 in elsewhere. */
export const DEFAULT_WARN_TREAD_MM = { steer: 6 * MM_PER_32ND, other: 4 * MM_PER_32ND } as const;

/** Duals differing by more than 4/32 in of tread wear unevenly: the larger tire carries the load. */
export const MISMATCH_TREAD_MM = 4 * MM_PER_32ND;
/** Duals differing by more than 5 psi share the load unevenly. */
export const MISMATCH_PRESSURE_PSI = 5;

/**
 * Readings converted from 32nds or bar carry float noise (4/32 in is 3.1749999 in a real
 * column): a hundredth of a millimetre or psi is far below any gauge's resolution.
 */
export const MEASURE_EPSILON = 0.01;

const isSteer = (positionClass: PositionClass) => positionClass === 'steer';

/** The tread limits in force: the spec's, but never below the legal minimum for the position. */
export function treadLimits(positionClass: PositionClass, spec: TireSpec | null): { critical: number; warning: number } {
  const legal = isSteer(positionClass) ? LEGAL_MIN_TREAD_MM.steer : LEGAL_MIN_TREAD_MM.other;
  const fallbackWarn = isSteer(positionClass) ? DEFAULT_WARN_TREAD_MM.steer : DEFAULT_WARN_TREAD_MM.other;
  const critical = Math.max(legal, spec?.min_tread_depth_mm ?? legal);
  return { critical, warning: Math.max(critical, spec?.warn_tread_depth_mm ?? fallbackWarn) };
}

/** Pressure against the spec's target; unknown without a reading or without a spec to compare to. */
export function pressureLevel(pressurePsi: number | null, spec: TireSpec | null): ExceptionLevel {
  if (pressurePsi === null || spec === null || !(spec.target_pressure_psi > 0)) return 'unknown';
  if (pressurePsi > spec.max_pressure_psi + MEASURE_EPSILON) return 'critical';
  const target = spec.target_pressure_psi;
  if (pressurePsi <= target * (1 - PRESSURE_CRITICAL_UNDER_SHARE) + MEASURE_EPSILON) return 'critical';
  if (pressurePsi <= target * (1 - PRESSURE_WARNING_UNDER_SHARE) + MEASURE_EPSILON) return 'warning';
  return 'ok';
}

/** Tread depth against the limits; the legal limits apply even without a spec. */
export function treadLevel(treadDepthMm: number | null, positionClass: PositionClass, spec: TireSpec | null): ExceptionLevel {
  if (treadDepthMm === null) return 'unknown';
  const limits = treadLimits(positionClass, spec);
  if (treadDepthMm <= limits.critical + MEASURE_EPSILON) return 'critical';
  if (treadDepthMm <= limits.warning + MEASURE_EPSILON) return 'warning';
  return 'ok';
}

export function readingExceptions(reading: TireReadingValues, spec: TireSpec | null): ReadingExceptions {
  return {
    pressure: pressureLevel(reading.pressure_psi, spec),
    tread: treadLevel(reading.tread_depth_mm, reading.position_class, spec),
    age: tireAgeLevel(reading.age_years ?? null, reading.position_class, reading.age_rule),
  };
}

/** A reading counts as one exception when any of its levels is warning or worse (one tire to act on). */
export function isReadingException(levels: ReadingExceptions): boolean {
  const worst = worstLevel(levels.pressure, levels.tread, levels.age);
  return worst === 'warning' || worst === 'critical';
}

const SEVERITY: Record<ExceptionLevel, number> = { unknown: 0, ok: 1, warning: 2, critical: 3 };

/** The more severe of several levels (a tire's colour is its worst exception). */
export function worstLevel(...levels: ExceptionLevel[]): ExceptionLevel {
  return levels.reduce<ExceptionLevel>((worst, level) => (SEVERITY[level] > SEVERITY[worst] ? level : worst), 'unknown');
}

type Measured = Pick<TireReadingValues, 'pressure_psi' | 'tread_depth_mm'>;

const exceeds = (a: number | null, b: number | null, limit: number) =>
  a !== null && b !== null && Math.abs(a - b) > limit + MEASURE_EPSILON;

/** Two tires side by side on one end of an axle; a value missing on either side is not compared. */
export function dualMismatch(inner: Measured | null, outer: Measured | null): Mismatch {
  if (!inner || !outer) return { tread: false, pressure: false };
  return {
    tread: exceeds(inner.tread_depth_mm, outer.tread_depth_mm, MISMATCH_TREAD_MM),
    pressure: exceeds(inner.pressure_psi, outer.pressure_psi, MISMATCH_PRESSURE_PSI),
  };
}

const mean = (values: (number | null)[]): number | null => {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : known.reduce((sum, value) => sum + value, 0) / known.length;
};

/**
 * The two ends of an axle, with the dual rule: each end counts as the mean of its tires (one
 * tire for singles), since the axle carries each end's load as a whole.
 */
export function axleMismatch(left: readonly (Measured | null)[], right: readonly (Measured | null)[]): Mismatch {
  const end = (tires: readonly (Measured | null)[]): Measured => ({
    pressure_psi: mean(tires.map((tire) => tire?.pressure_psi ?? null)),
    tread_depth_mm: mean(tires.map((tire) => tire?.tread_depth_mm ?? null)),
  });
  return dualMismatch(end(left), end(right));
}

export interface SpecRow extends TireSpec {
  /** null: a common spec, used where the location has none of its own. */
  fleet_location_id: number | null;
  position_class: PositionClass;
  /** null: any size. */
  tire_size_id: number | null;
}

/**
 * The spec for a position: the location's own for this class and size, else its own for the
 * class, else the common spec for class and size, else the common one for the class.
 */
export function resolveSpec(specs: readonly SpecRow[], positionClass: PositionClass, tireSizeId: number | null): TireSpec | null {
  const find = (own: boolean, sized: boolean) =>
    specs.find(
      (spec) =>
        (spec.fleet_location_id !== null) === own &&
        spec.position_class === positionClass &&
        (sized ? tireSizeId !== null && spec.tire_size_id === tireSizeId : spec.tire_size_id === null),
    );
  const found = find(true, true) ?? find(true, false) ?? find(false, true) ?? find(false, false);
  if (!found) return null;
  return {
    target_pressure_psi: found.target_pressure_psi,
    max_pressure_psi: found.max_pressure_psi,
    min_tread_depth_mm: found.min_tread_depth_mm,
    warn_tread_depth_mm: found.warn_tread_depth_mm,
  };
}
