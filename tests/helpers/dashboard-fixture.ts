/**
 * A small handcrafted fleet for the fleet dashboard, on the tenancy fixture: a few service
 * calls with their items, retread orders with their casings, in 2025 (the report year) and
 * 2024 (the previous year), for ALPHA (a US national account), a second national account (the
 * national average's other account) and BOREAL (a Canadian common owner, foreign to ALPHA's
 * users). The tests write their expected figures by hand from the rows below.
 */
import { sql } from 'drizzle-orm';
import { accounts, brands, casings, dealers, fleetLocations, productLines, products, rejectReasons, retreadOrders, securityCodes, serviceCallItems, serviceCalls, userSecurityCodes } from '../../server/db/schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../server/db/client';
import { createTestDatabase, type TestDatabase } from './database';
import { authHeaders } from './sign-in';
import { createTestApp } from './test-app';
import { createTenancyFixture, FLEET, signInFixtureUsers, type FixtureLogin } from './tenancy-fixture';

export const DASH = {
  nationalTwo: 8007,
  locationNationalTwo: 8207,
  ctsc: 6003,
  retreadPros: 6004,
  apex: 1,
  birch: 2,
  p1: 11,
  p2: 12,
  r1: 13,
  beadDamage: 1,
  ozone: 2,
} as const;

const at = (iso: string) => new Date(`${iso}Z`);
const plusMinutes = (iso: string, minutes: number) => new Date(at(iso).getTime() + minutes * 60_000);

/** The catalog the dashboard rows refer to: brands, products, reject reasons, retreaders, FDLOGIN. */
export async function createDashboardCatalog(db: Db): Promise<void> {
  await db.insert(securityCodes).values({ code: 'FDLOGIN', description: 'Fleet dashboard' });
  await db.insert(userSecurityCodes).values([5501, 5502, 7501, 9501].map((userId) => ({ userId, code: 'FDLOGIN' })));
  await db.insert(accounts).values({ id: DASH.nationalTwo, accountNumber: 'ZED-NA-8007', name: 'ZED National Two', accountType: 3, country: 'US' });
  await db.insert(fleetLocations).values({ id: DASH.locationNationalTwo, accountId: DASH.nationalTwo, code: 'ZED-NA-Y1', name: 'ZED Dayton Yard', address: '70 Mill St', city: 'Dayton', state: 'OH', zip: '00000', country: 'US' });
  const retreader = (id: number, nonsig: string, name: string, isCtsc: boolean) =>
    ({ id, nonsig, name, address: '9 Plant Rd', city: 'Akron', state: 'OH', zip: '00000', country: 'US', region: 'NA', isCtsc, isRetreader: true });
  await db.insert(dealers).values([retreader(DASH.ctsc, '600303', 'CTSC Akron', true), retreader(DASH.retreadPros, '600404', 'Retread Pros', false)]);
  await db.insert(brands).values([{ id: DASH.apex, name: 'Apex', isOwnBrand: true }, { id: DASH.birch, name: 'Birch' }]);
  await db.insert(productLines).values([
    { id: 1, brandId: DASH.apex, name: 'Haul', application: 'drive' },
    { id: 2, brandId: DASH.birch, name: 'Road', application: 'steer' },
    { id: 3, brandId: DASH.apex, name: 'ReCap', application: 'drive', isRetread: true },
  ]);
  const product = (id: number, productLineId: number, tireSizeId: number, materialCode: string) =>
    ({ id, productLineId, tireSizeId, loadRangeId: 1, materialCode, treadDepthNewMm: 20, maxPressurePsi: 110, price: '300.00' });
  await db.insert(products).values([product(DASH.p1, 1, 1, 'M-P1'), product(DASH.p2, 2, 2, 'M-P2'), product(DASH.r1, 3, 1, 'M-R1')]);
  await db.insert(rejectReasons).values([{ id: DASH.beadDamage, name: 'Bead damage' }, { id: DASH.ozone, name: 'Ozone cracking' }]);
}

type Call = Omit<typeof serviceCalls.$inferInsert, 'calledAt' | 'rolledAt'> & { called: string; rollMinutes: number | null };
type Item = Omit<typeof serviceCallItems.$inferInsert, 'serviceCallId'>;

