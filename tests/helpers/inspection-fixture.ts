/**
 * The tenancy fixture plus what tire inspection needs: reference lists, axle configurations,
 * specs, mounted tires and one inspection with readings whose colours are worked out by hand
 * in the tests. Ids of this fixture are in the 5600s (fleet A) and 7600s (fleet B).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fleetSurveyInspectionRoutes, trailerReadinessReportRoutes } from '../../server/areas/fleet-survey/routes';
import { buildApp } from '../../server/app';
import { testConfig, type Config } from '../../server/config';
import type { Db } from '../../server/db/client';
import * as t from '../../server/db/schema';
import { createTenancyFixture, FLEET } from './tenancy-fixture';

export const in32 = (n: number) => (n * 25.4) / 32;

export const INSPECTION = {
  configurations: { tractor: 5651, trailer: 5652 },
  /** ALPHA-U1 (tractor 2-4-4 at Y1) is inspected in survey d1AtY1; axle 3 has no tires. */
  tractor: FLEET.unitsA[0],
  /** ALPHA-U3 (trailer 4-4 at Y1): no tires, no inspection. */
  trailer: FLEET.unitsA[2],
  survey: FLEET.surveysA.d1AtY1,
  inspection: 5661,
  tires: { steerLeft: 5671, steerRight: 5672, driveLeftInner: 5673, driveLeftOuter: 5674, driveRightInner: 5675, driveRightOuter: 5676 },
  /** Fleet B: BOREAL-U1 inspected in its survey, with one tire and one image. */
  foreign: { survey: FLEET.surveyB, unit: FLEET.unitB, inspection: 7661, tire: 7671, storageId: '7f000000-0000-4000-8000-000000000001' },
  brands: { own: 1, other: 2, retread: 3 },
  lines: { steer: 1, drive: 2, otherDrive: 3, retreadTrail: 4 },
  wear: { cupping: 1, feathering: 2, flatSpot: 3 },
  reasons: { wornOut: 1, puncture: 2 },
  readinessFields: { lights: 1, brakes: 2, tires: 3, doors: 4 },
} as const;

