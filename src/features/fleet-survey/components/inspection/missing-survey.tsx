import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { cacheSurveyById } from '../../api/inspection';
import { useFieldDb, useOnline } from '../../state';
import { LoadingState } from '../shared/states';
import { NotOnDevice } from './not-on-device';
import { useSurveyRefresh } from './use-server-refresh';
import type { SurveyRecord } from '../../data';

/**
 * A survey the URL names by server id but the device does not have: with signal it is fetched
 * and kept (the screen then shows it from the device); without, the technician is told where
 * to get it.
 */
export function MissingSurvey({ surveyParam }: { surveyParam: string }) {
  const { t } = useLingui();
  const db = useFieldDb();
  const online = useOnline();
  const id = /^\d+$/.test(surveyParam) ? Number(surveyParam) : null;
  const query = useQuery({
    queryKey: ['fleet-survey', 'survey-bootstrap', id],
    queryFn: () => cacheSurveyById(db!, id!),
    enabled: Boolean(db && online && id !== null),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (query.isFetching) return <LoadingState>{t`Getting this survey from the server…`}</LoadingState>;
  return <NotOnDevice />;
}

/**
 * A unit the survey on this device does not list yet (opened straight from a link): with
 * signal the survey's units are fetched; the live queries then find it.
 */
export function MissingUnit({ survey }: { survey: SurveyRecord }) {
  const { t } = useLingui();
  const refresh = useSurveyRefresh(survey);
  if (refresh.refreshing) return <LoadingState>{t`Getting this survey's units from the server…`}</LoadingState>;
  return <NotOnDevice what="unit" />;
}
