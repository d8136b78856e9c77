import type { z } from 'zod';
import type { deleteImageQuery, saveTireRequest, tireImageFields, updateTireDetailsRequest, updateUnitInspectionRequest } from '../../../../contract/fleet-survey/inspection';
import type { finishSurveyRequest, saveTrailerReadinessRequest } from '../../../../contract/fleet-survey/inspection-finish';
import type { replaceTiresRequest, undoTireReplaceRequest, updateRemovedTireRequest } from '../../../../contract/fleet-survey/inspection-removals';
import type { addExistingUnitToSurveyRequest, addNewUnitToSurveyRequest, createSurveyRequest, updateSurveyDetailsRequest } from '../../../../contract/fleet-survey/surveys';
import type { saveUnitRequest, saveUnitsRequest } from '../../../../contract/fleet-survey/units';

/**
 * The request of every offline write, built from the contract's request schemas, so what the
 * tablet queues is what the server validates: a field the contract adds, renames or retypes
 * fails the typecheck here or in the repository that fills it (tests/unit/outbox-requests.test-d.ts).
 */

/** A record's local id, standing where its server id is not known yet; resolve-request swaps it at send time. */
export type LocalId = string;
type IdKey = 'id' | `${string}_id`;

/** A contract value as queued: any id may still be local. */
export type Queued<T> = T extends readonly (infer E)[]
  ? Queued<E>[]
  : T extends object
    ? { [K in keyof T]: K extends IdKey ? T[K] | LocalId : Queued<T[K]> }
    : T;

/** A contract request's body as queued; `version` is the edit's base, written in when the entry is sent. */
export type QueuedBody<S extends z.ZodType> = Queued<Omit<z.input<S>, 'version'>> & ('version' extends keyof z.input<S> ? { version?: number } : unknown);

/**
 * A unit as the device holds it (UnitFields): the contract's fields, with `type` still optional
 * on the device (the unit forms require it before saving; the server refuses a unit without one).
 */
type QueuedUnit<T> = Omit<T, 'type'> & { type?: number | null };
type WithUnit<T extends { unit: unknown }> = Omit<T, 'unit'> & { unit: QueuedUnit<T['unit']> };

/** The JSON body of each operation; null for those that carry their ids in the path or send a photo. */
export interface OutboxBodies {
  save_unit: QueuedUnit<QueuedBody<typeof saveUnitRequest>>;
  save_units: { units: QueuedUnit<Queued<z.input<typeof saveUnitsRequest>['units'][number]>>[] };
  delete_unit: null;
  create_survey: QueuedBody<typeof createSurveyRequest>;
  update_survey_details: QueuedBody<typeof updateSurveyDetailsRequest>;
  finish_survey: QueuedBody<typeof finishSurveyRequest>;
  delete_survey: null;
  add_new_unit_to_survey: WithUnit<QueuedBody<typeof addNewUnitToSurveyRequest>>;
  add_existing_unit_to_survey: QueuedBody<typeof addExistingUnitToSurveyRequest>;
  update_unit_inspection: QueuedBody<typeof updateUnitInspectionRequest>;
  save_tire: QueuedBody<typeof saveTireRequest>;
  update_tire_details: QueuedBody<typeof updateTireDetailsRequest>;
  replace_tires: QueuedBody<typeof replaceTiresRequest>;
  undo_tire_replace: QueuedBody<typeof undoTireReplaceRequest>;
  update_removed_tire: QueuedBody<typeof updateRemovedTireRequest>;
  delete_removed_tire: null;
  add_unit_image: null;
  add_tire_image: null;
  delete_image: null;
  save_trailer_readiness: QueuedBody<typeof saveTrailerReadinessRequest>;
}

