/**
 * A handcrafted checkpoint fleet on top of the tenancy fixture: readers at ALPHA-Y1, ALPHA-Y2
 * and BOREAL-Y1, axle configurations for three ALPHA units, location specs, mounted tires (one
 * wide-base tire with its own spec), and crossings whose every wheel is listed here with the
 * position class and tire size it has, so a test can work out exceptions without the server.
 *
 * Readings take values from small sets chosen so that none lies within 0.01 of a threshold;
 * four crossings (HAND) are worked out by hand below.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkpointRoutes } from '../../server/areas/checkpoint/routes';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import type { Db } from '../../server/db/client';
import {
  axleConfigurationAxles,
  axleConfigurations,
  checkpointCrossings,
  checkpointReaders,
  checkpointReadings,
  locationSpecs,
  tires,
  units,
  userAccounts,
  users,
} from '../../server/db/schema';
import { axleMismatch, dualMismatch, pressureLevel, resolveSpec, treadLevel, type SpecRow } from '../../contract/tire-exceptions';
import { createTenancyFixture, FLEET } from './tenancy-fixture';

const in32 = (n: number) => (n * 25.4) / 32;
const [y1, y2] = FLEET.locationsA;
const [tractor, tridem, trailer] = FLEET.unitsA;

export const CHECKPOINT_BASE = '/api/v2/checkpoint/';
export const METRIC_LOGIN = 'cus.a.metric@alpha.test';
export const READERS = { y1Gate: 5701, y2Gate: 5702, borealGate: 7701 } as const;
export const WIDE_BASE_SIZE = 3;

type Cls = 'steer' | 'drive' | 'trail';
type Side = 'left' | 'right';
type Place = 'single' | 'inner' | 'outer';
interface AxleLayout {
  axle: number;
  duals: boolean;
  cls: Cls;
  lift?: boolean;
}

/** The specs as stored; a test resolves them with the contract's resolveSpec. */
export const SPECS = [
  { id: 1, fleet_location_id: y1, position_class: 'steer' as Cls, tire_size_id: null, target_pressure_psi: 110, max_pressure_psi: 120, min_tread_depth_mm: in32(4), warn_tread_depth_mm: in32(6) },
  { id: 2, fleet_location_id: y2, position_class: 'trail' as Cls, tire_size_id: null, target_pressure_psi: 90, max_pressure_psi: 110, min_tread_depth_mm: 3, warn_tread_depth_mm: 5 },
  { id: 3, fleet_location_id: null, position_class: 'steer' as Cls, tire_size_id: null, target_pressure_psi: 100, max_pressure_psi: 120, min_tread_depth_mm: in32(4), warn_tread_depth_mm: in32(6) },
  { id: 4, fleet_location_id: null, position_class: 'drive' as Cls, tire_size_id: null, target_pressure_psi: 100, max_pressure_psi: 120, min_tread_depth_mm: in32(2), warn_tread_depth_mm: in32(4) },
  { id: 5, fleet_location_id: null, position_class: 'trail' as Cls, tire_size_id: null, target_pressure_psi: 100, max_pressure_psi: 120, min_tread_depth_mm: in32(2), warn_tread_depth_mm: in32(4) },
  { id: 6, fleet_location_id: null, position_class: 'trail' as Cls, tire_size_id: WIDE_BASE_SIZE, target_pressure_psi: 110, max_pressure_psi: 130, min_tread_depth_mm: in32(2), warn_tread_depth_mm: in32(4) },
];

const TRACTOR: AxleLayout[] = [{ axle: 1, duals: false, cls: 'steer' }, { axle: 2, duals: true, cls: 'drive' }, { axle: 3, duals: true, cls: 'drive' }];
const TRAILER: AxleLayout[] = [{ axle: 1, duals: true, cls: 'trail' }, { axle: 2, duals: true, cls: 'trail' }];
const TRIDEM: AxleLayout[] = [...TRAILER, { axle: 3, duals: true, cls: 'trail', lift: true }];
/** Units without a configuration are read as tractors: axle 1 steer, the rest drive. */
const UNCONFIGURED: AxleLayout[] = TRACTOR;

