import { and, asc, eq, isNull, max } from 'drizzle-orm';
import type { SaveTrailerReadinessRequest } from '../../../../contract/fleet-survey/inspection-finish';
import type { Db } from '../../../db/client';
import { surveys, trailerReadinessAnswers, trailerReadinessChecks, trailerReadinessFields, units } from '../../../db/schema';
import type { EventTimes } from '../../../plugins/request-context';
import { surveyFilter, type Scope } from '../../../tenancy';
import { fieldError } from '../survey-access';
import { listTrailerReadinessFields } from '../reference-repository';

/** Older data spells answers "Pass", "Fail", "N/A"; everything reads them in lower case. */
export const normalizeAnswer = (value: string) => value.trim().toLowerCase();

/**
 * A trailer passes when every checklist field is answered pass or n/a: an unanswered field is
 * not a pass, since nobody looked.
 */
export function trailerPassed(fieldIds: readonly number[], answers: readonly { field_id: number; selected_value: string }[]): boolean {
  const byField = new Map(answers.map((answer) => [answer.field_id, normalizeAnswer(answer.selected_value)]));
  return fieldIds.every((id) => byField.get(id) === 'pass' || byField.get(id) === 'n/a');
}

/** Stores a unit's checklist in a survey, replacing an earlier one; checked at the device's time of the change. */
export async function saveTrailerReadiness(db: Db, surveyId: number, unitId: number, answers: SaveTrailerReadinessRequest['answers'], times: EventTimes) {
  const fields = await listTrailerReadinessFields(db);
  const known = new Set(fields.map((field) => field.id));
  const unknown = answers.findIndex((answer) => !known.has(answer.field_id));
  if (unknown >= 0) throw fieldError(`answers.${unknown}.field_id`, 'Unknown checklist field');
  const passed = trailerPassed([...known], answers);
  const stamps = { checkedAt: times.at, receivedAt: times.receivedAt };
  const [check] = await db
    .insert(trailerReadinessChecks)
    .values({ surveyId, unitId, passed, ...stamps })
    .onConflictDoUpdate({ target: [trailerReadinessChecks.surveyId, trailerReadinessChecks.unitId], set: { passed, ...stamps } })
    .returning({ id: trailerReadinessChecks.id });
  await db.delete(trailerReadinessAnswers).where(eq(trailerReadinessAnswers.checkId, check!.id));
  if (answers.length > 0) {
    await db
      .insert(trailerReadinessAnswers)
      .values(answers.map((answer) => ({ checkId: check!.id, fieldId: answer.field_id, selectedValue: answer.selected_value, notes: answer.notes ?? null })));
  }
  return { trailer_readiness_id: check!.id, passed };
}

export interface ReadinessUnit {
  unit_number: string;
  passed: boolean;
  fields: { name: string; selected_value: string; notes: string | null }[];
}

/** The checklists of a survey the user may see, by unit number, with the newest check time. */
export async function surveyReadiness(db: Db, scope: Scope, surveyId: number) {
  const rows = await db
    .select({
      checkId: trailerReadinessChecks.id,
      unitNumber: units.unitNumber,
      passed: trailerReadinessChecks.passed,
      name: trailerReadinessFields.name,
      selectedValue: trailerReadinessAnswers.selectedValue,
      notes: trailerReadinessAnswers.notes,
    })
    .from(trailerReadinessChecks)
    .innerJoin(surveys, eq(surveys.id, trailerReadinessChecks.surveyId))
    .innerJoin(units, eq(units.id, trailerReadinessChecks.unitId))
    .leftJoin(trailerReadinessAnswers, eq(trailerReadinessAnswers.checkId, trailerReadinessChecks.id))
    .leftJoin(trailerReadinessFields, eq(trailerReadinessFields.id, trailerReadinessAnswers.fieldId))
    .where(and(eq(trailerReadinessChecks.surveyId, surveyId), isNull(surveys.deletedAt), surveyFilter(scope, surveys)))
    .orderBy(asc(units.unitNumber), asc(trailerReadinessChecks.id), asc(trailerReadinessFields.sort));
  const byCheck = new Map<number, ReadinessUnit>();
  for (const row of rows) {
    let unit = byCheck.get(row.checkId);
    if (!unit) byCheck.set(row.checkId, (unit = { unit_number: row.unitNumber, passed: row.passed, fields: [] }));
    if (row.name !== null && row.selectedValue !== null) unit.fields.push({ name: row.name, selected_value: normalizeAnswer(row.selectedValue), notes: row.notes });
  }
  const [latest] = await db.select({ at: max(trailerReadinessChecks.checkedAt) }).from(trailerReadinessChecks).where(eq(trailerReadinessChecks.surveyId, surveyId));
  return { units: [...byCheck.values()], lastCheckedAt: latest?.at ?? null };
}
