import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dualMismatch, MM_PER_32ND, pressureLevel, treadLevel, type PositionClass, type TireSpec } from '../../contract/tire-exceptions';
import type { Db } from '../db/client';
import { queryRows } from '../db/query';
import { tireAgeLevel, tireAgeYears } from '../../contract/tire-age';
import { levelOfCode, pressureLevelSql, tireAgeLevelSql, tireAgeYearsSql, treadLevelSql, treadMismatchSql } from './level-sql';

/*
 * The SQL mirrors must give the contract's answer for every value, thresholds included. Values
 * pass through real (float4) columns as stored readings and specs do, so the JavaScript side
 * is given the same float4 values.
 */

let client: PGlite;
let db: Db;
// Starting an embedded database takes seconds on a busy machine.
beforeAll(async () => {
  client = new PGlite();
  db = drizzle({ client, casing: 'snake_case' }) as unknown as Db;
  await db.execute(sql.raw('create table v (k int, cls text, p real, t real, t2 real, target real, max_pressure real, spec_min real, spec_warn real)'));
}, 60_000);
afterAll(async () => {
  await client.close();
});

const f = Math.fround;
const SPECS: (TireSpec | null)[] = [
  { target_pressure_psi: 100, max_pressure_psi: 120, min_tread_depth_mm: 2 * MM_PER_32ND, warn_tread_depth_mm: 4 * MM_PER_32ND },
  { target_pressure_psi: 110, max_pressure_psi: 125, min_tread_depth_mm: 4 * MM_PER_32ND, warn_tread_depth_mm: 6 * MM_PER_32ND },
  { target_pressure_psi: 90, max_pressure_psi: 110, min_tread_depth_mm: 3, warn_tread_depth_mm: 5 },
  { target_pressure_psi: 0, max_pressure_psi: 0, min_tread_depth_mm: 0, warn_tread_depth_mm: 0 },
  null,
];
const CLASSES: PositionClass[] = ['steer', 'drive', 'trail', 'unknown'];
const DELTAS = [-0.02, -0.011, -0.01, -0.009, 0, 0.009, 0.01, 0.011, 0.02];

function values(spec: TireSpec | null) {
  const pressures: (number | null)[] = [null, 0, 200];
  if (spec && spec.target_pressure_psi > 0) {
    for (const edge of [spec.target_pressure_psi * 0.8, spec.target_pressure_psi * 0.9, spec.max_pressure_psi]) pressures.push(...DELTAS.map((d) => edge + d));
  }
  const treads: (number | null)[] = [null, 0];
  for (const edge of [2, 4, 6].map((n) => n * MM_PER_32ND).concat([3, 5])) treads.push(...DELTAS.map((d) => edge + d));
  for (let p = 60; p <= 130; p += 0.5) pressures.push(p);
  for (let t = 0.5; t <= 16; t += 0.25) treads.push(t);
  return { pressures, treads };
}

describe('exception levels in SQL', () => {
  it('equal the contract at and around every threshold', async () => {
    const rows: { k: number; cls: PositionClass; p: number | null; t: number | null; t2: number | null; spec: TireSpec | null }[] = [];
    for (const spec of SPECS) {
      const { pressures, treads } = values(spec);
      for (const cls of CLASSES) {
        for (const p of pressures) rows.push({ k: rows.length, cls, p, t: 8, t2: null, spec });
        for (const [i, t] of treads.entries()) rows.push({ k: rows.length, cls, p: 100, t, t2: treads[(i * 7) % treads.length] ?? null, spec });
      }
    }
    const cell = (n: number | null | undefined) => (n === null || n === undefined ? 'null' : `${n}`);
    for (let start = 0; start < rows.length; start += 500) {
      const chunk = rows.slice(start, start + 500).map((r) => `(${r.k}, '${r.cls}', ${cell(r.p)}, ${cell(r.t)}, ${cell(r.t2)}, ${cell(r.spec?.target_pressure_psi)}, ${cell(r.spec?.max_pressure_psi)}, ${cell(r.spec?.min_tread_depth_mm)}, ${cell(r.spec?.warn_tread_depth_mm)})`);
      await db.execute(sql.raw(`insert into v values ${chunk.join(', ')}`));
    }
    const c = (name: string) => sql.raw(`${name}::float8`);
    const answers = await queryRows<{ k: number; pl: number; tl: number; mm: boolean }>(
      db,
      sql`select k, ${pressureLevelSql(c('p'), c('target'), c('max_pressure'))} as pl,
        ${treadLevelSql(c('t'), sql.raw('cls'), c('spec_min'), c('spec_warn'))} as tl, ${treadMismatchSql(c('t'), c('t2'))} as mm
      from v order by k`,
    );
    expect(answers).toHaveLength(rows.length);
    for (const answer of answers) {
      const row = rows[answer.k]!;
      const spec = row.spec && {
        target_pressure_psi: f(row.spec.target_pressure_psi),
        max_pressure_psi: f(row.spec.max_pressure_psi),
        min_tread_depth_mm: f(row.spec.min_tread_depth_mm),
        warn_tread_depth_mm: f(row.spec.warn_tread_depth_mm),
      };
      const p = row.p === null ? null : f(row.p);
      const t = row.t === null ? null : f(row.t);
      const t2 = row.t2 === null ? null : f(row.t2);
      const expected = [pressureLevel(p, spec), treadLevel(t, row.cls, spec), dualMismatch({ pressure_psi: null, tread_depth_mm: t }, { pressure_psi: null, tread_depth_mm: t2 }).tread];
      expect([levelOfCode(Number(answer.pl)), levelOfCode(Number(answer.tl)), answer.mm], JSON.stringify(row)).toEqual(expected);
    }
  });
});

describe('tire age', () => {
  it('gives tireAgeYears and tireAgeLevel for every week around the anniversaries, the future and the plausible limit', async () => {
    const cases: { week: number | null; year: number | null; at: string }[] = [{ week: null, year: 2016, at: '2026-03-07T00:00:00Z' }];
    for (const week of [1, 2, 9, 10, 11, 26, 52, 53]) {
      for (const year of [1995, 2004, 2015, 2016, 2020, 2026]) {
        for (const at of ['2026-01-01T00:00:00Z', '2026-03-06T23:59:59Z', '2026-03-07T00:00:00Z', '2026-03-09T12:00:00Z', '2026-12-31T23:00:00Z']) cases.push({ week, year, at });
      }
    }
    const rows = await queryRows<{ age: number | null; steer: number; drive: number }>(
      db,
      sql.join(
        cases.map((c) => {
          const age = tireAgeYearsSql(sql`${c.week}::int`, sql`${c.year}::int`, sql`${c.at}::timestamptz`);
          return sql`(select ${age} as age, ${tireAgeLevelSql(age, sql`'steer'`, sql`6`, sql`10`)} as steer, ${tireAgeLevelSql(age, sql`'drive'`, sql`6`, sql`10`)} as drive)`;
        }),
        sql` union all `,
      ),
    );
    const rule = { warning_years: 6, critical_steer_years: 10 };
    expect(rows.map((row) => [row.age === null ? null : Number(row.age), levelOfCode(Number(row.steer)), levelOfCode(Number(row.drive))])).toEqual(
      cases.map((c) => {
        const age = tireAgeYears(c.week, c.year, new Date(c.at));
        return [age, tireAgeLevel(age, 'steer', rule), tireAgeLevel(age, 'drive', rule)];
      }),
    );
  });
});
