/**
 * The tenancy fixture (fleets ALPHA and BOREAL) plus what a fleet condition report reads:
 * location specs, inspections with readings at and around every exception boundary, wear
 * conditions, tires and their photos. The readings are listed position by position below so
 * a test can recompute every figure with the shared rules.
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { POTENTIAL_LOSS_DEFAULTS } from '../../contract/fleet-conditions';
import { tireAgeLevel, tireAgeYears } from '../../contract/tire-age';
import { axleMismatch, dualMismatch, readingExceptions, resolveSpec, worstLevel, type ExceptionLevel, type PositionClass, type SpecRow } from '../../contract/tire-exceptions';
import { buildApp } from '../../server/app';
import { fleetConditionRoutes } from '../../server/areas/fleet-conditions/routes';
import { testConfig } from '../../server/config';
import type { Db } from '../../server/db/client';
import {
  fleetLocations,
  images,
  locationSpecs,
  surveys,
  tireReadings,
  tireReadingWearConditions,
  tires,
  unitInspections,
  units,
  userSecurityCodes,
  wearConditions,
} from '../../server/db/schema';
import { reportJobRunner } from '../../server/jobs';
import { createTenancyFixture, FLEET } from './tenancy-fixture';

export const FLEET_CONDITIONS_BASE = '/api/v2/fleet_conditions/';

const in32 = (n: number) => (n * 25.4) / 32;

export const FC = {
  /** A tractor at ALPHA Dallas Yard (y2), besides the tenancy fixture's units. */
  unitU4: 5304,
  inspections: { u1InD1: 5601, u3InD1: 5602, u1InD2: 5603, u2InY2: 5604, u4InY2: 5605, u3InDeleted: 5606, bInB: 7601 },
  wear: { cupping: 1, sidewall: 2 },
  /** The tire at ALPHA-U1 1R (88 psi against 110: critical) with one live photo, one deleted. */
  tireU1SteerRight: 5701,
  tireU1SteerLeft: 5702,
  images: { critical: 'img-critical-5701', okTire: 'img-ok-5702', deleted: 'img-deleted-5701' },
  /** 01/01/2024 to 04/30/2024 holds every survey but the deleted one. */
  range: { date_range_type: 'custom', date_from: '01/01/2024', date_to: '04/30/2024' },
} as const;

type Side = 'left' | 'right';
type Place = 'single' | 'inner' | 'outer';
type Cls = 'steer' | 'drive' | 'trail';
/** axle, side, place, class, psi, tread mm, options */
type Reading = [number, Side, Place, Cls, number | null, number | null, { size?: number; tire?: number; wear?: number[] }?];

const TANDEM = [1, 2].flatMap((axle) => (['left', 'right'] as const).flatMap((side) => (['outer', 'inner'] as const).map((place) => [axle, side, place] as const)));

