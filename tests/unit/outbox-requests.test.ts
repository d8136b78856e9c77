import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { saveTireRequest, updateTireDetailsRequest } from '../../contract/fleet-survey/inspection';
import { saveTrailerReadinessRequest } from '../../contract/fleet-survey/inspection-finish';
import { outboxRequests, type OutboxBodies, type QueuedBody } from '../../src/features/fleet-survey/data/outbox-requests';

/**
 * The offline app's requests follow the contract: the type checks below run in `npm run
 * typecheck` (this file is in tsconfig.json), so a contract change the queued bodies do not
 * follow fails it. The runtime checks only pin the paths.
 */
const reading = {
  survey_id: 'local-survey',
  unit_id: 'local-unit',
  axle_number: 1,
  side: 'left' as const,
  place: 'single' as const,
  pressure_psi: 100,
  tread_depth_mm: 12,
  wear_condition_ids: [],
};

describe('outbox requests', () => {
  it('each queued body has the fields of its contract request', () => {
    expectTypeOf<keyof OutboxBodies['save_tire']>().toEqualTypeOf<keyof z.input<typeof saveTireRequest>>();
    expectTypeOf<keyof OutboxBodies['update_tire_details']>().toEqualTypeOf<keyof z.input<typeof updateTireDetailsRequest>>();
    expectTypeOf<keyof OutboxBodies['save_trailer_readiness']>().toEqualTypeOf<keyof z.input<typeof saveTrailerReadinessRequest>>();
    // Ids may be local until the record reaches the server.
    expectTypeOf(reading).toExtend<OutboxBodies['save_tire']>();
  });

  it('a contract change the body does not follow fails the typecheck', () => {
    // A field the contract requires and the body lacks:
    const withDotCode = saveTireRequest.extend({ dot_code: z.string() });
    expectTypeOf(reading).not.toExtend<QueuedBody<typeof withDotCode>>();
    expect(withDotCode.safeParse({ ...reading, survey_id: 1, unit_id: 2 }).success).toBe(false);
    // A field renamed in the contract:
    const renamed = saveTireRequest.omit({ pressure_psi: true }).extend({ pressure: z.number() });
    expectTypeOf(reading).not.toExtend<QueuedBody<typeof renamed>>();
    expect(renamed.safeParse({ ...reading, survey_id: 1, unit_id: 2 }).success).toBe(false);
    // A field the contract does not have is refused, even on a body built beforehand:
    const extra = { ...reading, dot_code: 'DOT X' };
    // @ts-expect-error dot_code is not in saveTireRequest
    outboxRequests.save_tire(extra);
    // A value of the wrong type:
    // @ts-expect-error side is 'left' | 'right'
    outboxRequests.save_tire({ ...reading, side: 'middle' });
  });

  it('builds the path of each operation', () => {
    // The body as queued, its ids made server ids, is what the server accepts.
    expect(saveTireRequest.safeParse({ ...reading, survey_id: 1, unit_id: 2 }).success).toBe(true);
    expect(outboxRequests.save_tire(reading)).toEqual({ method: 'POST', path: 'fleet_survey/save_tire', body: reading });
    expect(outboxRequests.update_removed_tire({ id: 'r1', removal_reason_ids: [1] }).method).toBe('PUT');
    expect(outboxRequests.delete_unit('u1')).toEqual({ method: 'DELETE', path: 'fleet_survey/delete_unit/u1' });
    expect(outboxRequests.delete_image({ storageId: 's1', unitInspectionId: 'i1' }).path).toBe('fleet_survey/delete_image?storageId=s1&unitInspectionId=i1');
    expect(outboxRequests.delete_image({ storageId: 's1', unitInspectionId: 'i1', tireId: 't1' }).path).toBe('fleet_survey/delete_image?storageId=s1&unitInspectionId=i1&tireId=t1');
  });
});
