import { sql } from 'drizzle-orm';
import {
  axleMismatch,
  dualMismatch,
  MEASURE_EPSILON,
  pressureLevel,
  resolveSpec,
  treadLevel,
  worstLevel,
  type ExceptionLevel,
  type PositionClass,
} from '../../contract/tire-exceptions';
import { tireAgeLevel, tireAgeYears } from '../../contract/tire-age';
import type { Db } from '../../server/db/client';
import { queryRows } from '../../server/db/query';
import { PRESSURE_BUCKET_PSI, TREAD_BUCKET_MM } from '../../server/reporting/survey-tallies';
import { specRowsByLocation } from '../../server/tire-exceptions/spec-rows';

/*
 * The fleet condition tallies computed in JavaScript from the raw readings with the contract's
 * own functions (resolveSpec, pressureLevel, treadLevel, tireAgeLevel, dualMismatch, axleMismatch), row for
 * row in the shape of the reporting layer's tables: an independent check of its SQL.
 */

const CODE: Record<ExceptionLevel, number> = { unknown: 0, ok: 1, warning: 2, critical: 3 };
const OVER = 4;

type Reading = {
  id: number;
  survey_id: number;
  unit_inspection_id: number;
  axle_number: number;
  side: string;
  place: string;
  loc: number;
  cls: PositionClass;
  size: number | null;
  p: number | null;
  t: number | null;
  dot_week: number | null;
  dot_year: number | null;
  read_at: Date | string;
  age_warning: number;
  age_critical: number;
};

type Row = Record<string, string | number | null>;
const count = (map: Map<string, Row>, key: string, create: () => Row, add: (row: Row) => void) => {
  let row = map.get(key);
  if (!row) map.set(key, (row = create()));
  add(row);
};
const inc = (row: Row, field: string, by = 1) => {
  row[field] = Number(row[field]) + by;
};
/** Rows in one canonical order, sums rounded past float noise: the two sides add in different orders. */
export function canonical(rows: Iterable<Row>): Row[] {
  return [...rows]
    // Keys in name order too: a column added later comes last in `select *`.
    .map((row) => Object.fromEntries(Object.entries(row).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => [k, typeof v === 'number' && !Number.isInteger(v) ? Math.round(v * 1e9) / 1e9 : v])))
    .sort((a, b) => {
      const x = JSON.stringify(a);
      const y = JSON.stringify(b);
      return x < y ? -1 : x > y ? 1 : 0;
    });
}
const sorted = (map: Map<string, Row>) => canonical(map.values());

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

