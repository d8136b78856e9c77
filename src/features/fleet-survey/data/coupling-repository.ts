import type { FleetSurveyDb } from './db';
import { guardWrite } from './errors';
import type { CouplingRecord, UnitRecord } from './types';

/** The coupling a unit is part of in a survey, with both units; null when it is not coupled (or either left the survey). */
export interface Coupling {
  record: CouplingRecord;
  tractor: UnitRecord;
  trailer: UnitRecord;
}

async function inSurvey(db: FleetSurveyDb, surveyLocalId: string, unitLocalId: string): Promise<boolean> {
  return (await db.unit_inspections.where('[surveyLocalId+unitLocalId]').equals([surveyLocalId, unitLocalId]).count()) > 0;
}

/**
 * Couples a trailer behind a tractor in a survey. A unit is in one coupling at a time: the
 * tractor's earlier trailer and the trailer's earlier tractor are let go, and a unit is never
 * coupled to itself. Both units must already be in the survey.
 */
export function coupleTrailerLocally(db: FleetSurveyDb, input: { surveyLocalId: string; tractorLocalId: string; trailerLocalId: string }): Promise<CouplingRecord> {
  if (input.tractorLocalId === input.trailerLocalId) return Promise.reject(new Error('A unit cannot be coupled to itself'));
  return guardWrite(() =>
    db.transaction('rw', [db.couplings, db.unit_inspections], async () => {
      for (const unit of [input.tractorLocalId, input.trailerLocalId]) {
        if (!(await inSurvey(db, input.surveyLocalId, unit))) throw new Error(`Unit ${unit} is not in the survey`);
      }
      const { surveyLocalId } = input;
      // Whatever either unit was coupled to, as tractor or as trailer, is let go.
      for (const unit of [input.tractorLocalId, input.trailerLocalId]) {
        await db.couplings.where('[surveyLocalId+tractorLocalId]').equals([surveyLocalId, unit]).delete();
        await db.couplings.where('[surveyLocalId+trailerLocalId]').equals([surveyLocalId, unit]).delete();
      }
      const record: CouplingRecord = { ...input, coupledAt: Date.now() };
      await db.couplings.put(record);
      return record;
    }),
  );
}

/** Uncouples whatever the unit is coupled to in the survey; the readings of both stay as they are. */
export function uncoupleLocally(db: FleetSurveyDb, surveyLocalId: string, unitLocalId: string): Promise<void> {
  return guardWrite(() =>
    db.transaction('rw', [db.couplings], async () => {
      await db.couplings.where('[surveyLocalId+tractorLocalId]').equals([surveyLocalId, unitLocalId]).delete();
      await db.couplings.where('[surveyLocalId+trailerLocalId]').equals([surveyLocalId, unitLocalId]).delete();
    }),
  );
}

/** The coupling the unit is part of in the survey, as tractor or as trailer. */
export async function findCoupling(db: FleetSurveyDb, surveyLocalId: string, unitLocalId: string): Promise<Coupling | null> {
  const record =
    (await db.couplings.get([surveyLocalId, unitLocalId])) ?? (await db.couplings.where('[surveyLocalId+trailerLocalId]').equals([surveyLocalId, unitLocalId]).first()) ?? null;
  if (!record) return null;
  const [tractor, trailer] = await db.units.bulkGet([record.tractorLocalId, record.trailerLocalId]);
  // A unit deleted or taken out of the survey ends the coupling for the walk.
  if (!tractor || !trailer || tractor.deleted || trailer.deleted) return null;
  if (!(await inSurvey(db, surveyLocalId, tractor.localId)) || !(await inSurvey(db, surveyLocalId, trailer.localId))) return null;
  return { record, tractor, trailer };
}