async function call(db: Db, { called, rollMinutes, ...row }: Call, items: Item[]): Promise<void> {
  await db.insert(serviceCalls).values({ ...row, calledAt: at(called), rolledAt: rollMinutes === null ? null : plusMinutes(called, rollMinutes) });
  await db.insert(serviceCallItems).values(items.map((item) => ({ ...item, serviceCallId: row.id! })));
}

type Casing = Omit<typeof casings.$inferInsert, 'retreadOrderId'>;
async function order(db: Db, row: { id: number; accountId: number; fleetLocationId: number; retreaderId: number; received: string; finishedDays: number | null }, items: Casing[]) {
  const receivedAt = at(row.received);
  await db.insert(retreadOrders).values({
    id: row.id, accountId: row.accountId, fleetLocationId: row.fleetLocationId, retreaderId: row.retreaderId, receivedAt,
    finishedAt: row.finishedDays === null ? null : new Date(receivedAt.getTime() + row.finishedDays * 86_400_000),
  });
  await db.insert(casings).values(items.map((item) => ({ ...item, retreadOrderId: row.id })));
}

const casing = (id: number, casingBrandId: number, tireSizeId: number, positionClass: 'steer' | 'drive' | 'trail', status: 'retread' | 'used' | 'rejected', previousCaps: number, ageMonths: number, repairs: [number, number, number, number], rejectReasonId: number | null = null): Casing =>
  ({ id, casingBrandId, tireSizeId, positionClass, status, previousCaps, ageMonths, rejectReasonId, nailHoleRepairs: repairs[0], sectionRepairs: repairs[1], spotRepairs: repairs[2], beadRepairs: repairs[3] });

