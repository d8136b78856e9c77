/**
 * Records of the offline field database. Field names inside `data` are the API's snake_case
 * names, so a request body is the record's data plus its references, and a server record
 * (e.g. the `current` of a 409) maps back onto `data` key by key.
 */

/** Kinds of records the outbox writes; each has its own table keyed by localId. */
export type EntityKind = 'survey' | 'unit' | 'unit_inspection' | 'tire' | 'removed_tire' | 'image' | 'trailer_readiness';

/**
 * Kinds of server ids. A tire position's local record has two: the reading ('tire',
 * tire_reading_id) and the physical tire mounted there ('mounted_tire', tire_id), each with
 * its own version; update_tire_details and tire photos address the physical tire.
 */
export type IdKind = EntityKind | 'mounted_tire';

export type ServerId = number | string;

/**
 * unsent: has changes in the outbox; synced: the server confirmed every change;
 * attention: a change failed, conflicted or waits for sign-in; not_synced: a change was discarded.
 */
export type SyncState = 'unsent' | 'synced' | 'attention' | 'not_synced';

export interface LocalRecord {
  /** Client-generated id (crypto.randomUUID()), known before the server ever sees the record. */
  localId: string;
  serverId: ServerId | null;
  /** The server's version of the record as last confirmed; edits are based on it. */
  serverVersion: number | null;
  syncState: SyncState;
  updatedAt: number;
}

export interface UnitFields {
  unit_number: string;
  vin?: string | null;
  dot?: string | null;
  license_plate?: string | null;
  license_plate_state?: string | null;
  manufacturer?: string | null;
  year?: number | null;
  /** Unit type id. */
  type?: number | null;
  model?: string | null;
  /** Vocation id. */
  vocation?: number | null;
  axle_configuration_id?: number | null;
  /** axle_manufacturer ... transmission_type: the chosen select option's text. */
  [field: string]: unknown;
}

export interface UnitRecord extends LocalRecord {
  locationId: number;
  data: UnitFields;
  /** Deleted locally; the record goes once the server confirms the delete. */
  deleted?: boolean;
}

export interface SurveyFields {
  survey_date: string;
  comments?: string | null;
  dealer_id?: number | null;
  [field: string]: unknown;
}

export interface SurveyRecord extends LocalRecord {
  locationId: number;
  data: SurveyFields;
  status: 'open' | 'finished';
  finishedAt: number | null;
  deleted?: boolean;
}

export interface UnitInspectionFields {
  mileage?: number | null;
  hours?: number | null;
  comments?: string | null;
  [field: string]: unknown;
}

export interface UnitInspectionRecord extends LocalRecord {
  surveyLocalId: string;
  unitLocalId: string;
  data: UnitInspectionFields;
}

export type TireSide = 'left' | 'right';
export type TirePlace = 'single' | 'inner' | 'outer';

export interface TirePosition {
  axle_number: number;
  side: TireSide;
  place: TirePlace;
}

/** The physical tire's fields (update_tire_details). */
export interface TireDetails {
  brand_id?: number | null;
  product_line_id?: number | null;
  tire_size_id?: number | null;
  valve_type_id?: number | null;
  is_retread?: boolean;
  retread_brand_id?: number | null;
  retread_product_line_id?: number | null;
  previous_caps?: number;
  dot_week?: number | null;
  dot_year?: number | null;
  /** The full DOT code (TIN) as parsed, e.g. U2LL LMLR 5107; its week and year go above. */
  dot_code?: string | null;
  serial_number?: string | null;
}

export interface TireReadingFields extends TirePosition, TireDetails {
  pressure_psi?: number | null;
  tread_depth_mm?: number | null;
  wear_condition_ids?: number[];
  comments?: string | null;
  [field: string]: unknown;
}

