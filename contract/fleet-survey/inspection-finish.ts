/**
 * Trailer readiness (spec 2 §7, spec 3 §3 and §7) and finishing a survey with its e-mailed
 * reports. Paths under /api/v2/fleet_survey, except the report under /api/v2/survey.
 */
import { z } from 'zod';
import { text } from '../common';
import { bodyId } from '../common-lookups';
import { int, operationStatus, version } from './inspection';
import { MAX_EMAIL_RECIPIENTS } from './limits';

// ---- trailer readiness --------------------------------------------------------------------

/** Answers are matched case-insensitively ("Pass", "N/A" as older clients send them). */
export const readinessValue = z.preprocess((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value), z.enum(['pass', 'fail', 'n/a']));
export const trailerReadinessFields = z.object({ fields: z.array(z.object({ id: int, name: z.string(), sort: int })) });
export const saveTrailerReadinessRequest = z.object({
  survey_id: bodyId,
  unit_id: bodyId,
  answers: z
    .array(z.object({ field_id: bodyId, selected_value: readinessValue, notes: text(1000).nullish() }))
    .max(100)
    .refine((answers) => new Set(answers.map((a) => a.field_id)).size === answers.length, 'A field is answered twice'),
});
export type SaveTrailerReadinessRequest = z.output<typeof saveTrailerReadinessRequest>;
export const saveTrailerReadinessResponse = z.object({ trailer_readiness_id: int, passed: z.boolean() });

export const trailerReadinessReport = z.object({
  model: z.object({
    units: z.array(
      z.object({
        unit_number: z.string(),
        passed: z.boolean(),
        fields: z.array(z.object({ name: z.string(), selected_value: z.string(), notes: z.string().nullable() })),
      }),
    ),
    trailers_count: int,
    trailers_passed: int,
    trailers_failed: int,
    account_name: z.string(),
    account_address: z.string(),
    survey_to_display: z.string(),
    survey_update_time_stamp: z.string(),
  }),
  translation: z.array(z.object({ key: z.string(), value: z.string() })),
});
export type TrailerReadinessReport = z.infer<typeof trailerReadinessReport>;

// ---- finishing and e-mail -----------------------------------------------------------------

export const emailReport = z.enum(['survey', 'removed_tires', 'trailer_readiness']);
export type EmailReport = z.infer<typeof emailReport>;
export { MAX_EMAIL_RECIPIENTS };
export const emailReportsFields = z.object({
  to: z.array(z.email().max(254)).min(1).max(MAX_EMAIL_RECIPIENTS).transform((to) => [...new Set(to.map((address) => address.toLowerCase()))]),
  reports: z.array(emailReport).min(1).max(3).transform((reports) => [...new Set(reports)]),
});
export type EmailReportsFields = z.output<typeof emailReportsFields>;
export const sendEmailReportsRequest = emailReportsFields.extend({ survey_id: bodyId });
export const finishSurveyRequest = z.object({ survey_id: bodyId, version, send_email: emailReportsFields.optional() });
export const finishSurveyResponse = z.object({
  survey_id: int,
  status: z.literal('finished'),
  finished_at: z.string(),
  version: int,
  /** The e-mail's outcome when one was asked for; the survey is finished either way. */
  email: operationStatus.nullable(),
});
export type FinishSurveyResponse = z.infer<typeof finishSurveyResponse>;
