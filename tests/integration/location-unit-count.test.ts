import 'fake-indexeddb/auto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countLocationUnits, replaceLocationUnits, saveUnitLocally } from '../../src/features/fleet-survey/data';
import { openTestDb } from '../support/fleet-survey-sync/harness';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { createInspectionApp, createInspectionFixture, INSPECTION } from '../helpers/inspection-fixture';
import { authHeaders } from '../helpers/sign-in';
import { FLEET, LOGINS } from '../helpers/tenancy-fixture';

/**
 * One count of a location's units: the server's summary and the device's copy, downloaded
 * through the real API into IndexedDB, give the same number by the same rule (the live units
 * of the location, the rows of its unit list), whatever happened to the units meanwhile.
 */
const LOCATION = FLEET.locationsA[0];

let database: TestDatabase;
let app: FastifyInstance;
let headers: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  await createInspectionFixture(database.db);
  app = await createInspectionApp(database.db);
  headers = await authHeaders(app, LOGINS.dealer1);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function call<T>(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown): Promise<T> {
  const res = await app.inject({ method, url: `/api/v2/${url}`, headers, payload: payload as object | undefined });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json() as T;
}

/** What the location's unit list holds on the server: every row and their count. */
const serverList = () => call<{ units: { id: number; version: number }[]; total_items: number }>('POST', 'fleet_survey/get_units', { location_id: LOCATION, page_size: 1000 });
const serverSummaryUnits = async () => (await call<{ units: number }>('POST', 'fleet_survey/summary', { location_id: LOCATION })).units;
const addUnit = (unit_number: string) =>
  call<{ id: number }>('POST', 'fleet_survey/save_unit', { location_id: LOCATION, unit_number, type: 1, axle_configuration_id: INSPECTION.configurations.tractor });

describe('the units of a location, counted on the server and on the device', () => {
  it('are the same number after every download: units inspected or not, added, deleted', async () => {
    const device = openTestDb();
    /** The offline download of the location's units, as the device keeps them. */
    const download = async () => replaceLocationUnits(device, LOCATION, (await serverList()).units);
    const expectSameCount = async (context: string) => {
      const list = await serverList();
      const summary = await serverSummaryUnits();
      const onDevice = await countLocationUnits(device, LOCATION);
      expect({ summary, onDevice }, context).toEqual({ summary: list.total_items, onDevice: list.total_items });
      return list.total_items;
    };

    // The fixture's yard: one unit inspected in a survey, one never inspected.
    await download();
    expect(await expectSameCount('first download')).toBe(2);

    // Units added on the server, one of them deleted after the device downloaded it.
    await addUnit('COUNT-1');
    const second = await addUnit('COUNT-2');
    await download();
    expect(await expectSameCount('after adding two')).toBe(4);
    await call('DELETE', `fleet_survey/delete_unit/${second.id}`);
    await download();
    expect(await expectSameCount('after a delete on the server')).toBe(3);

    // A unit added on the device counts there at once, as the unit list shows it, and stays through a download.
    await saveUnitLocally(device, { locationId: LOCATION, data: { unit_number: 'COUNT-LOCAL', type: 1 } });
    await download();
    expect(await countLocationUnits(device, LOCATION)).toBe(4);
    device.close();
  });
});