interface Vehicle {
  unitId: number | null;
  unitNumber: string;
  accountId: number;
  locationId: number;
  readerId: number;
  layout: AxleLayout[];
  plate: string | null;
}
const VEHICLES = {
  tractor: { unitId: tractor, unitNumber: 'ALPHA-U1', accountId: FLEET.accountA, locationId: y1, readerId: READERS.y1Gate, layout: TRACTOR, plate: 'ALP1001' },
  trailer: { unitId: trailer, unitNumber: 'ALPHA-U3', accountId: FLEET.accountA, locationId: y1, readerId: READERS.y1Gate, layout: TRAILER, plate: 'ALP3003' },
  tridem: { unitId: tridem, unitNumber: 'ALPHA-U2', accountId: FLEET.accountA, locationId: y2, readerId: READERS.y2Gate, layout: TRIDEM, plate: 'ALP2002' },
  visitorY1: { unitId: null, unitNumber: 'V-90001', accountId: FLEET.accountA, locationId: y1, readerId: READERS.y1Gate, layout: UNCONFIGURED, plate: null },
  visitorY2: { unitId: null, unitNumber: 'V-90002', accountId: FLEET.accountA, locationId: y2, readerId: READERS.y2Gate, layout: UNCONFIGURED, plate: 'VIS9002' },
  boreal: { unitId: FLEET.unitB, unitNumber: 'BOREAL-U1', accountId: FLEET.accountB, locationId: FLEET.locationsB[0], readerId: READERS.borealGate, layout: UNCONFIGURED, plate: 'BOR7301' },
} satisfies Record<string, Vehicle>;

export interface FixtureWheel {
  axle: number;
  side: Side;
  place: Place;
  cls: Cls;
  /** The size of the tire mounted there (resolveSpec's tireSizeId). */
  size: number | null;
  lift: boolean;
  p: number | null;
  t: number | null;
}

export interface FixtureCrossing {
  id: number;
  readerId: number;
  accountId: number;
  locationId: number;
  unitId: number | null;
  unitNumber: string;
  licenseNumber: string | null;
  direction: 'in' | 'out';
  crossedAt: Date;
  wheels: FixtureWheel[];
}

/** ALPHA-U3's tire at 2LO is a wide-base tire with its own spec (110 psi, max 130). */
const sizeAt = (unitId: number | null, axle: number, side: Side, place: Place) =>
  unitId === null || unitId === FLEET.unitB ? null : unitId === trailer && axle === 2 && side === 'left' && place === 'outer' ? WIDE_BASE_SIZE : 1;

const positions = (layout: AxleLayout[]) =>
  layout.flatMap(({ axle, duals, cls, lift }) =>
    (['left', 'right'] as const).flatMap((side) => (duals ? (['outer', 'inner'] as const) : (['single'] as const)).map((place) => ({ axle, side, place, cls, lift: lift ?? false }))),
  );

type Values = Record<string, [number | null, number | null]>;
function crossing(id: number, vehicle: Vehicle, at: string, values: (position: string, index: number) => [number | null, number | null], direction: 'in' | 'out' = 'in'): FixtureCrossing {
  return {
    id,
    readerId: vehicle.readerId,
    accountId: vehicle.accountId,
    locationId: vehicle.locationId,
    unitId: vehicle.unitId,
    unitNumber: vehicle.unitNumber,
    licenseNumber: vehicle.plate,
    direction,
    crossedAt: new Date(at),
    wheels: positions(vehicle.layout).map((p, index) => {
      const [pressure, tread] = values(`${p.axle}${p.side === 'left' ? 'L' : 'R'}${p.place === 'single' ? '' : p.place === 'outer' ? 'O' : 'I'}`, index);
      return { ...p, size: sizeAt(vehicle.unitId, p.axle, p.side, p.place), p: pressure, t: tread };
    }),
  };
}
const fromTable = (table: Values, fallback: [number | null, number | null]) => (position: string) => table[position] ?? fallback;

