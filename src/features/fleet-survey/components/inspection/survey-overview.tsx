import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { lazyDialog } from '../../../../components/ui/lazy-dialog';
import { FieldPage } from '../shared/field-page';
import { LoadingState, Note } from '../shared/states';
import { RemovedTiresList } from '../removed-tires/removed-tires-list';
import { ScanVinButton } from '../vin-scan/scan-vin-button';
import { HrefLink } from './href-link';
import { MissingSurvey } from './missing-survey';
import { SurveyHeader } from './survey-header';
import { SurveyUnitsList } from './survey-units-list';
import { useSurveyRefresh } from './use-server-refresh';
import { useSurveyContext, useSurveyUnitRows, type SurveyContext } from '../shared/use-survey-data';
import { urlIdOf, useLocalUnit } from '../../state';
import '../shared/inspection.css';
import './overview.css';

// Finishing, e-mailing the reports and adding a unit happen once a survey: their forms load when first opened.
const EmailReportsDialog = lazyDialog(() => import('../finish/email-reports-dialog').then((module) => module.EmailReportsDialog), (props) => props.isOpen);
const FinishDialog = lazyDialog(() => import('../finish/finish-dialog').then((module) => module.FinishDialog), (props) => props.isOpen);
const AddExistingUnitDialog = lazyDialog(() => import('./add-existing-unit-dialog').then((module) => module.AddExistingUnitDialog), (props) => props.isOpen);

/** The survey overview page; `sidebar` is the unit overview of the child route, when one is open. */
export function SurveyOverviewPage({ surveyParam, selectedUnitParam, sidebar }: { surveyParam: string; selectedUnitParam: string | null; sidebar: ReactNode }) {
  const { t } = useLingui();
  return (
    <FieldPage title={t`Survey overview`}>
      <SurveyOverview surveyParam={surveyParam} sidebar={sidebar} selectedUnitParam={selectedUnitParam} />
    </FieldPage>
  );
}

function SurveyOverview({ surveyParam, sidebar, selectedUnitParam }: { surveyParam: string; sidebar: ReactNode; selectedUnitParam: string | null }) {
  const context = useSurveyContext(surveyParam);
  const selected = useLocalUnit(selectedUnitParam ?? '');
  if (context === undefined) return <LoadingState />;
  if (context === null) return <MissingSurvey surveyParam={surveyParam} />;
  return <Overview context={context} sidebar={selectedUnitParam ? sidebar : null} selectedUnitLocalId={selected?.localId ?? null} />;
}

function Overview({ context, sidebar, selectedUnitLocalId }: { context: SurveyContext; sidebar: ReactNode; selectedUnitLocalId: string | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { survey, urlId, serverId, readOnly } = context;
  const rows = useSurveyUnitRows(survey);
  const refresh = useSurveyRefresh(survey);
  const [adding, setAdding] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [emailing, setEmailing] = useState(false);
  const inSurvey = new Set((rows ?? []).map((r) => r.inspection.unitLocalId));

  return (
    <div className="fsi-overview-layout" data-with-sidebar={sidebar ? '' : undefined} data-refreshing={refresh.refreshing ? '' : undefined}>
      <div className="fsi-overview-main">
        <SurveyHeader context={context} />
        {refresh.refreshing && <Note>{t`Getting the latest from the server…`}</Note>}
        {refresh.failed && <Note tone="warning">{t`The server could not be reached; showing what is on this device.`}</Note>}
        {readOnly && <Note>{t`This survey is finished and can only be looked at.`}</Note>}
        <div className="fs-actions fsi-overview-actions">
          {!readOnly && (
            <>
              <HrefLink className="button button-secondary" href={`/locations/${survey.locationId}/units/add?surveyId=${encodeURIComponent(urlId)}`}>
                {t`Add new unit`}
              </HrefLink>
              <Button variant="secondary" onPress={() => setAdding(true)}>
                {t`Add existing unit`}
              </Button>
              <ScanVinButton locationId={survey.locationId} survey={{ localId: survey.localId, urlId, unitLocalIds: inSurvey }} />
              <Button onPress={() => setFinishing(true)}>{t`Finish survey`}</Button>
            </>
          )}
          {readOnly && serverId !== null && (
            <Button variant="secondary" onPress={() => setEmailing(true)}>
              {t`E-mail reports`}
            </Button>
          )}
          {serverId !== null && (
            <Link className="button button-secondary" to="/trailer-readiness-report/$id" params={{ id: String(serverId) }}>
              {t`Trailer readiness report`}
            </Link>
          )}
        </div>
        <section className="fs-section" aria-labelledby="survey-units-title">
          <h2 id="survey-units-title" className="panel-title">
            {t`Units`} <span className="fsi-count-badge">{rows?.length ?? 0}</span>
          </h2>
          <SurveyUnitsList rows={rows} surveyUrlId={urlId} selectedUnitLocalId={selectedUnitLocalId} readOnly={readOnly} />
        </section>
        <RemovedTiresList surveyLocalId={survey.localId} surveyServerId={serverId} locationId={survey.locationId} readOnly={readOnly} />
      </div>
      {sidebar}
      {readOnly && serverId !== null && <EmailReportsDialog surveyServerId={serverId} isOpen={emailing} onClose={() => setEmailing(false)} />}
      {!readOnly && (
        <>
          <AddExistingUnitDialog
            isOpen={adding}
            onClose={() => setAdding(false)}
            surveyLocalId={survey.localId}
            locationId={survey.locationId}
            inSurvey={inSurvey}
            onAdded={(unit) => void navigate({ to: '/fleet-survey/$surveyId/overview/$unitId', params: { surveyId: urlId, unitId: urlIdOf(unit) } })}
          />
          <FinishDialog survey={survey} isOpen={finishing} onClose={() => setFinishing(false)} />
        </>
      )}
    </div>
  );
}