export async function createDashboardFixture(db: Db): Promise<void> {
  await createTenancyFixture(db);
  await createDashboardCatalog(db);
  const [y1, y2] = FLEET.locationsA;
  const A = FLEET.accountA;
  const labor = (amount: string): Item => ({ kind: 'labor', productId: null, quantity: 1, amount });
  // ALPHA, 2025.
  await call(db, { id: 1, accountId: A, fleetLocationId: y1, dealerId: FLEET.dealer1, callType: 'emergency', place: 'roadside', state: 'OH', wheelPosition: 'steer', called: '2025-03-02T10:00:00', rollMinutes: 60, totalCost: '500.00' },
    [{ kind: 'new_tire', productId: DASH.p1, quantity: 1, amount: '300.00' }, labor('200.00')]);
  await call(db, { id: 2, accountId: A, fleetLocationId: y1, dealerId: FLEET.dealer1, callType: 'scheduled', place: 'yard', state: 'OH', wheelPosition: 'drive', called: '2025-03-10T09:00:00', rollMinutes: 30, totalCost: '800.00' },
    [{ kind: 'retread', productId: DASH.r1, quantity: 2, amount: '400.00' }, labor('150.00'), { kind: 'repair', productId: null, quantity: 1, amount: '250.00' }]);
  await call(db, { id: 3, accountId: A, fleetLocationId: y2, dealerId: DASH.ctsc, callType: 'emergency', place: 'roadside', state: 'OK', wheelPosition: 'trail', called: '2025-03-20T12:00:00', rollMinutes: 120, totalCost: '350.00' },
    [{ kind: 'repair', productId: null, quantity: 1, amount: '100.00' }, labor('250.00')]);
  await call(db, { id: 4, accountId: A, fleetLocationId: y2, dealerId: DASH.ctsc, callType: 'stock', place: 'shop', state: 'TX', wheelPosition: 'unknown', called: '2025-05-05T08:00:00', rollMinutes: null, totalCost: '1200.00' },
    [{ kind: 'new_tire', productId: DASH.p1, quantity: 4, amount: '1200.00' }]);
  // ALPHA, 2024 (the previous year).
  await call(db, { id: 5, accountId: A, fleetLocationId: y1, dealerId: FLEET.dealer1, callType: 'emergency', place: 'roadside', state: 'OH', wheelPosition: 'steer', called: '2024-03-15T10:00:00', rollMinutes: 90, totalCost: '400.00' },
    [{ kind: 'new_tire', productId: DASH.p1, quantity: 1, amount: '300.00' }, labor('100.00')]);
  // The second national account and BOREAL, 2025.
  await call(db, { id: 6, accountId: DASH.nationalTwo, fleetLocationId: DASH.locationNationalTwo, dealerId: FLEET.dealer1, callType: 'emergency', place: 'roadside', state: 'OH', wheelPosition: 'drive', called: '2025-03-05T10:00:00', rollMinutes: 30, totalCost: '300.00' },
    [{ kind: 'new_tire', productId: DASH.p2, quantity: 1, amount: '300.00' }]);
  await call(db, { id: 7, accountId: FLEET.accountB, fleetLocationId: FLEET.locationsB[0], dealerId: FLEET.dealer2, callType: 'scheduled', place: 'yard', state: 'AB', wheelPosition: 'drive', called: '2025-03-07T10:00:00', rollMinutes: 45, totalCost: '600.00' },
    [{ kind: 'new_tire', productId: DASH.p2, quantity: 2, amount: '600.00' }]);

  // Retread orders: ALPHA 2025, ALPHA 2024, the second national account 2025, BOREAL 2025.
  await order(db, { id: 1, accountId: A, fleetLocationId: y1, retreaderId: DASH.ctsc, received: '2025-04-01T00:00:00', finishedDays: 5 }, [
    casing(1, DASH.apex, 1, 'drive', 'retread', 1, 24, [2, 0, 1, 0]),
    casing(2, DASH.apex, 1, 'trail', 'rejected', 2, 60, [0, 1, 0, 1], DASH.beadDamage),
    casing(3, DASH.birch, 2, 'drive', 'used', 0, 36, [1, 0, 0, 0]),
  ]);
  await order(db, { id: 2, accountId: A, fleetLocationId: y2, retreaderId: DASH.retreadPros, received: '2025-04-10T00:00:00', finishedDays: 10 }, [
    casing(4, DASH.birch, 2, 'trail', 'retread', 0, 12, [0, 0, 0, 0]),
  ]);
  await order(db, { id: 3, accountId: A, fleetLocationId: y2, retreaderId: DASH.retreadPros, received: '2025-06-01T00:00:00', finishedDays: null }, [
    casing(5, DASH.apex, 1, 'drive', 'retread', 1, 30, [1, 0, 0, 0]),
  ]);
  await order(db, { id: 4, accountId: A, fleetLocationId: y1, retreaderId: DASH.ctsc, received: '2024-04-03T00:00:00', finishedDays: 3 }, [
    casing(6, DASH.apex, 1, 'drive', 'retread', 0, 20, [0, 0, 0, 0]),
  ]);
  await order(db, { id: 5, accountId: DASH.nationalTwo, fleetLocationId: DASH.locationNationalTwo, retreaderId: DASH.ctsc, received: '2025-04-05T00:00:00', finishedDays: 4 }, [
    casing(7, DASH.birch, 2, 'drive', 'rejected', 1, 48, [0, 0, 0, 0], DASH.ozone),
  ]);
  await order(db, { id: 6, accountId: FLEET.accountB, fleetLocationId: FLEET.locationsB[0], retreaderId: DASH.ctsc, received: '2025-04-07T00:00:00', finishedDays: 2 }, [
    casing(8, DASH.apex, 1, 'steer', 'retread', 3, 70, [5, 5, 5, 5]),
  ]);
  for (const table of ['service_calls', 'service_call_items', 'retread_orders', 'casings']) {
    await db.execute(sqlSetval(table));
  }
}

const sqlSetval = (table: string) => sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 0) + 1 from ${table}), false)`);

export interface DashboardTestApp {
  database: TestDatabase;
  app: FastifyInstance;
  headers: Record<FixtureLogin, Record<string, string>>;
}

/** A test file's database with the dashboard fixture, its app and every fixture user's session. */
export function dashboardTestApp(): DashboardTestApp {
  const context = {} as DashboardTestApp;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    await createDashboardFixture(context.database.db);
    context.app = await createTestApp(context.database.db);
    context.headers = await signInFixtureUsers((login) => authHeaders(context.app, login));
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}