/**
 * Worked out by hand (critical / warning):
 * - tractor: 1R 84 psi is 20 % under y1's steer 110 (critical); 2LO/2LI 12 vs 6 mm is a dual
 *   mismatch, both tires fine (warning); 3L 2.5 mm is under the drive warning 4/32 in on both
 *   tires (2 warnings) and 3L 2.5 vs 3R 12 is an axle mismatch (warning). 1 / 4.
 * - tridem at y2 (trail 90 psi, tread 3/5 mm): lift axle raised (4 wheels unread); 2LO 70 psi
 *   is critical, its 1.2 mm critical, so the 2L dual mismatch and the axle 2 mismatch are
 *   critical too. 4 / 0; 12 tires, 8 read.
 * - visitor at y1 (read as a tractor): 1L 95 psi is under y1's steer warning, its 4.0 mm a steer
 *   warning; 1R 121.5 psi is over the 120 maximum (its 6.0 mm is 2 mm from 1L: no mismatch). 1 / 2.
 * - trailer: 121.5 psi on the wide-base 2LO is within its 130 maximum. 0 / 0.
 */
export const HAND = {
  tractor: { id: 5801, critical: 1, warning: 4, pressure_critical: 1, tread_depth_warning: 2, tread_mismatch_duals_warning: 1, tread_mismatch_axle_warning: 1 },
  tridem: { id: 5802, critical: 4, warning: 0, total_tires: 12, total_tires_read_count: 8 },
  visitor: { id: 5803, critical: 1, warning: 2 },
  trailer: { id: 5804, critical: 0, warning: 0 },
} as const;

const handcrafted: FixtureCrossing[] = [
  crossing(HAND.tractor.id, VEHICLES.tractor, '2024-03-05T08:00:00Z', fromTable({ '1L': [110, 10], '1R': [84, 10], '2LI': [100, 6], '3LO': [100, 2.5], '3LI': [100, 2.5] }, [100, 12])),
  crossing(HAND.tridem.id, VEHICLES.tridem, '2024-03-06T09:30:00Z', (position) => (position.startsWith('3') ? [null, null] : position === '2LO' ? [70, 1.2] : [100, 12])),
  crossing(HAND.visitor.id, VEHICLES.visitorY1, '2024-03-07T10:15:00Z', fromTable({ '1L': [95, 4.0], '1R': [121.5, 6.0] }, [100, 12])),
  crossing(HAND.trailer.id, VEHICLES.trailer, '2024-03-08T11:45:00Z', fromTable({ '2LO': [121.5, 12] }, [100, 12])),
];

const PRESSURES = [70, 84, 89, 95, 100, 100, 104, 108, 121.5, null];
const TREADS = [1.2, 2.5, 4.0, 6.0, 9.0, 12.0, 12.0, 15.0, null];

/** A fixed pseudo-random sequence, so the fleet is the same on every run and both databases. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function generated(): FixtureCrossing[] {
  const next = sequence(20240301);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const rotation = [VEHICLES.tractor, VEHICLES.trailer, VEHICLES.tridem, VEHICLES.visitorY1, VEHICLES.visitorY2];
  return Array.from({ length: 26 }, (_, i) => {
    const vehicle = rotation[i % rotation.length]!;
    const day = 1 + ((i * 7) % 31);
    const hour = 4 + ((i * 5) % 18);
    const at = `2024-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:${String((i * 13) % 60).padStart(2, '0')}:00Z`;
    const liftRaised = i % 2 === 0;
    return crossing(5810 + i, vehicle, at, (position) => (liftRaised && vehicle === VEHICLES.tridem && position.startsWith('3') ? [null, null] : [pick(PRESSURES), pick(TREADS)]), i % 3 === 0 ? 'out' : 'in');
  });
}

/** Same instant as crossing 5810 (i = 0 above) at another reader, so date sorting needs its tie-break. */
const tie = crossing(5850, VEHICLES.visitorY2, '2024-03-01T04:00:00Z', () => [100, 12]);

