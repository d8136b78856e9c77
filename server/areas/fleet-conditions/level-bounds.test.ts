import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MM_PER_32ND, pressureLevel, treadLevel, type PositionClass, type TireSpec } from '../../../contract/tire-exceptions';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { BOUNDS_JOIN, boundsTable, levelBounds, PRESSURE_LEVEL, TREAD_LEVEL } from './level-bounds';
import { asExceptionLevel } from './tally';

/*
 * The SQL levels must equal the shared JavaScript rules for every reading, boundaries
 * included: readings pass through real columns exactly as stored ones do.
 */

let client: PGlite;
let db: Db;
beforeAll(async () => {
  client = new PGlite();
  await client.waitReady;
  db = drizzle({ client, casing: 'snake_case' }) as unknown as Db;
}, 120_000);
afterAll(async () => {
  await client.close();
});

const specs: (TireSpec | null)[] = [
  { target_pressure_psi: 100, max_pressure_psi: 120, min_tread_depth_mm: 2 * MM_PER_32ND, warn_tread_depth_mm: 4 * MM_PER_32ND },
  { target_pressure_psi: 110, max_pressure_psi: 120, min_tread_depth_mm: 4 * MM_PER_32ND, warn_tread_depth_mm: 6 * MM_PER_32ND },
  { target_pressure_psi: 90, max_pressure_psi: 105, min_tread_depth_mm: 3 * MM_PER_32ND, warn_tread_depth_mm: 5 * MM_PER_32ND },
  { target_pressure_psi: 0, max_pressure_psi: 0, min_tread_depth_mm: 0, warn_tread_depth_mm: 0 },
  null,
];
const classes: PositionClass[] = ['steer', 'drive', 'trail', 'unknown'];

function pressures(spec: TireSpec | null): (number | null)[] {
  const values: (number | null)[] = [null, 0, 50.5, 200];
  if (spec && spec.target_pressure_psi > 0) {
    for (const edge of [spec.target_pressure_psi * 0.8, spec.target_pressure_psi * 0.9, spec.max_pressure_psi]) {
      for (const delta of [-0.02, -0.011, -0.009, 0, 0.005, 0.009, 0.011, 0.02]) values.push(edge + delta);
    }
  }
  for (let p = 60; p <= 130; p += 1) values.push(p);
  return values;
}

function treads(): (number | null)[] {
  const values: (number | null)[] = [null, 0];
  for (const n of [2, 3, 4, 5, 6]) for (const delta of [-0.02, -0.011, -0.009, 0, 0.009, 0.011, 0.02]) values.push(n * MM_PER_32ND + delta);
  for (let t = 0.5; t <= 20; t += 0.5) values.push(t);
  return values;
}

describe('exception levels in SQL', () => {
  it('equal pressureLevel and treadLevel at every boundary', async () => {
    const bounds = specs.flatMap((spec, index) => classes.map((cls) => levelBounds(index, cls, null, spec)));
    // Pressure and tread levels are independent: each value is checked once, beside a reading of the other.
    const readings = specs.flatMap((spec, index) =>
      classes.flatMap((cls) => [...pressures(spec).map((p) => ({ p, t: 5 })), ...treads().map((t) => ({ p: 100, t }))].map((r) => ({ ...r, s: index, c: cls }))),
    );
    const rows = await queryRows<{ s: number; c: PositionClass; p: number | null; t: number | null; pl: string; tl: string }>(
      db,
      sql`SELECT r.fleet_location_id AS s, r.position_class AS c, r.pressure_psi AS p, r.tread_depth_mm AS t, ${PRESSURE_LEVEL} AS pl, ${TREAD_LEVEL} AS tl
          FROM jsonb_to_recordset(${JSON.stringify(readings)}::jsonb) AS x(s int, c text, p float8, t float8)
          CROSS JOIN LATERAL (SELECT x.s AS fleet_location_id, x.p::real AS pressure_psi, x.t::real AS tread_depth_mm, x.c AS position_class,
                                     null::int AS tire_size_id) r
          CROSS JOIN LATERAL (SELECT r.fleet_location_id) s
          LEFT JOIN ${boundsTable(bounds)} ON ${BOUNDS_JOIN}`,
    );
    expect(rows).toHaveLength(readings.length);
    const fromSql = rows.map((row) => [row.s, row.c, row.p, row.t, asExceptionLevel(row.pl as never), row.tl]);
    const fromRules = rows.map((row) => [row.s, row.c, row.p, row.t, pressureLevel(row.p, specs[row.s]!), treadLevel(row.t, row.c, specs[row.s]!)]);
    expect(fromSql).toEqual(fromRules);
  });
});
