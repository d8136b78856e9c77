/**
 * The tenancy fixture plus what the fleet survey needs: unit types of every kind, axle
 * configurations, create-unit select options, location specs, tires mounted on a tractor, and
 * inspections with readings whose exceptions are worked out by hand below.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fleetSurveyUnitRoutes } from '../../server/areas/fleet-survey/routes';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import type { Db } from '../../server/db/client';
import {
  axleConfigurationAxles,
  axleConfigurations,
  fleetLocations,
  surveys,
  locationSpecs,
  tireReadings,
  tires,
  unitInspections,
  units,
  unitSelectOptions,
  unitTypes,
} from '../../server/db/schema';
import { createTenancyFixture, FLEET } from './tenancy-fixture';

const in32 = (n: number) => (n * 25.4) / 32;

export const SURVEY_FIXTURE = {
  /** The tenancy fixture has 1 Tractor (TRK) and 2 Trailer (TRL); dolly and misc use the seed's codes. */
  types: { tractor: 1, trailer: 2, dolly: 3, misc: 4 },
  configurations: { tractor6x4: 1, tractor4x2: 2, trailerTandem: 3, trailerTridemLift: 4, dolly: 5 },
  inspections: { u1InD1: 5601, u3InD1: 5602, u1InD2: 5603 },
  /** A finished survey of dealer 1 at ALPHA-Y3. */
  finishedSurvey: 5405,
  preferredLocation: 8202,
  /** ALPHA-U1 carries ten mounted tires (a 2-4-4 tractor). */
  mountedOnU1: 10,
} as const;

/**
 * Exceptions by the shared rules (contract/tire-exceptions.ts), worked out by hand:
 * - survey d1AtY1, ALPHA-U1 (2-4-4, y1 has its own steer spec 110 psi): 1R at 85 psi is 20 %
 *   under (critical); 2LO at 2.0 mm is under the drive warning 4/32 in; 2RO at 89 psi is 10 %
 *   under 100 (warning). 3 exceptions in 10 readings.
 * - survey d1AtY1, ALPHA-U3 (4-4 trailer): one position not read (no values), one tire both
 *   flat and worn (counts once). 1 exception in 8 readings, 7 read.
 * - survey d2AtY1, ALPHA-U1: 2 readings, one at 130 psi, over the 120 psi maximum. 1 exception.
 */
export const SUMMARY_Y1 = {
  staff: { surveys: 2, units: 2, tires: 20, exceptions: 5 },
  dealer1: { surveys: 1, units: 2, tires: 18, exceptions: 4 },
  /**
   * 03/11/2024 to 03/31/2024 holds only d2AtY1 (03/12); units stay the location's live units,
   * whatever the range, as the unit list and the device count them.
   */
  staffMidMarch: { surveys: 1, units: 2, tires: 2, exceptions: 1 },
} as const;

export const SELECT_OPTIONS: Record<string, string[]> = {
  axle_manufacturers: ['Meritor', 'Dana Spicer'],
  axle_types: ['Tandem', 'Single'],
  braking_systems: ['Air disc', 'Air drum (S-cam)'],
  engine_manufacturers: ['Cummins', 'Volvo'],
  engine_types: ['X15', 'D13'],
  fifth_wheel_settings: ['Fixed', 'Sliding'],
  loading_systems: ['Dock (rear)'],
  manufacturers: ['Freightliner', 'Great Dane'],
  suspension_types: ['Air ride'],
  transmission_manufacturers: ['Eaton'],
  transmission_types: ['Automated manual 12-speed'],
  // A kind the create-unit form does not use: never offered.
  legacy_colors: ['Red'],
};

type Axle = { axle: number; tires: 2 | 4; cls: 'steer' | 'drive' | 'trail'; lift?: boolean };
const CONFIGURATIONS: { id: number; code: string; name: string; type: number; axles: Axle[] }[] = [
  { id: 1, code: 'TRACTOR_6X4', name: 'Tractor 6x4 (2-4-4)', type: 1, axles: [{ axle: 1, tires: 2, cls: 'steer' }, { axle: 2, tires: 4, cls: 'drive' }, { axle: 3, tires: 4, cls: 'drive' }] },
  { id: 2, code: 'TRACTOR_4X2', name: 'Tractor 4x2 (2-4)', type: 1, axles: [{ axle: 1, tires: 2, cls: 'steer' }, { axle: 2, tires: 4, cls: 'drive' }] },
  { id: 3, code: 'TRAILER_TANDEM', name: 'Trailer tandem (4-4)', type: 2, axles: [{ axle: 1, tires: 4, cls: 'trail' }, { axle: 2, tires: 4, cls: 'trail' }] },
  {
    id: 4, code: 'TRAILER_TRIDEM', name: 'Trailer tridem with lift (4-4-4)', type: 2,
    axles: [{ axle: 1, tires: 4, cls: 'trail' }, { axle: 2, tires: 4, cls: 'trail' }, { axle: 3, tires: 4, cls: 'trail', lift: true }],
  },
  { id: 5, code: 'DOLLY_SINGLE', name: 'Converter dolly (4)', type: 3, axles: [{ axle: 1, tires: 4, cls: 'trail' }] },
];

