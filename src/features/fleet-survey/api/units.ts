import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  createUnitOptionsResponse,
  ImportUnitsResponse,
  unitConfigurationsResponse,
  UnitDetail,
  UnitRow,
  UnitSelectsResponse,
  unitsResponse,
} from '../../../../contract/fleet-survey/units';
import { api } from '../../../lib/api-client';
import type { FleetSurveyDb } from '../data/db';
import { cacheServerUnits } from '../data/server-cache';
import type { AxleConfigurationRecord } from '../data/types';
import { referenceKeys, useAxleConfigurations, useFieldDb, useOnline, useReferenceValue } from '../state';
import { toOperationStatusError } from './locations';

export type { ImportUnitsResponse, UnitDetail, UnitRow, UnitSelectsResponse };
export type UnitsResponse = z.infer<typeof unitsResponse>;
export type ServerUnitConfiguration = z.infer<typeof unitConfigurationsResponse>['configurations'][number];
export type CreateUnitOptions = z.infer<typeof createUnitOptionsResponse>;
export type CopyOption = NonNullable<CreateUnitOptions['tractor']>;

/** Unit lists show 20 rows (spec 1 §9). */
export const UNITS_PAGE_SIZE = 20;
/** The largest page the server serves; a location's whole unit list is read in such pages. */
const BULK_PAGE_SIZE = 1000;

export interface UnitsQuery {
  locationId: number;
  keyword: string;
  type: number | null;
  page: number;
}

const unitsBody = (query: UnitsQuery) => ({ location_id: query.locationId, type: query.type, key_word: query.keyword.trim(), page_number: query.page, page_size: UNITS_PAGE_SIZE });

export function fetchUnitsPage(query: UnitsQuery, signal?: AbortSignal): Promise<UnitsResponse> {
  return api.post('fleet_survey/get_units', { json: unitsBody(query), signal }).json<UnitsResponse>();
}

/** Every unit of a location, page after page. */
export async function fetchAllUnits(locationId: number, signal?: AbortSignal): Promise<UnitRow[]> {
  const rows: UnitRow[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api
      .post('fleet_survey/get_units', { json: { location_id: locationId, page_number: page, page_size: BULK_PAGE_SIZE }, signal })
      .json<UnitsResponse>();
    rows.push(...answer.units);
    if (answer.units.length < BULK_PAGE_SIZE || rows.length >= answer.total_items) return rows;
  }
}

export function fetchUnitDetail(id: number, signal?: AbortSignal): Promise<UnitDetail> {
  return api.get(`fleet_survey/get_unit/${id}`, { signal }).json<{ unit: UnitDetail }>().then((r) => r.unit);
}

export function fetchUnitSelects(signal?: AbortSignal): Promise<UnitSelectsResponse> {
  return api.get('fleet_survey/get_unit_selects', { signal }).json<UnitSelectsResponse>();
}

export function fetchUnitConfigurations(unitTypeId: number, signal?: AbortSignal): Promise<ServerUnitConfiguration[]> {
  return api
    .get(`fleet_survey/get_unit_configurations/${unitTypeId}`, { signal })
    .json<{ configurations: ServerUnitConfiguration[] }>()
    .then((r) => r.configurations);
}

export function useServerUnits(query: UnitsQuery, enabled: boolean) {
  return useQuery({ queryKey: ['fleet-survey', 'units', query], queryFn: ({ signal }) => fetchUnitsPage(query, signal), enabled, placeholderData: keepPreviousData });
}

/** A unit's full record, for the edit form when the device only has its list row. */
export function useUnitDetail(serverId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['fleet-survey', 'unit', serverId],
    queryFn: ({ signal }) => fetchUnitDetail(serverId!, signal),
    enabled: enabled && serverId !== null,
    staleTime: 0,
  });
}

/**
 * get_create_unit_options: whether the number is taken at the location (and in the survey),
 * and the newest unit of each kind to copy from.
 */
export function useCreateUnitOptions(input: { locationId: number; surveyServerId: number | null; unitNumber: string }, enabled: boolean) {
  const unitNumber = input.unitNumber.trim();
  return useQuery({
    queryKey: ['fleet-survey', 'create-unit-options', input.locationId, input.surveyServerId, unitNumber],
    queryFn: ({ signal }) =>
      api
        .post('fleet_survey/get_create_unit_options', {
          json: { location_id: input.locationId, survey_id: input.surveyServerId, unit_number: unitNumber },
          signal,
          // A failed check is not worth a popup: the local check and the server's save still hold.
          headers: { 'x-silent': '1' },
        })
        .json<CreateUnitOptions>(),
    enabled: enabled && unitNumber.length > 0,
    staleTime: 30_000,
  });
}

