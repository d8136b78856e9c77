/**
 * Reports generated in the background (fleet condition, product analysis; spec 3 §4): the
 * queued answer, the earlier-reports list and the call that reopens one as data or a file.
 */
import { z } from 'zod';
import { bodyId } from './common-lookups';

export const REPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const reportStatus = z.enum(REPORT_STATUSES);

export const generateReportResponse = z.object({ id: z.number().int(), status: reportStatus });

export const reportListItem = z.object({
  id: z.number().int(),
  report_name: z.string(),
  status: reportStatus,
  /** 0–1. */
  progress: z.number(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** Why a failed report failed, in words meant for the user. */
  error: z.string().nullable(),
});
export const reportsResponse = z.object({ reports: z.array(reportListItem) });

export const REPORT_FORMATS = ['json', 'pdf', 'xlsx'] as const;
export const getReportRequest = z.object({ id: bodyId, format: z.enum(REPORT_FORMATS).default('json') });
export const reportFileRequest = z.object({ id: bodyId });

/** 409 from get_report and the file calls while the report is queued, running or failed. */
export const reportNotReady = z.object({
  status: z.number().int(),
  message: z.string(),
  report_status: reportStatus,
  progress: z.number(),
});

