import type { SaveTrailerReadinessRequest, TrailerReadinessReport } from '../../../../contract/fleet-survey/inspection-finish';
import type { Db } from '../../../db/client';
import { eventTimesOf, type WriteTime } from '../../../plugins/request-context';
import type { Scope } from '../../../tenancy';
import { requireOpen, requireSurvey, requireSurveyUnit } from '../survey-access';
import { readinessCounts, surveyLabel } from '../report-documents';
import { surveyHeading } from '../surveys/survey-heading';
import { saveTrailerReadiness, surveyReadiness } from './trailer-readiness-repository';

/** Stores a trailer's checklist in an open survey; passed is worked out here, not taken from the client. */
export async function saveReadiness(db: Db, scope: Scope, body: SaveTrailerReadinessRequest, time: WriteTime) {
  const survey = await requireSurvey(db, scope, body.survey_id, 'share');
  requireOpen(survey);
  const unit = await requireSurveyUnit(db, scope, survey, body.unit_id, true);
  return saveTrailerReadiness(db, survey.id, unit.id, body.answers, eventTimesOf(time, survey.surveyDate));
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The spec's user-time form, MM/DD/YYYY HH:MM:SS (UTC). */
const timestamp = (date: Date) =>
  `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;

/** The labels the report screen shows; the portal's language packs translate them by key. */
const TRANSLATION = [
  { key: 'trailer_readiness', value: 'Trailer readiness' },
  { key: 'unit_number', value: 'Unit number' },
  { key: 'passed', value: 'Passed' },
  { key: 'failed', value: 'Failed' },
  { key: 'trailers_count', value: 'Trailers checked' },
  { key: 'notes', value: 'Notes' },
  { key: 'pass', value: 'Pass' },
  { key: 'fail', value: 'Fail' },
  { key: 'n/a', value: 'N/A' },
];

/** The model of spec 3 §3 "Trailer readiness" for one survey, with the labels to show it. */
export async function trailerReadinessReport(db: Db, scope: Scope, surveyId: number): Promise<TrailerReadinessReport> {
  const survey = await requireSurvey(db, scope, surveyId);
  const [heading, readiness] = await Promise.all([surveyHeading(db, survey.id), surveyReadiness(db, scope, survey.id)]);
  const updated = readiness.lastCheckedAt ?? survey.finishedAt ?? survey.surveyDate;
  return {
    model: {
      units: readiness.units,
      ...readinessCounts(readiness.units),
      account_name: heading.accountName,
      account_address: heading.fullAddress,
      survey_to_display: surveyLabel(heading),
      survey_update_time_stamp: timestamp(updated),
    },
    translation: TRANSLATION,
  };
}
