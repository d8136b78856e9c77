import { useQuery } from '@tanstack/react-query';
import type { SurveyRecord, UnitRecord } from '../../data';
import { useFieldDb, useOnline } from '../../state';
import { cacheAxleDiagram, cacheSurveyFromServer, refreshInspectionLookups } from '../../api/inspection';

const serverIdOf = (record: { serverId: number | string | null } | null | undefined): number | null =>
  record?.serverId === null || record?.serverId === undefined ? null : Number(record.serverId);

export interface RefreshState {
  /** Reading the server now; the screen keeps showing what the device has. */
  refreshing: boolean;
  failed: boolean;
  /** When the device last got the server's copy in this session; 0 when not yet. */
  refreshedAt: number;
}

/**
 * With signal, brings the survey's units, inspections and readings onto the device so the
 * technician can walk out of coverage. Screens read the device only; this merely fills it.
 */
export function useSurveyRefresh(survey: SurveyRecord | null): RefreshState {
  const db = useFieldDb();
  const online = useOnline();
  const serverId = serverIdOf(survey);
  const query = useQuery({
    queryKey: ['fleet-survey', 'survey-refresh', survey?.localId ?? null, serverId],
    queryFn: () => cacheSurveyFromServer(db!, { localId: survey!.localId, serverId: serverId!, locationId: survey!.locationId }),
    enabled: Boolean(db && online && survey && serverId !== null),
    staleTime: 60_000,
  });
  return { refreshing: query.isFetching, failed: query.isError, refreshedAt: query.dataUpdatedAt };
}

/** The inspection screen's own refresh of one unit's diagram and the lookups it uses. */
export function useUnitRefresh(survey: SurveyRecord | null, unit: UnitRecord | null): RefreshState {
  const db = useFieldDb();
  const online = useOnline();
  const surveyServerId = serverIdOf(survey);
  const unitServerId = serverIdOf(unit);
  const query = useQuery({
    queryKey: ['fleet-survey', 'unit-refresh', survey?.localId ?? null, unit?.localId ?? null, surveyServerId, unitServerId],
    queryFn: async () => {
      await refreshInspectionLookups(db!, survey!.locationId);
      if (surveyServerId === null || unitServerId === null) return null;
      const { inspection } = await cacheAxleDiagram(db!, { surveyLocalId: survey!.localId, unitLocalId: unit!.localId, surveyServerId, unitServerId });
      return inspection?.localId ?? null;
    },
    enabled: Boolean(db && online && survey && unit),
    staleTime: 30_000,
  });
  return { refreshing: query.isFetching, failed: query.isError, refreshedAt: query.dataUpdatedAt };
}