type Position = { axle: number; side: 'left' | 'right'; place: 'single' | 'inner' | 'outer'; cls: 'steer' | 'drive' | 'trail' };
const positionsOf = (configurationId: number): Position[] =>
  CONFIGURATIONS.find((c) => c.id === configurationId)!.axles.flatMap(({ axle, tires: count, cls }) =>
    (['left', 'right'] as const).flatMap((side) =>
      (count === 2 ? (['single'] as const) : (['outer', 'inner'] as const)).map((place) => ({ axle, side, place, cls })),
    ),
  );

export const SURVEY_BASE = '/api/v2/fleet_survey/';

/** The app with the fleet survey routes, whether or not registerAreas mounts them already. */
export async function createSurveyTestApp(db: Db): Promise<FastifyInstance> {
  const app = await buildApp({ db, config: testConfig() });
  if (!app.hasRoute({ method: 'POST', url: `${SURVEY_BASE}save_unit` })) {
    await app.register(fleetSurveyUnitRoutes, { prefix: SURVEY_BASE.slice(0, -1) });
  }
  await app.ready();
  return app;
}

export async function createSurveyFixture(db: Db): Promise<void> {
  await createTenancyFixture(db);
  const [y1, y2, y3] = FLEET.locationsA;
  await db.insert(fleetLocations).values({
    id: SURVEY_FIXTURE.preferredLocation, accountId: FLEET.preferredFleet, code: 'ZED-PF-Y1', name: 'ZED Preferred Yard',
    address: '60 Favor St', city: 'Canton', state: 'OH', zip: '00000', country: 'US',
  });
  await db.insert(surveys).values({
    id: SURVEY_FIXTURE.finishedSurvey, accountId: FLEET.accountA, fleetLocationId: y3, dealerId: FLEET.dealer1, surveyByUserId: 6501,
    surveyDate: new Date('2024-02-01T15:00:00Z'), status: 'finished', finishedAt: new Date('2024-02-01T18:00:00Z'),
  });
  const [u1, , u3] = FLEET.unitsA;
  await db.insert(unitTypes).values([{ id: 3, code: 'dolly', name: 'Dolly' }, { id: 4, code: 'misc', name: 'Miscellaneous' }]);
  for (const c of CONFIGURATIONS) {
    await db.insert(axleConfigurations).values({ id: c.id, code: c.code, name: c.name, unitTypeId: c.type });
    await db.insert(axleConfigurationAxles).values(
      c.axles.map((a) => ({ axleConfigurationId: c.id, axleNumber: a.axle, tireCount: a.tires, positionClass: a.cls, isLift: a.lift ?? false })),
    );
  }
  await db.insert(unitSelectOptions).values(Object.entries(SELECT_OPTIONS).flatMap(([kind, texts]) => texts.map((text, sort) => ({ kind, text, sort }))));

  await db.update(units).set({ axleConfigurationId: 1, manufacturer: 'Freightliner', year: 2021, vin: '1FUJGLDR0ALPHA0001' }).where(eq(units.id, u1));
  await db.update(units).set({ axleConfigurationId: 3, manufacturer: 'Great Dane', year: 2018 }).where(eq(units.id, u3));
  await db.update(units).set({ axleConfigurationId: 3 }).where(eq(units.id, FLEET.unitsA[1]));

  await db.insert(locationSpecs).values([
    { fleetLocationId: y1, positionClass: 'steer', targetPressurePsi: 110, maxPressurePsi: 120, minTreadDepthMm: in32(4), warnTreadDepthMm: in32(6) },
    // Another location's spec must not apply at y1.
    { fleetLocationId: y2, positionClass: 'drive', targetPressurePsi: 60, maxPressurePsi: 70, minTreadDepthMm: in32(2), warnTreadDepthMm: in32(4) },
    { fleetLocationId: null, positionClass: 'steer', targetPressurePsi: 100, maxPressurePsi: 120, minTreadDepthMm: in32(4), warnTreadDepthMm: in32(6) },
    { fleetLocationId: null, positionClass: 'drive', targetPressurePsi: 100, maxPressurePsi: 120, minTreadDepthMm: in32(2), warnTreadDepthMm: in32(4) },
    { fleetLocationId: null, positionClass: 'trail', targetPressurePsi: 100, maxPressurePsi: 120, minTreadDepthMm: in32(2), warnTreadDepthMm: in32(4) },
  ]);

  await db.insert(tires).values(
    positionsOf(1).map((p) => ({ accountId: FLEET.accountA, unitId: u1, axleNumber: p.axle, side: p.side, place: p.place, status: 'mounted' as const })),
  );

  const { u1InD1, u3InD1, u1InD2 } = SURVEY_FIXTURE.inspections;
  const at = new Date('2024-03-10T16:00:00Z');
  await db.insert(unitInspections).values([
    { id: u1InD1, surveyId: FLEET.surveysA.d1AtY1, unitId: u1, inspectedAt: at, mileage: 120_500, hours: 4_100, comments: 'ALPHA tractor checked' },
    { id: u3InD1, surveyId: FLEET.surveysA.d1AtY1, unitId: u3, inspectedAt: at },
    { id: u1InD2, surveyId: FLEET.surveysA.d2AtY1, unitId: u1, inspectedAt: new Date('2024-03-12T16:00:00Z'), mileage: 121_000 },
  ]);

  const reading = (inspection: number, surveyId: number, unitId: number, p: Position, pressurePsi: number | null, treadDepthMm: number | null) => ({
    unitInspectionId: inspection, surveyId, unitId, axleNumber: p.axle, side: p.side, place: p.place, positionClass: p.cls, pressurePsi, treadDepthMm, readAt: at,
  });
  const u1Values: Record<string, [number, number]> = { '1right': [85, 10], '2leftouter': [100, 2.0], '2rightouter': [89, 12], '1left': [110, 10] };
  await db.insert(tireReadings).values(
    positionsOf(1).map((p) => {
      const [pressure, tread] = u1Values[`${p.axle}${p.side}${p.place === 'single' ? '' : p.place}`] ?? [p.axle === 2 && p.side === 'right' ? 92 : 100, 12];
      return reading(u1InD1, FLEET.surveysA.d1AtY1, u1, p, pressure, tread);
    }),
  );
  await db.insert(tireReadings).values(
    positionsOf(3).map((p, index) =>
      index === 0
        ? reading(u3InD1, FLEET.surveysA.d1AtY1, u3, p, null, null)
        : index === 1
          ? reading(u3InD1, FLEET.surveysA.d1AtY1, u3, p, 70, 1.0)
          : reading(u3InD1, FLEET.surveysA.d1AtY1, u3, p, 100, 10),
    ),
  );
  const [steerLeft, steerRight] = positionsOf(1);
  await db.insert(tireReadings).values([
    reading(u1InD2, FLEET.surveysA.d2AtY1, u1, steerLeft, 110, 11),
    reading(u1InD2, FLEET.surveysA.d2AtY1, u1, steerRight, 130, 11),
  ]);
}

