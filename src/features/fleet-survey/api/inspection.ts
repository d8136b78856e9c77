/**
 * Online calls of the inspection screens (spec 2 §7, spec 3 §7). Reads that the field needs
 * offline are written to the local database here (axle diagram, lookups); everything else is an
 * online view. Writes of readings, photos, removals and trailer checklists never come here:
 * they go through the outbox. Paths are relative to /api/v2.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AxleDiagram, editTireSelects, imageList, removalReasonList, treadDepthSpecResponse, wearConditionList } from '../../../../contract/fleet-survey/inspection';
import type { removedTiresResponse } from '../../../../contract/fleet-survey/inspection-removals';
import type { EmailReport, TrailerReadinessReport, trailerReadinessFields } from '../../../../contract/fleet-survey/inspection-finish';
import type { surveyUnitResponse, surveyUnitsResponse } from '../../../../contract/fleet-survey/surveys';
import type { OperationStatus } from '../../../../contract/fleet-survey/inspection';
import { api } from '../../../lib/api-client';
import {
  cacheAxleConfigurations,
  cacheLocations,
  cacheServerInspection,
  cacheServerPositions,
  cacheServerRemovedTires,
  cacheServerSurveys,
  cacheServerUnits,
  getAxleConfiguration,
  getReference,
  putReference,
  type FleetSurveyDb,
  type ServerPosition,
  type SurveyRecord,
  type UnitInspectionRecord,
  type UnitRecord,
} from '../data';
import { findRecordByParam, referenceKeys } from '../state';
import { fetchLocation } from './locations';
import { fetchAllSurveys } from './surveys';
import { postForFile, type DownloadedFile, type ExportFormat } from './units';

export type { DownloadedFile, ExportFormat };

export type EditTireSelects = z.infer<typeof editTireSelects>;
export type WearCondition = z.infer<typeof wearConditionList>['wear_conditions'][number];
export type RemovalReason = z.infer<typeof removalReasonList>['removal_reasons'][number];
export type TreadDepthSpec = z.infer<typeof treadDepthSpecResponse>;
export type ImageInfo = z.infer<typeof imageList>[number];
export type ReadinessField = z.infer<typeof trailerReadinessFields>['fields'][number];
export type SurveyUnits = z.infer<typeof surveyUnitsResponse>;
export type SurveyUnit = z.infer<typeof surveyUnitResponse>;

/** The checklist's fields are not among the state module's keys; they are this screen's own. */
export const TRAILER_READINESS_FIELDS_KEY = 'trailer_readiness_fields';

/** Lookups older than this are fetched again when there is signal; older ones still serve offline. */
const REFERENCE_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** Background refreshes never raise the portal's popups: the screen works on from the device. */
const silent = { headers: { 'x-silent': '1' } };

// ---- plain calls ------------------------------------------------------------------------------

export const fetchAxleDiagram = (surveyId: number, unitId: number) => api.get(`fleet_survey/${surveyId}/axles/${unitId}`, silent).json<AxleDiagram>();
export const fetchSurveyUnits = (surveyId: number) => api.get(`fleet_survey/${surveyId}/units`, silent).json<SurveyUnits>();
export const fetchSurveyUnit = (surveyId: number, unitId: number) => api.get(`fleet_survey/${surveyId}/units/${unitId}`, silent).json<SurveyUnit>();
export const fetchInspectionImages = (inspectionId: number) => api.get(`fleet_survey/get_unit_inspection_images/${inspectionId}`).json<ImageInfo[]>();
export const fetchImageBlob = (storageId: string) => api.get(`fleet_survey/image/${storageId}`).blob();
/** The most get_removed_tires gives per page (contract: page_size max 1000). */
const REMOVED_TIRES_PAGE = 1000;

/** Every removed tire of a survey, all pages. */
export async function fetchAllRemovedTires(surveyId: number): Promise<z.infer<typeof removedTiresResponse>['removed_tires']> {
  const all: z.infer<typeof removedTiresResponse>['removed_tires'] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.post('fleet_survey/get_removed_tires', { json: { survey_id: surveyId, page_number: page, page_size: REMOVED_TIRES_PAGE }, ...silent }).json<z.infer<typeof removedTiresResponse>>();
    all.push(...answer.removed_tires);
    if (answer.removed_tires.length < REMOVED_TIRES_PAGE || all.length >= answer.total_items) return all;
  }
}

export const fetchTrailerReadinessReport = (surveyId: number) => api.get(`survey/get_trailer_readiness_report/${surveyId}`).json<TrailerReadinessReport>();

export const sendEmailReports = (body: { survey_id: number; to: string[]; reports: EmailReport[] }) =>
  api.post('fleet_survey/send_email_reports', { json: body }).json<OperationStatus>();