/** Outside March 2024, or of BOREAL: never in ALPHA's March report. */
export const OUTSIDE = {
  before: crossing(5860, VEHICLES.tractor, '2024-02-29T23:59:00Z', () => [70, 1.2]),
  after: crossing(5861, VEHICLES.tractor, '2024-04-01T00:00:00Z', () => [70, 1.2]),
  lastMinute: crossing(5862, VEHICLES.trailer, '2024-03-31T23:59:00Z', () => [100, 12]),
  boreal: crossing(7801, VEHICLES.boreal, '2024-03-10T12:00:00Z', () => [70, 1.2]),
} as const;

export function fixtureCrossings(): FixtureCrossing[] {
  return [...handcrafted, ...generated(), tie, OUTSIDE.before, OUTSIDE.after, OUTSIDE.lastMinute, OUTSIDE.boreal];
}

/** ALPHA's crossings in March 2024 (the 03/31 one included), as the report should list them. */
export const marchAlpha = (all: FixtureCrossing[]) =>
  all.filter((c) => c.accountId === FLEET.accountA && c.crossedAt >= new Date('2024-03-01T00:00:00Z') && c.crossedAt < new Date('2024-04-01T00:00:00Z'));

/** The app with the checkpoint routes, whether or not registerAreas mounts them already. */
export async function createCheckpointTestApp(db: Db): Promise<FastifyInstance> {
  const app = await buildApp({ db, config: testConfig() });
  if (!app.hasRoute({ method: 'POST', url: `${CHECKPOINT_BASE}report` })) {
    await app.register(checkpointRoutes, { prefix: CHECKPOINT_BASE.slice(0, -1) });
  }
  await app.ready();
  return app;
}

export async function createCheckpointFixture(db: Db): Promise<FixtureCrossing[]> {
  await createTenancyFixture(db);
  await db.insert(users).values({ id: 5599, login: METRIC_LOGIN, email: METRIC_LOGIN, firstName: 'Mia', lastName: 'Metric', group: 'CUS', passwordHash: 'x', unitOfMeasurement: 'metric' });
  await db.insert(userAccounts).values({ userId: 5599, accountId: FLEET.accountA });

  const layouts: [number, string, number, AxleLayout[]][] = [[1, 'TRACTOR_6X4', 1, TRACTOR], [2, 'TRAILER_TANDEM', 2, TRAILER], [3, 'TRAILER_TRIDEM_LIFT', 2, TRIDEM]];
  for (const [id, code, unitTypeId, layout] of layouts) {
    await db.insert(axleConfigurations).values({ id, code, name: code, unitTypeId });
    await db.insert(axleConfigurationAxles).values(layout.map((a) => ({ axleConfigurationId: id, axleNumber: a.axle, tireCount: a.duals ? 4 : 2, positionClass: a.cls, isLift: a.lift ?? false })));
  }
  await db.update(units).set({ axleConfigurationId: 1 }).where(eq(units.id, tractor));
  await db.update(units).set({ axleConfigurationId: 3 }).where(eq(units.id, tridem));
  await db.update(units).set({ axleConfigurationId: 2 }).where(eq(units.id, trailer));

  await db.insert(locationSpecs).values(
    SPECS.map((s) => ({
      id: s.id, fleetLocationId: s.fleet_location_id, tireSizeId: s.tire_size_id, positionClass: s.position_class,
      targetPressurePsi: s.target_pressure_psi, maxPressurePsi: s.max_pressure_psi, minTreadDepthMm: s.min_tread_depth_mm, warnTreadDepthMm: s.warn_tread_depth_mm,
    })),
  );
  const mounted: (typeof tires.$inferInsert)[] = [VEHICLES.tractor, VEHICLES.trailer, VEHICLES.tridem].flatMap((v) =>
    positions(v.layout).map((p) => ({ accountId: FLEET.accountA, unitId: v.unitId, axleNumber: p.axle, side: p.side, place: p.place, status: 'mounted' as const, tireSizeId: sizeAt(v.unitId, p.axle, p.side, p.place) })),
  );
  // A removed tire once at 2LO of ALPHA-U3 must not lend its size to the reading.
  mounted.push({ accountId: FLEET.accountA, unitId: trailer, axleNumber: 2, side: 'left', place: 'outer', status: 'removed', tireSizeId: 1 });
  await db.insert(tires).values(mounted);

  await db.insert(checkpointReaders).values([
    { id: READERS.y1Gate, fleetLocationId: y1, name: 'Main gate', isBidirectional: true },
    { id: READERS.y2Gate, fleetLocationId: y2, name: 'South gate' },
    { id: READERS.borealGate, fleetLocationId: FLEET.locationsB[0], name: 'BOREAL gate' },
  ]);
  const all = fixtureCrossings();
  await db.insert(checkpointCrossings).values(
    all.map((c) => ({
      id: c.id, readerId: c.readerId, accountId: c.accountId, fleetLocationId: c.locationId, unitId: c.unitId, unitNumber: c.unitNumber,
      licenseNumber: c.licenseNumber, direction: c.direction, crossedAt: c.crossedAt,
    })),
  );
  await db.insert(checkpointReadings).values(
    all.flatMap((c) => c.wheels.map((w) => ({ crossingId: c.id, axleNumber: w.axle, side: w.side, place: w.place, isLiftAxle: w.lift, pressurePsi: w.p, treadDepthMm: w.t }))),
  );
  return all;
}