/** Readings per inspection; comments give each exception by the rules of contract/tire-exceptions.ts. */
export const READINGS: Record<number, { surveyId: number; unitId: number; at: string; readings: Reading[] }> = {
  [FC.inspections.u1InD1]: {
    surveyId: FLEET.surveysA.d1AtY1, unitId: FLEET.unitsA[0], at: '2024-03-10T16:00:00Z',
    readings: [
      [1, 'left', 'single', 'steer', 110, 12, { tire: FC.tireU1SteerLeft }],
      [1, 'right', 'single', 'steer', 88, 10, { tire: FC.tireU1SteerRight }], // 20 % under y1's own 110: critical
      [2, 'left', 'outer', 'drive', 100, 12],
      [2, 'left', 'inner', 'drive', 92, 5.5], // duals differ by 8 psi and 6.5 mm
      [2, 'right', 'outer', 'drive', 90, in32(4)], // 10 % under 100: warning; 4/32 at drive: warning
      [2, 'right', 'inner', 'drive', 100, 12],
      [3, 'left', 'outer', 'drive', 125, 12], // over the 120 maximum: critical
      [3, 'left', 'inner', 'drive', 100, 1.5, { wear: [FC.wear.cupping] }], // under 2/32: critical
      [3, 'right', 'outer', 'drive', 100, 12],
      [3, 'right', 'inner', 'drive', null, 11],
    ],
  },
  [FC.inspections.u3InD1]: {
    surveyId: FLEET.surveysA.d1AtY1, unitId: FLEET.unitsA[2], at: '2024-03-10T16:30:00Z',
    readings: [
      [1, 'left', 'outer', 'trail', 100, 10],
      [1, 'left', 'inner', 'trail', 100, 10],
      [1, 'right', 'outer', 'trail', null, null], // not read
      [1, 'right', 'inner', 'trail', 79, 8, { wear: [FC.wear.sidewall, FC.wear.cupping] }], // 21 % under: critical
      [2, 'left', 'outer', 'trail', 95, 7],
      [2, 'left', 'inner', 'trail', 95, 7],
      [2, 'right', 'outer', 'trail', 95, 7],
      [2, 'right', 'inner', 'trail', 95, 7],
    ],
  },
  [FC.inspections.u1InD2]: {
    surveyId: FLEET.surveysA.d2AtY1, unitId: FLEET.unitsA[0], at: '2024-03-12T16:00:00Z',
    readings: [
      [1, 'left', 'single', 'steer', 110, 11],
      [1, 'right', 'single', 'steer', 130, 11], // over 120: critical
    ],
  },
  [FC.inspections.u2InY2]: {
    surveyId: FLEET.surveysA.d1AtY2, unitId: FLEET.unitsA[1], at: '2024-04-01T16:00:00Z',
    // All at target and 9 mm but 2RI, worn to 2 mm (under 4/32: warning).
    readings: TANDEM.map(([axle, side, place]) => [axle, side, place, 'trail', 100, axle === 2 && side === 'right' && place === 'inner' ? 2 : 9] as Reading),
  },
  [FC.inspections.u4InY2]: {
    surveyId: FLEET.surveysA.d1AtY2, unitId: FC.unitU4, at: '2024-04-01T17:00:00Z',
    readings: [
      [1, 'left', 'single', 'steer', 105, 12, { size: 2 }], // common steer 105
      [1, 'right', 'single', 'steer', 94, 12, { size: 2 }], // 10.5 % under: warning
      [2, 'left', 'outer', 'drive', 90, 4, { size: 1 }], // y2's sized drive spec 90/105, 3/32 and 5/32: ok
      [2, 'left', 'inner', 'drive', 81, 3.9, { size: 1 }], // 10 % under: warning; under 5/32: warning
      [2, 'right', 'outer', 'drive', 110, 2.3, { size: 1 }], // over 105: critical; under 3/32: critical
      [2, 'right', 'inner', 'drive', 90, 12, { size: 1 }],
    ],
  },
  [FC.inspections.u3InDeleted]: {
    surveyId: FLEET.surveysA.deleted, unitId: FLEET.unitsA[2], at: '2024-03-11T16:00:00Z',
    readings: [
      [1, 'left', 'outer', 'trail', 20, 0.5], // a deleted survey never counts
      [1, 'left', 'inner', 'trail', 20, 0.5],
    ],
  },
  [FC.inspections.bInB]: {
    surveyId: FLEET.surveyB, unitId: FLEET.unitB, at: '2024-03-15T16:00:00Z',
    readings: [
      [1, 'left', 'single', 'steer', 105, 12],
      [1, 'right', 'single', 'steer', 105, 12],
      [2, 'left', 'outer', 'drive', 70, 12], // 30 % under: critical
      [2, 'left', 'inner', 'drive', 100, 12],
    ],
  },
};