export type OutboxOp = keyof OutboxBodies;
type JsonOp = { [Op in OutboxOp]: OutboxBodies[Op] extends null ? never : Op }[OutboxOp];
/** The body of any queued JSON request. */
export type OutboxBody = OutboxBodies[JsonOp];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A multipart upload: plain fields plus the file, whose bytes stay in the images table. */
export interface OutboxForm {
  fields: Record<string, string | number | null>;
  file: { field: string; imageLocalId: string; fileName: string };
}

export interface OutboxRequest {
  method: HttpMethod;
  /** Relative to /api/v2, e.g. "fleet_survey/save_unit"; may contain local ids (see placeholders). */
  path: string;
  body?: OutboxBody;
  form?: OutboxForm;
}

/** The request of one operation: its body type, or none. */
type RequestOf<Op extends OutboxOp> = OutboxBodies[Op] extends null ? Omit<OutboxRequest, 'body'> : OutboxRequest & { body: OutboxBodies[Op] };

/** The named keys of a type, without its index signature. */
type KnownKeys<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };
/** Refuses keys the contract does not have, even on a body built beforehand (no fresh-literal check there). */
type Exact<B, T> = B & Record<Exclude<KnownKeys<B>, keyof T>, never>;

function json<Op extends JsonOp>(op: Op, method: HttpMethod = 'POST') {
  return <B extends OutboxBodies[Op]>(body: Exact<B, OutboxBodies[Op]>): RequestOf<Op> => ({ method, path: `fleet_survey/${op}`, body }) as RequestOf<Op>;
}

/** The fields of a tire photo's upload, named as the contract names them. */
type TireImageFields = { [K in keyof z.input<typeof tireImageFields>]: LocalId };
type DeleteImageQuery = { [K in keyof z.input<typeof deleteImageQuery>]-?: LocalId };

/** The file part of a photo upload, stored on the device until sent. */
export type UploadFile = OutboxForm['file'];

export const outboxRequests = {
  save_unit: json('save_unit'),
  save_units: json('save_units'),
  delete_unit: (unitId: LocalId) => ({ method: 'DELETE', path: `fleet_survey/delete_unit/${unitId}` }),
  create_survey: json('create_survey'),
  update_survey_details: json('update_survey_details'),
  finish_survey: json('finish_survey'),
  delete_survey: (surveyId: LocalId) => ({ method: 'DELETE', path: `fleet_survey/delete_survey/${surveyId}` }),
  add_new_unit_to_survey: json('add_new_unit_to_survey'),
  add_existing_unit_to_survey: json('add_existing_unit_to_survey'),
  update_unit_inspection: json('update_unit_inspection'),
  save_tire: json('save_tire'),
  update_tire_details: json('update_tire_details'),
  replace_tires: json('replace_tires'),
  undo_tire_replace: json('undo_tire_replace'),
  update_removed_tire: json('update_removed_tire', 'PUT'),
  delete_removed_tire: (removedTireId: LocalId) => ({ method: 'DELETE', path: `fleet_survey/delete_removed_tire/${removedTireId}` }),
  add_unit_image: (unitInspectionId: LocalId, clientId: string, file: UploadFile) => ({
    method: 'POST',
    path: `fleet_survey/add_unit_image/${unitInspectionId}`,
    form: { fields: { client_id: clientId }, file },
  }),
  add_tire_image: (fields: TireImageFields, clientId: string, file: UploadFile) => ({
    method: 'POST',
    path: 'fleet_survey/add_tire_image',
    form: { fields: { client_id: clientId, ...fields }, file },
  }),
  delete_image: ({ storageId, unitInspectionId, tireId }: Omit<DeleteImageQuery, 'tireId'> & { tireId?: LocalId }) => ({
    method: 'DELETE',
    path: `fleet_survey/delete_image?storageId=${storageId}&unitInspectionId=${unitInspectionId}${tireId === undefined ? '' : `&tireId=${tireId}`}`,
  }),
  save_trailer_readiness: json('save_trailer_readiness'),
} satisfies { [Op in OutboxOp]: (...args: never[]) => RequestOf<Op> };
