import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { cacheServerUnits } from '../data/server-cache';
import { createSurveyLocally } from '../data/survey-repository';
import { saveUnitLocally } from '../data/unit-repository';
import { openTestDb } from '../../../../tests/support/fleet-survey-sync/harness';
import { findRecordByParam, urlIdOf } from './record-lookup';

describe('findRecordByParam', () => {
  it('finds a record made on this device by its local id, before and after the server knows it', async () => {
    const db = openTestDb();
    const survey = await createSurveyLocally(db, { locationId: 3, data: { survey_date: '05/01/2025' } });
    expect((await findRecordByParam(db, 'survey', survey.localId))?.localId).toBe(survey.localId);
    // The sync engine maps the new server id; the URL with the local id keeps working.
    await db.id_map.put({ kind: 'survey', localId: survey.localId, serverId: 912 });
    await db.surveys.update(survey.localId, { serverId: 912 });
    expect((await findRecordByParam(db, 'survey', survey.localId))?.localId).toBe(survey.localId);
    expect((await findRecordByParam(db, 'survey', '912'))?.localId).toBe(survey.localId);
  });

  it('finds a downloaded record by its server id and nothing for unknown or foreign ids', async () => {
    const db = openTestDb();
    const [unit] = await cacheServerUnits(db, 3, [{ id: 55, version: 2, unit_number: 'TR-55' }]);
    expect((await findRecordByParam(db, 'unit', '55'))?.localId).toBe(unit!.localId);
    expect(await findRecordByParam(db, 'unit', '56')).toBeUndefined();
    expect(await findRecordByParam(db, 'survey', '55')).toBeUndefined();
    expect(await findRecordByParam(db, 'unit', 'not-an-id')).toBeUndefined();
  });
});

describe('urlIdOf', () => {
  it('prefers the shareable server id and falls back to the local id', async () => {
    const db = openTestDb();
    const unit = await saveUnitLocally(db, { locationId: 3, data: { unit_number: 'N-1' } });
    expect(urlIdOf(unit)).toBe(unit.localId);
    expect(urlIdOf({ localId: 'x', serverId: 41 })).toBe('41');
  });
});