/** A crossing's exception counts by the contract's rules (with these specs), worked out without the server: the counting rule, from the contract's functions and the fixture's own account of each wheel. */
export function expectedCounts(c: FixtureCrossing, specRows: readonly (typeof SPECS)[number][] = SPECS) {
  const specs = specRows.filter((s) => s.fleet_location_id === c.locationId || s.fleet_location_id === null)
    .sort((a, b) => Number(a.fleet_location_id === null) - Number(b.fleet_location_id === null) || a.id - b.id) as SpecRow[];
  const wheels = c.wheels.map((w) => {
    const spec = resolveSpec(specs, w.cls, w.size);
    return { ...w, pl: pressureLevel(w.p, spec), tl: treadLevel(w.t, w.cls, spec) };
  });
  const n = (level: string, key: 'pl' | 'tl') => wheels.filter((w) => w[key] === level).length;
  const m = (p: typeof wheels[number]) => ({ pressure_psi: p.p, tread_depth_mm: p.t });
  const mismatches = { duals: { critical: 0, warning: 0 }, axle: { critical: 0, warning: 0 } };
  for (const axle of new Set(wheels.map((w) => w.axle))) {
    const on = wheels.filter((w) => w.axle === axle);
    const grade = (group: typeof on) => (group.some((w) => w.tl === 'critical') ? 'critical' : 'warning');
    for (const side of ['left', 'right']) {
      const inner = on.find((w) => w.side === side && w.place === 'inner');
      const outer = on.find((w) => w.side === side && w.place === 'outer');
      if (inner && outer && dualMismatch(m(inner), m(outer)).tread) mismatches.duals[grade([inner, outer])]++;
    }
    if (axleMismatch(on.filter((w) => w.side === 'left').map(m), on.filter((w) => w.side === 'right').map(m)).tread) mismatches.axle[grade(on)]++;
  }
  const row = {
    total_tires: wheels.length, total_tires_read_count: wheels.filter((w) => w.p !== null || w.t !== null).length,
    pressure_critical: n('critical', 'pl'), pressure_warning: n('warning', 'pl'), tread_depth_critical: n('critical', 'tl'), tread_depth_warning: n('warning', 'tl'),
    tread_mismatch_axle_critical: mismatches.axle.critical, tread_mismatch_axle_warning: mismatches.axle.warning,
    tread_mismatch_duals_critical: mismatches.duals.critical, tread_mismatch_duals_warning: mismatches.duals.warning,
  };
  return {
    ...row,
    critical_exceptions: row.pressure_critical + row.tread_depth_critical + row.tread_mismatch_axle_critical + row.tread_mismatch_duals_critical,
    warning_exceptions: row.pressure_warning + row.tread_depth_warning + row.tread_mismatch_axle_warning + row.tread_mismatch_duals_warning,
  };
}
