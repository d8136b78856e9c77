/**
 * record_store (spec 3 §7 "Other"): a signed-in user keeps small JSON records on the server
 * (the offline units store's uploaded units, for one) and reads them back by id. Records are the
 * user's own: another user's id answers 404 as an unknown one does.
 */
import { z } from 'zod';

/** The largest record kept, as JSON text. */
export const RECORD_MAX_BYTES = 64 * 1024;

const recordId = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'A record id (UUID)');

export const setRecordRequest = z.object({
  /** Replaces this record of the user's; a new record is created without it. */
  id: recordId.optional(),
  record: z.record(z.string(), z.unknown()),
});
export const setRecordResponse = z.object({ id: recordId });
export const recordParams = z.object({ id: recordId });
export const recordResponse = z.object({ id: recordId, record: z.record(z.string(), z.unknown()), updated_at: z.string() });
