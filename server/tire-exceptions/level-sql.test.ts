import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dualMismatch, MM_PER_32ND, pressureLevel, treadLevel, type PositionClass, type TireSpec } from '../../contract/tire-exceptions';
import type { Db } from '../db/client';
import { queryRows } from '../db/query';
import { levelOfCode, pressureLevelSql, treadLevelSql, treadMismatchSql } from './level-sql';

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
