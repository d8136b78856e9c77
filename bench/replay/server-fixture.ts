import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { seedDemoFleet, startOfTodayUtc } from '../../server/seed/generate';
import { authHeaders } from '../../tests/helpers/sign-in';

export const DEALER_LOGIN = 'service@interstate-tire.example';
const SCALE = 0.05;

/**
 * Seeds one PGlite folder once; every run gets a copy, so each starts from the same fresh
 * database (no run can be a replay of another) without paying for the seed twice.
 */
export async function seedTemplate(): Promise<{ dir: string; seedMs: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-replay-template-'));
  const started = performance.now();
  const database = await openDatabase({ dataDir: join(dir, 'pglite') });
  await database.migrate();
  await seedDemoFleet(database.db, { scale: SCALE, now: startOfTodayUtc() });
  await database.close();
  return { dir, seedMs: performance.now() - started };
}

export interface LiveServer {
  base: string;
  app: FastifyInstance;
  database: Database;
  auth: Record<string, string>;
  close(): Promise<void>;
}

export async function startServer(template: string): Promise<LiveServer> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-replay-run-'));
  await cp(template, dir, { recursive: true });
  const database = await openDatabase({ dataDir: join(dir, 'pglite') });
  const app = await buildApp({ db: database.db, config: testConfig({ dataDir: join(dir, 'data') }) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const auth = await authHeaders(app, DEALER_LOGIN);
  return {
    base: `http://127.0.0.1:${port}/api/v2/`,
    app,
    database,
    auth,
    async close() {
      await app.close();
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export async function postJson(server: LiveServer, path: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(server.base + path, {
    method: 'POST',
    headers: { ...server.auth, ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

export interface SurveyFixture {
  locationId: number;
  surveyId: number;
  units: { id: number; version: number; unitNumber: string; inspectionId: number }[];
  positions: { axle_number: number; side: 'left' | 'right'; place: 'single' | 'inner' | 'outer' }[];
}

/** The axle configuration with the most positions, so few units hold many distinct readings. */
const AXLE_CONFIGURATION = 'STRAIGHT_TRUCK_5_AXLE';

/**
 * An open survey of Northline at one of its yards with enough units in it for `readings`
 * distinct positions, created through the API as a technician would before going offline.
 */
export async function createSurveyFixture(server: LiveServer, readings: number): Promise<SurveyFixture> {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const [location] = await rows<{ id: number }>(sql`select l.id from fleet_locations l join accounts a on a.id = l.account_id where a.account_number = 'NA100100' order by l.id limit 1`);
  const [config] = await rows<{ id: number; unit_type_id: number }>(sql`select id, unit_type_id from axle_configurations where code = ${AXLE_CONFIGURATION}`);
  const [dealer] = await rows<{ id: number }>(sql`select id from dealers where nonsig = '10450'`);
  if (!location || !config || !dealer) throw new Error('the seeded demo fleet lacks the Northline yard, axle configuration or dealer');

  const survey = (await postJson(server, 'fleet_survey/create_survey', { location_id: location.id, survey_date: new Date().toISOString().slice(0, 10), dealer_id: dealer.id })) as { id: number };
  const first = await addUnit(server, location.id, config, survey.id, 0);
  const diagram = (await (await fetch(`${server.base}fleet_survey/${survey.id}/axles/${first.id}`, { headers: server.auth })).json()) as {
    axles: { axle_number: number; left: { positions: { place: 'single' | 'inner' | 'outer' }[] }; right: { positions: { place: 'single' | 'inner' | 'outer' }[] } }[];
  };
  const positions = diagram.axles.flatMap((axle) =>
    (['left', 'right'] as const).flatMap((side) => axle[side].positions.map((p) => ({ axle_number: axle.axle_number, side, place: p.place }))),
  );
  const units = [first];
  while (units.length * positions.length < readings) units.push(await addUnit(server, location.id, config, survey.id, units.length));
  return { locationId: location.id, surveyId: survey.id, units, positions };
}

async function addUnit(server: LiveServer, locationId: number, config: { id: number; unit_type_id: number }, surveyId: number, index: number) {
  const unitNumber = `BENCH-${String(index).padStart(3, '0')}`;
  const unit = (await postJson(server, 'fleet_survey/save_unit', { location_id: locationId, unit_number: unitNumber, type: config.unit_type_id, axle_configuration_id: config.id })) as {
    id: number;
    version: number;
  };
  const added = (await postJson(server, 'fleet_survey/add_existing_unit_to_survey', { survey_id: surveyId, unit_id: unit.id })) as { unit_inspection_id: number };
  return { id: unit.id, version: unit.version, unitNumber, inspectionId: added.unit_inspection_id };
}