export async function createFleetConditionFixture(db: Db): Promise<void> {
  await createTenancyFixture(db);
  const [y1, y2] = FLEET.locationsA;
  // Dealer one may open the report too, so its narrower scope can be tested.
  await db.insert(userSecurityCodes).values({ userId: 6501, code: 'TVFLTCNR' });
  await db.insert(units).values({ id: FC.unitU4, accountId: FLEET.accountA, fleetLocationId: y2, unitNumber: 'ALPHA-U4', unitTypeId: 1 });
  // The Dallas yard has a tire age rule of its own (its tires carry no DOT date, so no level changes).
  await db.update(fleetLocations).set({ tireAgeWarningYears: 5, tireAgeCriticalSteerYears: 8 }).where(eq(fleetLocations.id, y2));
  await db.insert(wearConditions).values([
    { id: FC.wear.cupping, code: 'CUP', name: 'Cupping' },
    { id: FC.wear.sidewall, code: 'SIDE', name: 'Sidewall damage', isCritical: true },
  ]);
  const spec = (fleetLocationId: number | null, positionClass: Cls, target: number, max: number, min32: number, warn32: number, tireSizeId: number | null = null) => ({
    fleetLocationId, positionClass, tireSizeId, targetPressurePsi: target, maxPressurePsi: max, minTreadDepthMm: in32(min32), warnTreadDepthMm: in32(warn32),
  });
  await db.insert(locationSpecs).values([
    spec(y1, 'steer', 110, 120, 4, 6),
    spec(y2, 'drive', 90, 105, 3, 5, 1),
    spec(FLEET.locationsB[0], 'trail', 95, 110, 2, 4),
    spec(null, 'steer', 105, 120, 4, 6),
    spec(null, 'drive', 100, 120, 2, 4),
    spec(null, 'trail', 100, 120, 2, 4),
  ]);
  await db.insert(tires).values([
    // DOT dates: the left steer tire made in 2012 (12 years old when read in March 2024: critical
    // on a steer position under the default rule), the right one in 2021 (under the rule).
    { id: FC.tireU1SteerLeft, accountId: FLEET.accountA, unitId: FLEET.unitsA[0], axleNumber: 1, side: 'left', place: 'single', dotWeek: 10, dotYear: 2012 },
    { id: FC.tireU1SteerRight, accountId: FLEET.accountA, unitId: FLEET.unitsA[0], axleNumber: 1, side: 'right', place: 'single', dotWeek: 20, dotYear: 2021 },
  ]);
  for (const [inspectionId, inspection] of Object.entries(READINGS)) {
    const at = new Date(inspection.at);
    await db.insert(unitInspections).values({ id: Number(inspectionId), surveyId: inspection.surveyId, unitId: inspection.unitId, inspectedAt: at });
    for (const [axleNumber, side, place, positionClass, pressurePsi, treadDepthMm, options] of inspection.readings) {
      const [row] = await db
        .insert(tireReadings)
        .values({
          unitInspectionId: Number(inspectionId), surveyId: inspection.surveyId, unitId: inspection.unitId, tireId: options?.tire ?? null,
          axleNumber, side, place, positionClass, pressurePsi, treadDepthMm, tireSizeId: options?.size ?? null, readAt: at,
        })
        .returning({ id: tireReadings.id });
      for (const wearConditionId of options?.wear ?? []) await db.insert(tireReadingWearConditions).values({ tireReadingId: row!.id, wearConditionId });
    }
  }
  const image = (storageId: string, tireId: number, deleted = false) => ({
    storageId, surveyId: FLEET.surveysA.d1AtY1, unitInspectionId: FC.inspections.u1InD1, tireId, contentType: 'image/jpeg', byteSize: 1000,
    sha256: storageId.padEnd(64, '0'), fileName: `${storageId}.jpg`, deletedAt: deleted ? new Date('2024-03-11T00:00:00Z') : null,
  });
  await db.insert(images).values([
    image(FC.images.critical, FC.tireU1SteerRight),
    image(FC.images.okTire, FC.tireU1SteerLeft),
    image(FC.images.deleted, FC.tireU1SteerRight, true),
  ]);
}

/**
 * The app with the job runner and the fleet condition routes, whether or not buildApp mounts
 * them already. The runner is paused: jobs run when a test calls processNow.
 */
export async function createFleetConditionApp(db: Db): Promise<FastifyInstance> {
  const app = await buildApp({ db, config: testConfig() });
  if (!app.hasDecorator('reportJobs')) await app.register(reportJobRunner);
  if (!app.hasRoute({ method: 'POST', url: `${FLEET_CONDITIONS_BASE}generate_reports` })) {
    await app.register(fleetConditionRoutes, { prefix: FLEET_CONDITIONS_BASE.slice(0, -1) });
  }
  app.reportJobs.pause();
  await app.ready();
  return app;
}

type Method = 'GET' | 'POST';

/** Calls of the fleet condition area as one fixture user. */
export function fleetConditionCaller(app: () => FastifyInstance, headers: () => Record<string, Record<string, string>>) {
  return (method: Method, path: string, who: string, body?: unknown, extra: Record<string, string> = {}) =>
    app().inject({
      method,
      url: FLEET_CONDITIONS_BASE + path,
      headers: { ...headers()[who], ...extra },
      ...(body === undefined ? {} : { payload: body as object }),
    });
}

// ---- the figures recomputed tire by tire with the shared rules, for tests to compare with -----

type Levels = Record<ExceptionLevel, number>;
const levels = (): Levels => ({ ok: 0, warning: 0, critical: 0, unknown: 0 });
export const inSpec = (l: Levels) => (l.ok + l.warning + l.critical === 0 ? null : Math.round((l.ok / (l.ok + l.warning + l.critical)) * 1000) / 10);
const tally = () => ({ tires: 0, read: 0, pressure: levels(), tread: levels(), tire: levels(), age: levels() });
export type Tally = ReturnType<typeof tally>;
type End = { cls: string; side: string; place: string; pressure_psi: number | null; tread_depth_mm: number | null };

