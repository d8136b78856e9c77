import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openTestDb } from '../../../../tests/support/fleet-survey-sync/harness';
import { coupleTrailerLocally, findCoupling, uncoupleLocally } from './coupling-repository';
import { addExistingUnitToSurveyLocally, createSurveyLocally } from './survey-repository';
import { deleteUnitLocally, saveUnitLocally } from './unit-repository';

async function yard() {
  const db = openTestDb();
  const survey = await createSurveyLocally(db, { locationId: 7, data: { survey_date: '05/01/2025' } });
  const unit = async (number: string, join = true) => {
    const saved = await saveUnitLocally(db, { locationId: 7, data: { unit_number: number } });
    if (join) await addExistingUnitToSurveyLocally(db, { surveyLocalId: survey.localId, unitLocalId: saved.localId });
    return saved;
  };
  return { db, survey, tractor: await unit('T-1'), trailer: await unit('TR-1'), other: await unit('TR-2'), outside: await unit('TR-3', false) };
}

describe('a tractor and its trailer coupled in a survey', () => {
  it('is found from either unit, kept on the device only (no outbox entry)', async () => {
    const { db, survey, tractor, trailer } = await yard();
    const queued = await db.outbox.count();
    await coupleTrailerLocally(db, { surveyLocalId: survey.localId, tractorLocalId: tractor.localId, trailerLocalId: trailer.localId });
    for (const unit of [tractor, trailer]) {
      const found = await findCoupling(db, survey.localId, unit.localId);
      expect([found?.tractor.localId, found?.trailer.localId]).toEqual([tractor.localId, trailer.localId]);
    }
    expect(await db.outbox.count()).toBe(queued);
  });

  it('holds one coupling per unit: coupling again lets the earlier one go', async () => {
    const { db, survey, tractor, trailer, other } = await yard();
    await coupleTrailerLocally(db, { surveyLocalId: survey.localId, tractorLocalId: tractor.localId, trailerLocalId: trailer.localId });
    await coupleTrailerLocally(db, { surveyLocalId: survey.localId, tractorLocalId: tractor.localId, trailerLocalId: other.localId });
    expect((await findCoupling(db, survey.localId, tractor.localId))?.trailer.localId).toBe(other.localId);
    expect(await findCoupling(db, survey.localId, trailer.localId)).toBeNull();
    // The trailer moved behind another tractor leaves the first one uncoupled.
    await coupleTrailerLocally(db, { surveyLocalId: survey.localId, tractorLocalId: trailer.localId, trailerLocalId: other.localId });
    expect(await findCoupling(db, survey.localId, tractor.localId)).toBeNull();
    expect(await db.couplings.count()).toBe(1);
  });

  it('refuses a unit coupled to itself or one outside the survey', async () => {
    const { db, survey, tractor, outside } = await yard();
    await expect(coupleTrailerLocally(db, { surveyLocalId: survey.localId, tractorLocalId: tractor.localId, trailerLocalId: tractor.localId })).rejects.toThrow();
    await expect(coupleTrailerLocally(db, { surveyLocalId: survey.localId, tractorLocalId: tractor.localId, trailerLocalId: outside.localId })).rejects.toThrow();
    expect(await db.couplings.count()).toBe(0);
  });

  it('ends by uncoupling from either side, and is ignored once a unit is deleted', async () => {
    const { db, survey, tractor, trailer } = await yard();
    const couple = () => coupleTrailerLocally(db, { surveyLocalId: survey.localId, tractorLocalId: tractor.localId, trailerLocalId: trailer.localId });
    await couple();
    await uncoupleLocally(db, survey.localId, trailer.localId);
    expect(await findCoupling(db, survey.localId, tractor.localId)).toBeNull();
    await couple();
    await deleteUnitLocally(db, trailer.localId);
    expect(await findCoupling(db, survey.localId, tractor.localId)).toBeNull();
  });
});