/** The removed tires of a survey as a PDF or Excel file, named by the server. */
export function downloadRemovedTires(surveyId: number, format: ExportFormat): Promise<DownloadedFile> {
  return postForFile(`fleet_survey/get_removed_tires_${format}`, { survey_id: surveyId }, `removed-tires-${surveyId}.${format === 'pdf' ? 'pdf' : 'xlsx'}`);
}

// ---- reads kept for offline use ---------------------------------------------------------------

/**
 * maxAgeMs: how long a copy serves without asking again (default REFERENCE_MAX_AGE_MS). The tire
 * selects and the location's specs are changed in the office (product and spec management) and
 * are asked for again at every refresh with signal, so a new product line or spec shows at once.
 */
const LOOKUPS: { key: (locationId: number) => string; fetch: (locationId: number) => Promise<unknown>; maxAgeMs?: number }[] = [
  { key: () => referenceKeys.editTireSelects, fetch: () => api.post('fleet_survey/get_edit_tire_selects', { json: {}, ...silent }).json(), maxAgeMs: 0 },
  { key: () => referenceKeys.wearConditions, fetch: () => api.get('fleet_survey/get_wear_conditions', silent).json() },
  { key: () => referenceKeys.removalReasons, fetch: () => api.get('fleet_survey/get_removal_reasons', silent).json() },
  { key: (id) => referenceKeys.treadDepthSpec(id), fetch: (id) => api.post('fleet_survey/get_tread_depth_spec', { json: { location_id: id }, ...silent }).json(), maxAgeMs: 0 },
  { key: () => TRAILER_READINESS_FIELDS_KEY, fetch: () => api.get('fleet_survey/get_trailer_readiness_fields', silent).json() },
];

/**
 * Brings the inspection's lookups onto the device when they are missing or stale: the location
 * download usually did it already, and a failed lookup keeps the older copy.
 */
export async function refreshInspectionLookups(db: FleetSurveyDb, locationId: number, now = Date.now()): Promise<number> {
  let fetched = 0;
  for (const lookup of LOOKUPS) {
    const key = lookup.key(locationId);
    const cached = await getReference(db, key);
    if (cached && now - cached.fetchedAt < (lookup.maxAgeMs ?? REFERENCE_MAX_AGE_MS)) continue;
    try {
      await putReference(db, key, await lookup.fetch(locationId));
      fetched += 1;
    } catch {
      // The screen says when a lookup was never downloaded; a stale one still works.
    }
  }
  return fetched;
}

function toServerPositions(diagram: AxleDiagram): ServerPosition[] {
  return diagram.axles.flatMap((axle) =>
    (['left', 'right'] as const).flatMap((side) =>
      axle[side].positions.map((position) => ({
        axle_number: axle.axle_number,
        side,
        place: position.place,
        reading: position.reading
          ? {
              id: position.reading.id,
              version: position.reading.version,
              pressure_psi: position.reading.pressure_psi,
              tread_depth_mm: position.reading.tread_depth_mm,
              wear_condition_ids: position.reading.wear_condition_ids,
            }
          : null,
        tire: position.tire
          ? {
              id: position.tire.id,
              version: position.tire.version,
              brand_id: position.tire.brand_id,
              product_line_id: position.tire.product_line_id,
              tire_size_id: position.tire.tire_size_id,
              valve_type_id: position.tire.valve_type_id,
              is_retread: position.tire.is_retread,
              retread_brand_id: position.tire.retread_brand_id,
              retread_product_line_id: position.tire.retread_product_line_id,
              previous_caps: position.tire.previous_caps,
              dot_week: position.tire.dot_week,
              dot_year: position.tire.dot_year,
              dot_code: position.tire.dot_code ?? null,
              serial_number: position.tire.serial_number,
            }
          : null,
      })),
    ),
  );
}

export interface DiagramTarget {
  surveyLocalId: string;
  unitLocalId: string;
  surveyServerId: number;
  unitServerId: number;
}

/**
 * Downloads a unit's axle diagram and keeps it for the yard: the inspection, each position's
 * reading and mounted tire (with ids and versions for later edits), and the configuration when
 * the device has none. Unsent local changes are kept by the data layer.
 */