export async function expectedFigures(db: Db, surveyIds: number[]) {
  const rows = await db
    .select({
      r: tireReadings, locationId: surveys.fleetLocationId, dotWeek: tires.dotWeek, dotYear: tires.dotYear,
      rule: { warning_years: fleetLocations.tireAgeWarningYears, critical_steer_years: fleetLocations.tireAgeCriticalSteerYears },
    })
    .from(tireReadings)
    .innerJoin(surveys, eq(surveys.id, tireReadings.surveyId))
    .innerJoin(fleetLocations, eq(fleetLocations.id, surveys.fleetLocationId))
    .leftJoin(tires, eq(tires.id, tireReadings.tireId))
    .where(inArray(tireReadings.surveyId, surveyIds));
  const specRows: SpecRow[] = (await db.select().from(locationSpecs)).map((s) => ({
    fleet_location_id: s.fleetLocationId, position_class: s.positionClass, tire_size_id: s.tireSizeId, target_pressure_psi: s.targetPressurePsi,
    max_pressure_psi: s.maxPressurePsi, min_tread_depth_mm: s.minTreadDepthMm, warn_tread_depth_mm: s.warnTreadDepthMm,
  }));
  const all = tally();
  const byClass = new Map<PositionClass, Tally>();
  const loss = { under: 0, share: 0, casings: 0 };
  const axles = new Map<string, End[]>();
  for (const { r, locationId, dotWeek, dotYear, rule } of rows) {
    const cls = r.positionClass as PositionClass;
    const spec = resolveSpec(specRows.filter((s) => s.fleet_location_id === locationId || s.fleet_location_id === null), cls, r.tireSizeId);
    const found = readingExceptions({ pressure_psi: r.pressurePsi, tread_depth_mm: r.treadDepthMm, position_class: cls }, spec);
    if (!byClass.has(cls)) byClass.set(cls, tally());
    for (const t of [all, byClass.get(cls)!]) {
      t.tires++;
      t.read += r.pressurePsi !== null || r.treadDepthMm !== null ? 1 : 0;
      t.pressure[found.pressure]++;
      t.tread[found.tread]++;
      t.tire[worstLevel(found.pressure, found.tread)]++;
      t.age[tireAgeLevel(tireAgeYears(dotWeek, dotYear, r.readAt), cls, rule)]++;
    }
    if (spec && r.pressurePsi !== null && r.pressurePsi < spec.target_pressure_psi) {
      // Under-inflated as "Pressure in spec" judges it; the fuel share counts any shortfall.
      loss.under += found.pressure === 'ok' ? 0 : 1;
      loss.share += (spec.target_pressure_psi - r.pressurePsi) / spec.target_pressure_psi;
      loss.casings += found.pressure === 'critical' ? 1 : 0;
    }
    const key = `${r.unitInspectionId}/${r.axleNumber}`;
    axles.set(key, [...(axles.get(key) ?? []), { cls, side: r.side, place: r.place, pressure_psi: r.pressurePsi, tread_depth_mm: r.treadDepthMm }]);
  }
  // Per class: dual pairs checked, dual tread and pressure mismatches, axles checked, axle tread and pressure mismatches.
  const mismatches = new Map<string, number[]>();
  for (const axle of axles.values()) {
    const counts = mismatches.get(axle[0]!.cls) ?? [0, 0, 0, 0, 0, 0];
    for (const side of ['left', 'right']) {
      const inner = axle.find((t) => t.side === side && t.place === 'inner');
      const outer = axle.find((t) => t.side === side && t.place === 'outer');
      if (!inner || !outer) continue;
      const m = dualMismatch(inner, outer);
      counts[0]! += 1;
      counts[1]! += m.tread ? 1 : 0;
      counts[2]! += m.pressure ? 1 : 0;
    }
    const [left, right] = [axle.filter((t) => t.side === 'left'), axle.filter((t) => t.side === 'right')];
    if (left.length > 0 && right.length > 0) {
      const m = axleMismatch(left, right);
      counts[3]! += 1;
      counts[4]! += m.tread ? 1 : 0;
      counts[5]! += m.pressure ? 1 : 0;
    }
    mismatches.set(axle[0]!.cls, counts);
  }
  const d = POTENTIAL_LOSS_DEFAULTS;
  const gallons = loss.share * 0.1 * (d.miles_per_year / d.mpg / d.tires_per_combination);
  return { all, byClass, mismatches, loss: { ...loss, gallons, fuelCost: gallons * d.fuel_price_per_gallon, casingCost: loss.casings * d.casing_value } };
}

/** A tally in the shape of the report's statistics. */
export const summaryOf = (t: Tally) => ({
  tires: t.tires,
  pressure_levels: t.pressure,
  tread_levels: t.tread,
  tire_levels: t.tire,
  age_levels: t.age,
  tires_with_exceptions: t.tire.warning + t.tire.critical,
  pressure_in_spec_percent: inSpec(t.pressure),
  tread_in_spec_percent: inSpec(t.tread),
});
