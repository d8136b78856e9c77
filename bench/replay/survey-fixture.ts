import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

/** What the API process hands the benchmark: its address, a dealer's session and the survey to fill. */
export interface ApiTarget {
  base: string;
  auth: Record<string, string>;
}

export interface SurveyFixture {
  locationId: number;
  surveyId: number;
  units: { id: number; version: number; unitNumber: string; inspectionId: number }[];
  positions: { axle_number: number; side: 'left' | 'right'; place: 'single' | 'inner' | 'outer' }[];
}

export async function postJson(api: ApiTarget, path: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(api.base + path, {
    method: 'POST',
    headers: { ...api.auth, ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** The axle configuration with the most positions, so few units hold many distinct readings. */
const AXLE_CONFIGURATION = 'STRAIGHT_TRUCK_5_AXLE';

/**
 * An open survey of Northline at one of its yards with enough units in it for `readings`
 * distinct positions, created through the API as a technician would before going offline.
 */
export async function createSurveyFixture(api: ApiTarget, db: Db, readings: number): Promise<SurveyFixture> {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const [location] = await rows<{ id: number }>(sql`select l.id from fleet_locations l join accounts a on a.id = l.account_id where a.account_number = 'NA100100' order by l.id limit 1`);
  const [config] = await rows<{ id: number; unit_type_id: number }>(sql`select id, unit_type_id from axle_configurations where code = ${AXLE_CONFIGURATION}`);
  const [dealer] = await rows<{ id: number }>(sql`select id from dealers where nonsig = '10450'`);
  if (!location || !config || !dealer) throw new Error('the seeded demo fleet lacks the Northline yard, axle configuration or dealer');

  const survey = (await postJson(api, 'fleet_survey/create_survey', { location_id: location.id, survey_date: new Date().toISOString().slice(0, 10), dealer_id: dealer.id })) as { id: number };
  const first = await addUnit(api, location.id, config, survey.id, 0);
  const diagram = (await (await fetch(`${api.base}fleet_survey/${survey.id}/axles/${first.id}`, { headers: api.auth })).json()) as {
    axles: { axle_number: number; left: { positions: { place: 'single' | 'inner' | 'outer' }[] }; right: { positions: { place: 'single' | 'inner' | 'outer' }[] } }[];
  };
  const positions = diagram.axles.flatMap((axle) =>
    (['left', 'right'] as const).flatMap((side) => axle[side].positions.map((p) => ({ axle_number: axle.axle_number, side, place: p.place }))),
  );
  const units = [first];
  while (units.length * positions.length < readings) units.push(await addUnit(api, location.id, config, survey.id, units.length));
  return { locationId: location.id, surveyId: survey.id, units, positions };
}

async function addUnit(api: ApiTarget, locationId: number, config: { id: number; unit_type_id: number }, surveyId: number, index: number) {
  const unitNumber = `BENCH-${String(index).padStart(3, '0')}`;
  const unit = (await postJson(api, 'fleet_survey/save_unit', { location_id: locationId, unit_number: unitNumber, type: config.unit_type_id, axle_configuration_id: config.id })) as {
    id: number;
    version: number;
  };
  const added = (await postJson(api, 'fleet_survey/add_existing_unit_to_survey', { survey_id: surveyId, unit_id: unit.id })) as { unit_inspection_id: number };
  return { id: unit.id, version: unit.version, unitNumber, inspectionId: added.unit_inspection_id };
}