export async function createInspectionFixture(db: Db): Promise<void> {
  await createTenancyFixture(db);
  // People the survey reports are mailed to: a manager of fleet A and a technician of its dealer.
  const person = { passwordHash: 'not-a-real-hash', isActive: true };
  await db.insert(t.users).values([
    { ...person, id: 5591, login: 'fleet.manager@alpha.test', email: 'fleet.manager@alpha.test', firstName: 'Fay', lastName: 'Manager', group: 'CUS' },
    { ...person, id: 6591, login: 'tech@dealers.test', email: 'tech@dealers.test', firstName: 'Ted', lastName: 'Tech', group: 'DLR', dealerId: FLEET.dealer1 },
  ]);
  await db.insert(t.userAccounts).values({ userId: 5591, accountId: FLEET.accountA });
  const { brands: b, lines: l } = INSPECTION;
  await db.insert(t.brands).values([
    { id: b.own, name: 'Goodyear', isOwnBrand: true },
    { id: b.other, name: 'Michelin' },
    { id: b.retread, name: 'Goodyear Retread', isRetreadBrand: true },
  ]);
  await db.insert(t.productLines).values([
    { id: l.steer, brandId: b.own, name: 'G661 HSA', application: 'steer' },
    { id: l.drive, brandId: b.own, name: 'G392 SSD', application: 'drive' },
    { id: l.otherDrive, brandId: b.other, name: 'X Multi D', application: 'drive' },
    { id: l.retreadTrail, brandId: b.retread, name: 'UniCircle G114', application: 'trail', isRetread: true },
  ]);
  await db.insert(t.valveTypes).values([{ id: 1, name: 'Metal clamp-in' }, { id: 2, name: 'TPMS sensor valve' }]);
  await db.insert(t.wearConditions).values([
    { id: 1, code: 'CUPPING', name: 'Cupping' },
    { id: 2, code: 'FEATHERING', name: 'Feathering' },
    { id: 3, code: 'FLAT_SPOT', name: 'Flat spot', isCritical: true },
  ]);
  await db.insert(t.removalReasons).values([{ id: 1, code: 'WORN_OUT', name: 'Worn out' }, { id: 2, code: 'PUNCTURE', name: 'Puncture' }]);
  await db.insert(t.trailerReadinessFields).values([
    { id: 1, name: 'Lights', sort: 1 },
    { id: 2, name: 'Brakes', sort: 2 },
    { id: 3, name: 'Tires', sort: 3 },
    { id: 4, name: 'Doors', sort: 4 },
  ]);

  const { tractor, trailer } = INSPECTION.configurations;
  await db.insert(t.axleConfigurations).values([
    { id: tractor, code: 'T-2-4-4', name: 'Tractor 6x4 (2-4-4)', unitTypeId: 1 },
    { id: trailer, code: 'TRL-4-4', name: 'Trailer tandem (4-4)', unitTypeId: 2 },
  ]);
  await db.insert(t.axleConfigurationAxles).values([
    { axleConfigurationId: tractor, axleNumber: 1, tireCount: 2, positionClass: 'steer' },
    { axleConfigurationId: tractor, axleNumber: 2, tireCount: 4, positionClass: 'drive' },
    { axleConfigurationId: tractor, axleNumber: 3, tireCount: 4, positionClass: 'drive', isLift: true },
    { axleConfigurationId: trailer, axleNumber: 1, tireCount: 4, positionClass: 'trail' },
    { axleConfigurationId: trailer, axleNumber: 2, tireCount: 4, positionClass: 'trail' },
  ]);
  await db.update(t.units).set({ axleConfigurationId: tractor }).where(eq(t.units.id, INSPECTION.tractor));
  await db.update(t.units).set({ axleConfigurationId: trailer }).where(inArray(t.units.id, [INSPECTION.trailer, FLEET.unitB, FLEET.unitsA[1]]));

  // Common specs for every class; Y1 has its own drive spec (105 psi).
  const spec = (fleetLocationId: number | null, positionClass: 'steer' | 'drive' | 'trail', target: number, min32: number, warn32: number) =>
    ({ fleetLocationId, positionClass, targetPressurePsi: target, maxPressurePsi: 120, minTreadDepthMm: in32(min32), warnTreadDepthMm: in32(warn32) });
  await db.insert(t.locationSpecs).values([
    spec(null, 'steer', 110, 4, 6),
    spec(null, 'drive', 100, 2, 4),
    spec(null, 'trail', 100, 2, 4),
    spec(FLEET.locationsA[0], 'drive', 105, 2, 4),
  ]);

  const { tires: ids } = INSPECTION;
  const tire = (id: number, axleNumber: number, side: 'left' | 'right', place: 'single' | 'inner' | 'outer', productLineId: number) =>
    ({ id, accountId: FLEET.accountA, unitId: INSPECTION.tractor, axleNumber, side, place, brandId: b.own, productLineId, tireSizeId: 1, status: 'mounted' as const });
  await db.insert(t.tires).values([
    tire(ids.steerLeft, 1, 'left', 'single', l.steer),
    tire(ids.steerRight, 1, 'right', 'single', l.steer),
    tire(ids.driveLeftInner, 2, 'left', 'inner', l.drive),
    tire(ids.driveLeftOuter, 2, 'left', 'outer', l.drive),
    tire(ids.driveRightInner, 2, 'right', 'inner', l.drive),
    tire(ids.driveRightOuter, 2, 'right', 'outer', l.drive),
    { id: INSPECTION.foreign.tire, accountId: FLEET.accountB, unitId: FLEET.unitB, axleNumber: 1, side: 'left', place: 'inner', status: 'mounted' },
  ]);

  const readAt = new Date('2024-03-10T15:30:00Z');
  await db.insert(t.unitInspections).values([
    { id: INSPECTION.inspection, surveyId: INSPECTION.survey, unitId: INSPECTION.tractor, inspectedAt: readAt, mileage: 250_000 },
    { id: INSPECTION.foreign.inspection, surveyId: FLEET.surveyB, unitId: FLEET.unitB, inspectedAt: readAt },
  ]);
  const reading = (id: number, tireId: number, axleNumber: number, side: 'left' | 'right', place: 'single' | 'inner' | 'outer', pressurePsi: number, tread32: number) => ({
    id,
    unitInspectionId: INSPECTION.inspection,
    surveyId: INSPECTION.survey,
    unitId: INSPECTION.tractor,
    tireId,
    axleNumber,
    side,
    place,
    positionClass: axleNumber === 1 ? ('steer' as const) : ('drive' as const),
    pressurePsi,
    treadDepthMm: in32(tread32),
    brandId: b.own,
    tireSizeId: 1,
    readAt,
  });
  await db.insert(t.tireReadings).values([
    reading(5681, ids.steerLeft, 1, 'left', 'single', 110, 12),
    reading(5682, ids.steerRight, 1, 'right', 'single', 98, 4),
    reading(5683, ids.driveLeftInner, 2, 'left', 'inner', 84, 10),
    reading(5684, ids.driveLeftOuter, 2, 'left', 'outer', 104, 5),
    reading(5685, ids.driveRightInner, 2, 'right', 'inner', 105, 10),
    reading(5686, ids.driveRightOuter, 2, 'right', 'outer', 105, 9),
  ]);
  await db.insert(t.tireReadingWearConditions).values({ tireReadingId: 5683, wearConditionId: INSPECTION.wear.cupping });
  await db.insert(t.images).values({
    storageId: INSPECTION.foreign.storageId,
    surveyId: FLEET.surveyB,
    unitInspectionId: INSPECTION.foreign.inspection,
    contentType: 'image/jpeg',
    byteSize: 4,
    sha256: '0'.repeat(64),
  });
}

/** The app with the inspection routes, each test file with its own data folder for blobs. */
export async function createInspectionApp(db: Db, overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'inspection-test-'));
  const app = await buildApp({ db, config: testConfig({ dataDir, ...overrides }) });
  if (!app.hasRoute({ method: 'POST', url: '/api/v2/fleet_survey/save_tire' })) {
    await app.register(fleetSurveyInspectionRoutes, { prefix: '/api/v2/fleet_survey' });
    await app.register(trailerReadinessReportRoutes, { prefix: '/api/v2/survey' });
  }
  await app.ready();
  return app;
}

/**
 * A real baseline JPEG, built byte by byte: an 8×8 grey image (one component, all DCT
 * coefficients zero), with one-code Huffman tables so the scan is two bits, '0' for the DC
 * difference and '0' for end-of-block, padded with ones.
 */
export function tinyJpeg(): Buffer {
  const segment = (marker: number, body: number[]) => [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
  const oneCodeTable = (classAndId: number) => [classAndId, 1, ...new Array<number>(15).fill(0), 0x00];
  return Buffer.from([
    0xff, 0xd8,
    ...segment(0xe0, [...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]),
    ...segment(0xc4, oneCodeTable(0x00)),
    ...segment(0xc4, oneCodeTable(0x10)),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    0x3f,
    0xff, 0xd9,
  ]);
}

export interface FormFile {
  name: string;
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** A multipart/form-data body as a browser would send it. */
export function multipartBody(fields: Record<string, string>, files: FormFile[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----inspection-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.fileName}"\r\nContent-Type: ${file.contentType}\r\n\r\n`));
    parts.push(file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