/** import_units: multipart location_id + file (CSV or XLSX); online only. */
export function useImportUnits() {
  return useMutation({
    mutationFn: async ({ locationId, file }: { locationId: number; file: File }) => {
      const form = new FormData();
      form.append('location_id', String(locationId));
      form.append('file', file, file.name);
      try {
        return await api
          .post('fleet_survey/import_units', { body: form, timeout: 5 * 60_000, headers: { 'Idempotency-Key': crypto.randomUUID(), 'x-silent': '1' } })
          .json<ImportUnitsResponse>();
      } catch (error) {
        throw await toOperationStatusError(error);
      }
    },
  });
}

/** A file the server generates (PDF, Excel): its bytes and the name it suggests. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/** POSTs for a generated file (get_units_pdf, get_surveys_excel, ...). */
export async function postForFile(path: string, body: unknown, fallbackName: string): Promise<DownloadedFile> {
  const response = await api.post(path, { json: body, timeout: 5 * 60_000 });
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName) };
}

export type ExportFormat = 'pdf' | 'excel';

export function downloadUnits(query: Omit<UnitsQuery, 'page'>, format: ExportFormat): Promise<DownloadedFile> {
  const body = { location_id: query.locationId, type: query.type, key_word: query.keyword.trim() };
  return postForFile(`fleet_survey/get_units_${format}`, body, `units.${format === 'pdf' ? 'pdf' : 'xlsx'}`);
}

/** The create-unit selects: the offline copy, or the server's when nothing is cached yet. */
export function useUnitSelects(): { data: UnitSelectsResponse | null; loading: boolean; failed: boolean } {
  const online = useOnline();
  const cached = useReferenceValue<UnitSelectsResponse>(referenceKeys.unitSelects);
  const server = useQuery({ queryKey: ['fleet-survey', 'unit-selects'], queryFn: ({ signal }) => fetchUnitSelects(signal), enabled: online && cached === null, staleTime: 10 * 60_000 });
  const data = cached ?? server.data ?? null;
  return { data, loading: cached === undefined || (data === null && online && server.isPending), failed: data === null && (!online || server.isError) };
}

/** A unit type's axle configurations: the offline copy, or the server's when nothing is cached. */
export function useUnitConfigurations(unitTypeId: number | null): { data: Omit<AxleConfigurationRecord, 'fetchedAt'>[] | null; loading: boolean } {
  const online = useOnline();
  const cached = useAxleConfigurations(unitTypeId);
  const missing = cached !== undefined && cached.length === 0 && unitTypeId !== null;
  const server = useQuery({
    queryKey: ['fleet-survey', 'unit-configurations', unitTypeId],
    queryFn: async ({ signal }) => (await fetchUnitConfigurations(unitTypeId!, signal)).map((c) => toConfigurationRecord(c, unitTypeId!)),
    enabled: online && missing,
    staleTime: 10 * 60_000,
  });
  if (cached === undefined) return { data: null, loading: true };
  if (!missing) return { data: cached, loading: false };
  return { data: server.data ?? (online ? null : []), loading: online && server.isPending };
}

/** The server's configuration in the shape of the local axle_configurations table. */
export function toConfigurationRecord(configuration: ServerUnitConfiguration, unitTypeId: number): Omit<AxleConfigurationRecord, 'fetchedAt'> {
  return {
    id: configuration.value,
    code: configuration.code,
    name: configuration.text,
    unit_type_id: unitTypeId,
    axles: configuration.axles.map((a) => ({
      axle_number: a.axle_number,
      tire_count: a.tire_count,
      position_class: (['steer', 'drive', 'trail'].includes(a.position_class) ? a.position_class : 'unknown') as AxleConfigurationRecord['axles'][number]['position_class'],
      is_lift: a.is_lift,
    })),
  };
}

/** Stores a unit's full server record on the device (its version too, which edits are based on). */
export function cacheUnitDetail(db: FleetSurveyDb, detail: UnitDetail) {
  return cacheServerUnits(db, detail.location_id, [detail]);
}

/**
 * With signal, refreshes the device's copy of a server unit before it is edited, so the edit is
 * based on the server's current version. Unsent local changes are never overwritten.
 */
export function useRefreshUnit(serverId: number | null) {
  const online = useOnline();
  const db = useFieldDb();
  return useQuery({
    queryKey: ['fleet-survey', 'unit-refresh', serverId],
    queryFn: async ({ signal }) => {
      const detail = await fetchUnitDetail(serverId!, signal);
      if (db) await cacheUnitDetail(db, detail);
      return detail;
    },
    enabled: online && db !== null && serverId !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
