import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useReferenceName } from '../../../../lib/reference-names';
import { useLocalUnit, urlIdOf } from '../../state';
import { PhotoStrip } from '../images/photo-strip';
import { RemovedTiresList } from '../removed-tires/removed-tires-list';
import { ReadinessChecklist } from '../trailer-readiness/readiness-checklist';
import { isTrailerUnit } from '../trailer-readiness/readiness-rules';
import { LoadingState } from '../shared/states';
import { NotOnDevice } from './not-on-device';
import { UnitInspectionForm } from './unit-inspection-form';
import { useInspectionOf, useSurveyContext, useUnitFacts } from '../shared/use-survey-data';
import './overview.css';

/** The unit overview beside the survey (below it on a portrait tablet): details, photos, checklist, removals. */
export function UnitSidebar({ surveyParam, unitParam }: { surveyParam: string; unitParam: string }) {
  const { t } = useLingui();
  const name = useReferenceName();
  const context = useSurveyContext(surveyParam);
  const unit = useLocalUnit(unitParam);
  const inspection = useInspectionOf(context?.survey.localId ?? null, unit?.localId ?? null);
  const facts = useUnitFacts(unit ?? null);
  const ref = useRef<HTMLElement>(null);

  // On a narrow screen the sidebar sits above the list: bring it into view when a unit is picked.
  useEffect(() => {
    if (window.matchMedia('(max-width: 1099.98px)').matches) ref.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [unitParam]);

  const loading = context === undefined || unit === undefined || inspection === undefined;
  const unitNumber = unit ? String(unit.data.unit_number) : '';
  const surveyUrlId = context?.urlId ?? surveyParam;
  return (
    <aside ref={ref} className="fsi-unit-sidebar panel" aria-label={t`Unit overview`}>
      <div className="fsi-unit-sidebar-head">
        <h2 className="panel-title">{unit ? t`Unit ${unitNumber}` : t`Unit`}</h2>
        <Link className="button button-secondary" to="/fleet-survey/$surveyId/overview" params={{ surveyId: surveyUrlId }} aria-label={t`Close unit overview`}>
          ✕
        </Link>
      </div>
      {loading ? (
        <LoadingState />
      ) : !context || !unit || !inspection ? (
        <NotOnDevice what="unit" />
      ) : (
        <>
          <dl className="fsi-unit-facts">
            <div>
              <dt>{t`Type`}</dt>
              <dd>{facts?.typeName ? name(facts.typeName) : '—'}</dd>
            </div>
            <div>
              <dt>{t`Axles`}</dt>
              <dd>{name(facts?.axles?.name ?? (typeof unit.data.axle_configuration === 'string' ? unit.data.axle_configuration : '—'))}</dd>
            </div>
            <div>
              <dt>{t`VIN`}</dt>
              <dd>{unit.data.vin || '—'}</dd>
            </div>
            <div>
              <dt>{t`Plate`}</dt>
              <dd>{[unit.data.license_plate, unit.data.license_plate_state].filter(Boolean).join(' ') || '—'}</dd>
            </div>
            <div>
              <dt>{t`Make and model`}</dt>
              <dd>{[unit.data.manufacturer, unit.data.model, unit.data.year].filter(Boolean).join(' ') || '—'}</dd>
            </div>
          </dl>
          <Link className="button button-primary fsi-button-block" to="/fleet-survey/$surveyId/inspect-{$unitNumber}" params={{ surveyId: surveyUrlId, unitNumber }}>
            {context.readOnly ? t`View tires` : t`Inspect tires`}
          </Link>
          <UnitInspectionForm inspection={inspection} readOnly={context.readOnly} />
          <PhotoStrip inspectionLocalId={inspection.localId} tireLocalId={null} readOnly={context.readOnly} title={t`Unit photos`} />
          <Link className="fsi-text-link" to="/reports/surveys/$surveyId/unit/$unitId/images" params={{ surveyId: surveyUrlId, unitId: urlIdOf(unit) }}>
            {t`All photos of this unit`}
          </Link>
          {isTrailerUnit(unit.data, facts?.typeName, facts?.axles?.code) && (
            <ReadinessChecklist
              surveyLocalId={context.survey.localId}
              unitLocalId={unit.localId}
              surveyServerId={context.serverId}
              unitNumber={unitNumber}
              readOnly={context.readOnly}
            />
          )}
          <RemovedTiresList
            surveyLocalId={context.survey.localId}
            surveyServerId={context.serverId}
            locationId={context.survey.locationId}
            unitLocalId={unit.localId}
            readOnly={context.readOnly}
            headingLevel={3}
          />
        </>
      )}
    </aside>
  );
}