type Method = 'GET' | 'POST' | 'DELETE';

/** Calls of the fleet survey area as one fixture user; extra headers (an Idempotency-Key) ride along. */
export function surveyCaller(app: () => FastifyInstance, headers: () => Record<string, Record<string, string>>) {
  return (method: Method, path: string, who: string, body?: unknown, extra: Record<string, string> = {}) =>
    app().inject({
      method,
      url: SURVEY_BASE + path,
      headers: { ...headers()[who], ...extra },
      ...(body === undefined ? {} : { payload: body as object }),
    });
}

/** A minimal valid unit of the form. */
export const newUnit = (unitNumber: string, extra: Record<string, unknown> = {}) => ({
  unit_number: unitNumber,
  type: SURVEY_FIXTURE.types.tractor,
  axle_configuration_id: SURVEY_FIXTURE.configurations.tractor4x2,
  ...extra,
});

/** A multipart/form-data body with text fields and one file, as a browser's FormData sends it. */
export function multipartForm(fields: Record<string, string>, file: { name: string; type: string; data: Buffer | string }) {
  const boundary = `----fleet-survey-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
  chunks.push(Buffer.isBuffer(file.data) ? file.data : Buffer.from(file.data));
  chunks.push(Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST import_units with the form as the portal sends it. */
export function uploadUnits(app: FastifyInstance, headers: Record<string, string>, locationId: number, file: Parameters<typeof multipartForm>[1]) {
  const form = multipartForm({ location_id: String(locationId) }, file);
  return app.inject({ method: 'POST', url: `${SURVEY_BASE}import_units`, headers: { ...headers, 'content-type': form.contentType }, payload: form.payload });
}

/**
 * An import file for ALPHA-Y1: rows 2 and 7 are valid (7 quotes a comma and a quote); 3 has a
 * bad year, 4 a number the location has, 5 an unknown type, 6 repeats row 2, 8 a configuration
 * of another type; the blank last row is skipped.
 */
export const IMPORT_CSV = [
  'Unit Number,Type,Year,VIN,Axle Configuration,Vocation',
  'IMP-1,Tractor,2020,VIN-IMP-1,TRACTOR_6X4,LH',
  'IMP-2,Trailer,abc,,TRAILER_TANDEM,',
  'ALPHA-U1,TRK,,,,',
  'IMP-3,Spaceship,,,,',
  'IMP-1,Tractor,,,,',
  '"IMP, 4",trl,,"VIN ""Q""",,',
  'IMP-5,Tractor,,,TRAILER_TANDEM,',
  ',,,,,',
].join('\r\n');
