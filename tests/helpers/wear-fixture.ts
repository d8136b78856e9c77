/**
 * A handcrafted tire history on top of the tenancy fixture, for the wear-rate aggregate and the
 * product reports. Every figure the tests expect is worked out by hand in the comments below.
 *
 * Common specs: steer minimum 4 mm, drive minimum 3 mm (both above the legal minimum).
 * Unit U1 (ALPHA, Akron, Long Haul): odometer 100,000 on Jan 1, 104,000 on Jan 21, 108,000 on
 * Feb 10 (2024): 8,000 miles in 40 days, 200 miles a day. Unit U2 (ALPHA, Dallas, Regional):
 * 50,000 on Jan 1, 56,000 on Jan 31: 200 miles a day. BOREAL's unit: 0 on Jan 1, 2,000 on Jan 21.
 *
 * Tires (tread in mm at each reading):
 * - T1 steer, Apex Haul Steer (new 20 mm, $400): 16, 15, 14 on U1: 2 mm over 8,000 mi.
 * - T2 steer, Apex Haul Steer: 15 (Jan 1), 12 (Feb 10) on U1: 3 mm over 8,000 mi.
 * - T3 drive, Apex Haul Drive (new 25 mm, $500): one reading: not measured, counted.
 * - T4 drive, Apex Haul Drive: 20, 19 on U1, then a reading without tread: 1 mm over 4,000 mi.
 * - T5 drive, Birch Road Drive (new 24 mm, $300): 22, 19 on U2: 3 mm over 6,000 mi.
 * - T6 drive, Birch Road Drive: 21 on U2, then 18 and 17 on U1: on its current unit 1 mm over
 *   4,000 mi (a rate over both odometers would be meaningless).
 * - TB BOREAL steer, Apex Haul Steer: 16, 10 over 2,000 mi: another fleet, never in ALPHA's figures.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { brands, locationSpecs, productLines, products, surveys, tires, unitInspections, units, tireReadings } from '../../server/db/schema';
import { eq } from 'drizzle-orm';
import { FLEET } from './tenancy-fixture';

export const WEAR = {
  apex: 9101,
  birch: 9102,
  haulSteer: 9201,
  haulDrive: 9202,
  roadDrive: 9203,
  steerProduct: 9301,
  driveProduct: 9302,
  birchProduct: 9303,
  tires: { t1: 9501, t2: 9502, t3: 9503, t4: 9504, t5: 9505, t6: 9506, tb: 9511 },
  surveys: { s1: 9401, s2: 9402, s3: 9403, u2a: 9404, u2b: 9405, b1: 9406, b2: 9407 },
} as const;

const [y1, y2] = FLEET.locationsA;
const [u1, u2] = FLEET.unitsA;
const at = (date: string) => new Date(`${date}T15:00:00Z`);

export async function createWearFixture(db: Db): Promise<void> {
  await db.insert(brands).values([
    { id: WEAR.apex, name: 'Apex', isOwnBrand: true },
    { id: WEAR.birch, name: 'Birch' },
  ]);
  await db.insert(productLines).values([
    { id: WEAR.haulSteer, brandId: WEAR.apex, name: 'Haul Steer', application: 'steer' },
    { id: WEAR.haulDrive, brandId: WEAR.apex, name: 'Haul Drive', application: 'drive' },
    { id: WEAR.roadDrive, brandId: WEAR.birch, name: 'Road Drive', application: 'drive' },
  ]);
  await db.insert(products).values([
    { id: WEAR.steerProduct, productLineId: WEAR.haulSteer, tireSizeId: 1, loadRangeId: 1, materialCode: 'W-9301', treadDepthNewMm: 20, maxPressurePsi: 120, price: '400.00' },
    { id: WEAR.driveProduct, productLineId: WEAR.haulDrive, tireSizeId: 1, loadRangeId: 2, materialCode: 'W-9302', treadDepthNewMm: 25, maxPressurePsi: 120, price: '500.00' },
    { id: WEAR.birchProduct, productLineId: WEAR.roadDrive, tireSizeId: 2, loadRangeId: 1, materialCode: 'W-9303', treadDepthNewMm: 24, maxPressurePsi: 120, price: '300.00' },
  ]);
  await db.insert(locationSpecs).values([
    { positionClass: 'steer', targetPressurePsi: 110, maxPressurePsi: 130, minTreadDepthMm: 4, warnTreadDepthMm: 6 },
    { positionClass: 'drive', targetPressurePsi: 100, maxPressurePsi: 120, minTreadDepthMm: 3, warnTreadDepthMm: 5 },
  ]);
  await db.update(units).set({ vocationId: 1 }).where(eq(units.id, u1));
  await db.update(units).set({ vocationId: 2 }).where(eq(units.id, u2));

  const survey = (id: number, accountId: number, fleetLocationId: number, date: string) => ({
    id, accountId, fleetLocationId, dealerId: FLEET.dealer1, surveyByUserId: 6501, surveyDate: at(date), status: 'finished' as const,
  });
  const { s1, s2, s3, u2a, u2b, b1, b2 } = WEAR.surveys;
  await db.insert(surveys).values([
    survey(s1, FLEET.accountA, y1, '2024-01-01'),
    survey(s2, FLEET.accountA, y1, '2024-01-21'),
    survey(s3, FLEET.accountA, y1, '2024-02-10'),
    survey(u2a, FLEET.accountA, y2, '2024-01-01'),
    survey(u2b, FLEET.accountA, y2, '2024-01-31'),
    survey(b1, FLEET.accountB, FLEET.locationsB[0], '2024-01-01'),
    survey(b2, FLEET.accountB, FLEET.locationsB[0], '2024-01-21'),
  ]);

  const tire = (id: number, accountId: number, productId: number, lineId: number, brandId: number, sizeId: number, unitId: number, axle: number, side: 'left' | 'right') => ({
    id, accountId, productId, productLineId: lineId, brandId, tireSizeId: sizeId, unitId, axleNumber: axle, side, place: axle === 1 ? ('single' as const) : ('outer' as const),
  });
  const { t1, t2, t3, t4, t5, t6, tb } = WEAR.tires;
  await db.insert(tires).values([
    tire(t1, FLEET.accountA, WEAR.steerProduct, WEAR.haulSteer, WEAR.apex, 1, u1, 1, 'left'),
    tire(t2, FLEET.accountA, WEAR.steerProduct, WEAR.haulSteer, WEAR.apex, 1, u1, 1, 'right'),
    tire(t3, FLEET.accountA, WEAR.driveProduct, WEAR.haulDrive, WEAR.apex, 1, u1, 2, 'left'),
    tire(t4, FLEET.accountA, WEAR.driveProduct, WEAR.haulDrive, WEAR.apex, 1, u1, 2, 'right'),
    tire(t5, FLEET.accountA, WEAR.birchProduct, WEAR.roadDrive, WEAR.birch, 2, u2, 2, 'left'),
    tire(t6, FLEET.accountA, WEAR.birchProduct, WEAR.roadDrive, WEAR.birch, 2, u1, 3, 'left'),
    tire(tb, FLEET.accountB, WEAR.steerProduct, WEAR.haulSteer, WEAR.apex, 1, FLEET.unitB, 1, 'left'),
  ]);

  const inspection = async (surveyId: number, unitId: number, date: string, mileage: number) => {
    const [row] = await db.insert(unitInspections).values({ surveyId, unitId, inspectedAt: at(date), mileage }).returning({ id: unitInspections.id });
    return row!.id;
  };
  const read = (inspectionId: number, surveyId: number, unitId: number, date: string) =>
    (tireId: number, tread: number | null, axle: number, side: 'left' | 'right', positionClass: 'steer' | 'drive') => ({
      unitInspectionId: inspectionId, surveyId, unitId, tireId, axleNumber: axle, side, place: axle === 1 ? ('single' as const) : ('outer' as const),
      positionClass, pressurePsi: 100, treadDepthMm: tread, readAt: at(date),
    });
  const i1 = read(await inspection(s1, u1, '2024-01-01', 100_000), s1, u1, '2024-01-01');
  const i2 = read(await inspection(s2, u1, '2024-01-21', 104_000), s2, u1, '2024-01-21');
  const i3 = read(await inspection(s3, u1, '2024-02-10', 108_000), s3, u1, '2024-02-10');
  const j1 = read(await inspection(u2a, u2, '2024-01-01', 50_000), u2a, u2, '2024-01-01');
  const j2 = read(await inspection(u2b, u2, '2024-01-31', 56_000), u2b, u2, '2024-01-31');
  const k1 = read(await inspection(b1, FLEET.unitB, '2024-01-01', 0), b1, FLEET.unitB, '2024-01-01');
  const k2 = read(await inspection(b2, FLEET.unitB, '2024-01-21', 2_000), b2, FLEET.unitB, '2024-01-21');
  await db.insert(tireReadings).values([
    i1(t1, 16, 1, 'left', 'steer'), i2(t1, 15, 1, 'left', 'steer'), i3(t1, 14, 1, 'left', 'steer'),
    i1(t2, 15, 1, 'right', 'steer'), i3(t2, 12, 1, 'right', 'steer'),
    i1(t3, 21, 2, 'left', 'drive'),
    i1(t4, 20, 2, 'right', 'drive'), i2(t4, 19, 2, 'right', 'drive'), i3(t4, null, 2, 'right', 'drive'),
    j1(t5, 22, 2, 'left', 'drive'), j2(t5, 19, 2, 'left', 'drive'),
    j1(t6, 21, 3, 'left', 'drive'), i2(t6, 18, 3, 'left', 'drive'), i3(t6, 17, 3, 'left', 'drive'),
    k1(tb, 16, 1, 'left', 'steer'), k2(tb, 10, 1, 'left', 'steer'),
  ]);
  // Fixture ids were given by hand: keep the identity sequences ahead of them.
  await db.execute(sql`select setval(pg_get_serial_sequence('tires', 'id'), 10000)`);
}
