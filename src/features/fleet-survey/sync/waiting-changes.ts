import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue } from 'jotai';
import type { FleetSurveyDb } from '../data/db';
import type { OutboxEntry, OutboxOp, OutboxStatus } from '../data/outbox-types';
import { store } from './app-links';
import { fieldSyncAtom } from './sync-state';

/** One change still on this device only, as the waiting-changes list shows it. */
export interface WaitingChange {
  id: string;
  op: OutboxOp;
  status: OutboxStatus;
  /** The unit's number, when the change is about a unit or something on it. */
  unitNumber: string | null;
  /** The tire's position ("2LO"), when the change is about one tire. */
  tirePosition: string | null;
  /** The survey and unit the change belongs to (local ids), which group the list. */
  surveyLocalId: string | null;
  unitLocalId: string | null;
  /** The survey's date as stored ("MM/DD/YYYY" or ISO), when the change is about a survey's work. */
  surveyDate: string | null;
  createdAt: number;
  attempts: number;
  lastError: string | null;
  httpStatus: number | null;
  conflict?: { local: unknown; server: unknown };
}

/** "2-left-outer" (data/ids positionKey) as the yard writes it: "2LO". */
export function positionShortName(key: string): string {
  const [axle, side, place] = key.split('-');
  return `${axle ?? '?'}${side === 'left' ? 'L' : side === 'right' ? 'R' : ''}${place === 'outer' ? 'O' : place === 'inner' ? 'I' : ''}`;
}

interface Subject {
  surveyLocalId: string | null;
  unitLocalId: string | null;
  positionKey: string | null;
}

/** The survey, unit (and tire) a change is about, read from the records it names on the device. */
async function subjectOf(db: FleetSurveyDb, entry: OutboxEntry): Promise<Subject> {
  const id = entry.entityLocalId;
  switch (entry.entityKind) {
    case 'unit':
      return { surveyLocalId: null, unitLocalId: id, positionKey: null };
    case 'survey':
      return { surveyLocalId: id, unitLocalId: null, positionKey: null };
    case 'unit_inspection': {
      const inspection = await db.unit_inspections.get(id);
      return { surveyLocalId: inspection?.surveyLocalId ?? null, unitLocalId: inspection?.unitLocalId ?? null, positionKey: null };
    }
    case 'trailer_readiness': {
      const readiness = await db.trailer_readiness.get(id);
      return { surveyLocalId: readiness?.surveyLocalId ?? null, unitLocalId: readiness?.unitLocalId ?? null, positionKey: null };
    }
    case 'tire': {
      const tire = await db.tires.get(id);
      return { surveyLocalId: tire?.surveyLocalId ?? null, unitLocalId: tire?.unitLocalId ?? null, positionKey: tire?.positionKey ?? null };
    }
    case 'removed_tire': {
      const removed = await db.removed_tires.get(id);
      const reading = removed ? await db.tires.get(removed.readingLocalId) : undefined;
      return { surveyLocalId: removed?.surveyLocalId ?? null, unitLocalId: removed?.unitLocalId ?? null, positionKey: reading?.positionKey ?? null };
    }
    case 'image': {
      const image = await db.images.get(id);
      const inspection = image ? await db.unit_inspections.get(image.inspectionLocalId) : undefined;
      const tire = image?.tireLocalId ? await db.tires.get(image.tireLocalId) : undefined;
      return { surveyLocalId: image?.surveyLocalId ?? null, unitLocalId: inspection?.unitLocalId ?? null, positionKey: tire?.positionKey ?? null };
    }
    default:
      return { surveyLocalId: null, unitLocalId: null, positionKey: null };
  }
}

/** Every queued change in the order it will be sent, with what it is about. */
export async function readWaitingChanges(db: FleetSurveyDb | null): Promise<WaitingChange[]> {
  if (!db) return [];
  const entries = await db.outbox.orderBy('seq').toArray();
  return Promise.all(
    entries.map(async (entry) => {
      const subject = await subjectOf(db, entry);
      const unit = subject.unitLocalId ? await db.units.get(subject.unitLocalId) : undefined;
      const survey = subject.surveyLocalId ? await db.surveys.get(subject.surveyLocalId) : undefined;
      return {
        id: entry.id,
        op: entry.op,
        status: entry.status,
        unitNumber: unit?.data.unit_number ?? null,
        tirePosition: subject.positionKey ? positionShortName(subject.positionKey) : null,
        surveyLocalId: subject.surveyLocalId,
        unitLocalId: subject.unitLocalId,
        surveyDate: typeof survey?.data.survey_date === 'string' ? survey.data.survey_date : null,
        createdAt: entry.createdAt,
        attempts: entry.attempts,
        lastError: entry.lastError,
        httpStatus: entry.lastStatus,
        conflict: entry.conflict,
      };
    }),
  );
}

/** The waiting changes, live, read only while `enabled` (the list is open). */
export function useWaitingChanges(enabled: boolean): WaitingChange[] | undefined {
  const fieldSync = useAtomValue(fieldSyncAtom, { store });
  const db = enabled ? (fieldSync?.storage.db ?? null) : null;
  return useLiveQuery(() => readWaitingChanges(db), [db]);
}