export async function directFleetConditionTallies(db: Db) {
  const readings = (
    await queryRows<Reading>(
      db,
      sql`select tr.id, tr.survey_id, tr.unit_inspection_id, tr.axle_number, tr.side::text as side, tr.place::text as place,
          s.fleet_location_id as loc, tr.position_class::text as cls, tr.tire_size_id as size, tr.pressure_psi::float8 as p, tr.tread_depth_mm::float8 as t,
          tire.dot_week, tire.dot_year, tr.read_at, fl.tire_age_warning_years as age_warning, fl.tire_age_critical_steer_years as age_critical
        from tire_readings tr join surveys s on s.id = tr.survey_id join fleet_locations fl on fl.id = s.fleet_location_id left join tires tire on tire.id = tr.tire_id`,
    )
  ).map((r) => ({ ...r, id: Number(r.id), survey_id: Number(r.survey_id), unit_inspection_id: Number(r.unit_inspection_id), loc: Number(r.loc) }));
  const specs = await specRowsByLocation(db, [...new Set(readings.map((r) => r.loc))]);
  const key = (...parts: unknown[]) => parts.join('|');

  const levels = new Map<string, Row>();
  const inspections = new Map<number, { tires: number; critical: number; warning: number; pressure_exceptions: number; tread_exceptions: number }>();
  const histograms = new Map<string, Row>();
  for (const r of readings) {
    const spec = resolveSpec(specs.get(r.loc) ?? [], r.cls, r.size);
    const pressure = pressureLevel(r.p, spec);
    const tread = treadLevel(r.t, r.cls, spec);
    const target = spec && spec.target_pressure_psi > 0 ? spec.target_pressure_psi : null;
    const pl = pressure === 'critical' && r.p !== null && spec && r.p > spec.max_pressure_psi + MEASURE_EPSILON ? OVER : CODE[pressure];
    const under = r.p !== null && target !== null && r.p < target;
    const age = CODE[tireAgeLevel(tireAgeYears(r.dot_week, r.dot_year, new Date(r.read_at)), r.cls, { warning_years: r.age_warning, critical_steer_years: r.age_critical })];
    count(
      levels,
      key(r.survey_id, r.cls, r.size ?? -1, pl, CODE[tread], age, target ?? -1),
      () => ({ survey_id: r.survey_id, position_class: r.cls, tire_size_id: r.size, pressure_level: pl, tread_level: CODE[tread], age_level: age, target, tires: 0, read: 0, under: 0, under_share: 0 }),
      (row) => {
        inc(row, 'tires');
        if (r.p !== null || r.t !== null) inc(row, 'read');
        if (under) {
          inc(row, 'under');
          inc(row, 'under_share', (target - r.p!) / target);
        }
      },
    );
    const worst = worstLevel(pressure, tread);
    const inspection = inspections.get(r.unit_inspection_id) ?? { tires: 0, critical: 0, warning: 0, pressure_exceptions: 0, tread_exceptions: 0 };
    inspections.set(r.unit_inspection_id, inspection);
    inspection.tires += 1;
    if (worst === 'critical') inspection.critical += 1;
    if (worst === 'warning') inspection.warning += 1;
    if (pressure === 'warning' || pressure === 'critical') inspection.pressure_exceptions += 1;
    if (tread === 'warning' || tread === 'critical') inspection.tread_exceptions += 1;
    for (const [measure, value, width] of [['pressure', r.p, PRESSURE_BUCKET_PSI], ['tread', r.t, TREAD_BUCKET_MM]] as const) {
      if (value === null) continue;
      const bucket = Math.floor((value + MEASURE_EPSILON) / width);
      count(histograms, key(r.survey_id, measure, r.cls, bucket), () => ({ survey_id: r.survey_id, measure, position_class: r.cls, bucket, tires: 0 }), (row) => inc(row, 'tires'));
    }
  }

  const mismatches = new Map<string, Row>();
  const tally = (survey: number, cls: string, kind: 'dual' | 'axle', checked: boolean, found: { tread: boolean; pressure: boolean }) =>
    count(mismatches, key(survey, cls, kind), () => ({ survey_id: survey, position_class: cls, kind, checked: 0, tread: 0, pressure: 0 }), (row) => {
      if (!checked) return;
      inc(row, 'checked');
      if (found.tread) inc(row, 'tread');
      if (found.pressure) inc(row, 'pressure');
    });
  const measured = (r: Reading) => ({ pressure_psi: r.p, tread_depth_mm: r.t });
  const minClass = (items: readonly { cls: string }[]) => items.map((item) => item.cls).sort()[0]!;
  for (const axle of groupBy(readings, (r) => key(r.unit_inspection_id, r.axle_number)).values()) {
    const ends = groupBy(axle, (r) => r.side);
    for (const end of ends.values()) {
      const duals = end.filter((r) => r.place === 'inner' || r.place === 'outer');
      const pair = duals.length === 2;
      tally(end[0]!.survey_id, minClass(end), 'dual', pair, pair ? dualMismatch(measured(duals[0]!), measured(duals[1]!)) : { tread: false, pressure: false });
    }
    const left = ends.get('left') ?? [];
    const right = ends.get('right') ?? [];
    const both = left.length > 0 && right.length > 0;
    tally(axle[0]!.survey_id, minClass(axle), 'axle', both, both ? axleMismatch(left.map(measured), right.map(measured)) : { tread: false, pressure: false });
  }

  const wearRows = await queryRows<{ survey_id: number; wear_condition_id: number; position_class: string }>(
    db,
    sql`select tr.survey_id, w.wear_condition_id, tr.position_class::text as position_class
      from tire_reading_wear_conditions w join tire_readings tr on tr.id = w.tire_reading_id`,
  );
  const wear = new Map<string, Row>();
  for (const w of wearRows) {
    count(wear, key(Number(w.survey_id), Number(w.wear_condition_id), w.position_class), () => ({ survey_id: Number(w.survey_id), wear_condition_id: Number(w.wear_condition_id), position_class: w.position_class, tires: 0 }), (row) => inc(row, 'tires'));
  }

  return { levels: sorted(levels), mismatches: sorted(mismatches), wear: sorted(wear), histograms: sorted(histograms), inspections };
}

/** The maintained tallies in the same order and shape. */
export async function maintainedFleetConditionTallies(db: Db) {
  const rows = async (table: string) => canonical(await queryRows<Row>(db, sql.raw(`select * from ${table}`)));
  return {
    levels: await rows('report_survey_levels'),
    mismatches: await rows('report_survey_mismatches'),
    wear: await rows('report_survey_wear'),
    histograms: await rows('report_survey_histograms'),
  };
}