export async function cacheAxleDiagram(db: FleetSurveyDb, target: DiagramTarget): Promise<{ diagram: AxleDiagram; inspection: UnitInspectionRecord | null }> {
  const diagram = await fetchAxleDiagram(target.surveyServerId, target.unitServerId);
  const configuration = diagram.axle_configuration;
  if (configuration && diagram.axles.length > 0 && !(await getAxleConfiguration(db, configuration.id))) {
    await cacheAxleConfigurations(db, [
      {
        ...configuration,
        axles: diagram.axles.map((axle) => ({ axle_number: axle.axle_number, tire_count: axle.tire_count, position_class: axle.position_class, is_lift: axle.is_lift })),
      },
    ]);
  }
  if (!diagram.unit_inspection) return { diagram, inspection: null };
  const { id, version, mileage, hours, comments } = diagram.unit_inspection;
  const inspection = await cacheServerInspection(
    db,
    { surveyLocalId: target.surveyLocalId, unitLocalId: target.unitLocalId },
    { unit_inspection_id: id, version, mileage, hours, comments },
  );
  await cacheServerPositions(db, inspection.localId, toServerPositions(diagram));
  return { diagram, inspection };
}

/** Units in flight at once while a survey is brought onto the device. */
const SURVEY_CONCURRENCY = 3;

/**
 * Brings an open survey's units onto the device before the yard: each unit (when the location
 * download missed it), its inspection and its axle diagram with every reading, then the
 * survey's removed tires (made here or on another device). Returns how many units were cached.
 */
export async function cacheSurveyFromServer(db: FleetSurveyDb, survey: { localId: string; serverId: number; locationId: number }): Promise<number> {
  await refreshInspectionLookups(db, survey.locationId);
  const { units } = await fetchSurveyUnits(survey.serverId);
  let next = 0;
  let cached = 0;
  const worker = async () => {
    while (next < units.length) {
      const row = units[next++]!;
      let unit = await findRecordByParam<UnitRecord>(db, 'unit', String(row.unit_id));
      if (!unit) {
        const detail = await fetchSurveyUnit(survey.serverId, row.unit_id);
        [unit] = await cacheServerUnits(db, survey.locationId, [detail.unit]);
      }
      if (!unit) continue;
      await cacheAxleDiagram(db, { surveyLocalId: survey.localId, unitLocalId: unit.localId, surveyServerId: survey.serverId, unitServerId: row.unit_id });
      cached += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(SURVEY_CONCURRENCY, units.length) }, worker));
  // After the units and inspections, so each removal finds its unit, inspection and position.
  await cacheServerRemovedTires(db, survey.localId, await fetchAllRemovedTires(survey.serverId));
  return cached;
}

/**
 * A survey the device has never seen, opened by its server id (a link from a report, or a
 * location not downloaded yet): its location comes from one of its units, then the survey row
 * and the location are cached so every screen can read them offline. Null when the survey has
 * no unit to learn the location from.
 */
export async function cacheSurveyById(db: FleetSurveyDb, surveyId: number): Promise<SurveyRecord | null> {
  const { units } = await fetchSurveyUnits(surveyId);
  if (units.length === 0) return null;
  const { unit } = await fetchSurveyUnit(surveyId, units[0]!.unit_id);
  const [rows, location] = await Promise.all([fetchAllSurveys(unit.location_id), fetchLocation(unit.location_id)]);
  const row = rows.find((r) => r.id === surveyId);
  if (!row) return null;
  await cacheLocations(db, [location]);
  const [survey] = await cacheServerSurveys(db, unit.location_id, [row]);
  return survey ?? null;
}

// ---- query hooks ------------------------------------------------------------------------------

export const inspectionKeys = {
  images: (inspectionId: number | null) => ['fleet-survey', 'inspection-images', inspectionId] as const,
  image: (storageId: string | null) => ['fleet-survey', 'image', storageId] as const,
  readinessReport: (surveyId: number | null) => ['fleet-survey', 'trailer-readiness-report', surveyId] as const,
  surveyUnits: (surveyId: number | null) => ['fleet-survey', 'survey-units', surveyId] as const,
};

export function useInspectionImages(inspectionId: number | null, enabled = true) {
  return useQuery({
    queryKey: inspectionKeys.images(inspectionId),
    queryFn: () => fetchInspectionImages(inspectionId!),
    enabled: enabled && inspectionId !== null,
  });
}

/** A server photo's bytes; a storage id never names other bytes, so they are kept for the session. */
export function useImageBlob(storageId: string | null, enabled = true) {
  return useQuery({
    queryKey: inspectionKeys.image(storageId),
    queryFn: () => fetchImageBlob(storageId!),
    enabled: enabled && storageId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60 * 1000,
  });
}

export function useTrailerReadinessReport(surveyId: number | null, enabled = true) {
  return useQuery({
    queryKey: inspectionKeys.readinessReport(surveyId),
    queryFn: () => fetchTrailerReadinessReport(surveyId!),
    enabled: enabled && surveyId !== null,
  });
}

export function useSendEmailReports() {
  return useMutation({ mutationFn: sendEmailReports });
}