/** One tire as read at one position in one unit inspection. */
export interface TireReadingRecord extends LocalRecord {
  surveyLocalId: string;
  inspectionLocalId: string;
  unitLocalId: string;
  /** "axle-side-place", unique within an inspection. */
  positionKey: string;
  data: TireReadingFields;
  /** The physical tire at the position (tire_id) and its version, once known. */
  tireServerId: number | null;
  tireVersion: number | null;
}

/** What the technician records about a removal (replace_tires, update_removed_tire). */
export interface RemovalFields {
  removal_reason_ids: number[];
  wear_condition_ids?: number[];
  tread_depth_mm?: number | null;
  odometer?: number | null;
  hours?: number | null;
  comments?: string | null;
}

export interface RemovedTireFields extends TirePosition, RemovalFields {
  [field: string]: unknown;
}

export interface RemovedTireRecord extends LocalRecord {
  surveyLocalId: string;
  inspectionLocalId: string;
  unitLocalId: string;
  /** The reading as it was before the replacement, so an undo can put it back offline. */
  previousReading: TireReadingFields | null;
  readingLocalId: string;
  data: RemovedTireFields;
  deleted?: boolean;
}

/** One answer of a trailer's readiness checklist, as save_trailer_readiness sends it. */
export interface TrailerReadinessAnswer {
  field_id: number;
  selected_value: 'pass' | 'fail' | 'n/a';
  notes: string | null;
}

/**
 * A trailer's checklist in one survey. The server keeps one per survey and unit and replaces
 * it on every save, so the record holds every answer and its server id is the check's
 * (trailer_readiness_id); there is no version to base an edit on.
 */
export interface TrailerReadinessRecord extends LocalRecord {
  surveyLocalId: string;
  unitLocalId: string;
  data: { answers: TrailerReadinessAnswer[] };
}

export type ImageStatus = 'pending' | 'uploading' | 'uploaded' | 'failed';

export interface ImageRecord extends LocalRecord {
  ownerKind: 'unit' | 'tire';
  surveyLocalId: string;
  inspectionLocalId: string;
  tireLocalId: string | null;
  /** The bytes, kept until the server confirmed the upload. */
  blob: Blob | null;
  contentType: string;
  fileName: string;
  byteSize: number;
  uploadedBytes: number;
  status: ImageStatus;
  storageId: string | null;
  createdAt: number;
  deleted?: boolean;
}

/** A unit staged from an import file (spec 3 §3 "Offline units store"): keyed by db_id. */
export interface UploadedUnit {
  db_id: string;
  unit_number: string;
  location_id: number;
  [field: string]: unknown;
}

export interface LocationRecord {
  id: number;
  code?: string | null;
  name: string;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  account_id?: number | null;
  fetchedAt: number;
  [field: string]: unknown;
}

export interface AxleDefinition {
  axle_number: number;
  /** 2 = singles, 4 = duals; tires per side = tire_count / 2. */
  tire_count: number;
  position_class: 'steer' | 'drive' | 'trail' | 'unknown';
  is_lift?: boolean;
}

export interface AxleConfigurationRecord {
  id: number;
  code: string;
  name: string;
  unit_type_id?: number | null;
  axles: AxleDefinition[];
  fetchedAt: number;
}

/** Server-owned lookups kept for offline use: selects, wear conditions, removal reasons, specs. */
export interface ReferenceRecord<T = unknown> {
  key: string;
  value: T;
  fetchedAt: number;
}

export interface IdMapRecord {
  kind: IdKind;
  localId: string;
  serverId: ServerId;
}

export interface SyncMetaRecord {
  key: 'sync';
  lastSyncAt: number | null;
  lastError: string | null;
  /** Set by a 401: the queue waits for a new sign-in, across reloads too. */
  authStopped: boolean;
}

/**
 * A tractor and the trailer coupled to it in one survey, kept on the device only: the two are
 * walked as one (the tractor's last position runs on to the trailer's first), and each stays
 * its own unit with its own inspection on the server.
 */
export interface CouplingRecord {
  surveyLocalId: string;
  tractorLocalId: string;
  trailerLocalId: string;
  coupledAt: number;
}
