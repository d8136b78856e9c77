import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { UnitInspectionRecord, UnitRecord } from '../../data';
import { AxleDiagram } from '../axle-diagram/axle-diagram';
import { advanceAfterSave, firstUnread, nextPosition, previousPosition } from '../axle-diagram/walking-order';
import { specFor } from '../axle-diagram/levels';
import { FieldPage } from '../shared/field-page';
import { LoadingState, Note } from '../shared/states';
import { QuickPhoto } from '../images/quick-photo';
import { isTrailerUnit } from '../trailer-readiness/readiness-rules';
import { CouplingBar, useCoupling } from './coupled-walk';
import { DiagramLegend } from './diagram-legend';
import { EntryPacer } from './entry-pacer';
import { inspectionModel, latestRemoval } from './inspection-model';
import { MissingSurvey, MissingUnit } from './missing-survey';
import { PositionExtras } from './position-extras';
import { TireEditor } from './tire-editor';
import { useUnitRefresh } from './use-server-refresh';
import { useInspectionLookups, useRemovedTires, useSurveyContext, useSurveyUnitByNumber, useTireReadings, useUnitFacts, useUserUnits, type SurveyContext } from '../shared/use-survey-data';
import '../shared/inspection.css';
import './inspect.css';

/** /fleet-survey/$surveyId/inspect-{unitNumber}: the axle diagram and the reading editor. */
export function InspectScreen({ surveyParam, unitNumber }: { surveyParam: string; unitNumber: string }) {
  const { t } = useLingui();
  return (
    <FieldPage title={t`Tire inspection · unit ${unitNumber}`}>
      <InspectLoader surveyParam={surveyParam} unitNumber={unitNumber} />
    </FieldPage>
  );
}

function InspectLoader({ surveyParam, unitNumber }: { surveyParam: string; unitNumber: string }) {
  const context = useSurveyContext(surveyParam);
  const found = useSurveyUnitByNumber(context?.survey.localId ?? null, unitNumber);
  // One pacer for the whole walk, so a gauge's Enter just after the hop to a coupled trailer is never taken twice.
  const [pacer] = useState(() => new EntryPacer());
  if (context === undefined || found === undefined) return <LoadingState />;
  if (context === null) return <MissingSurvey surveyParam={surveyParam} />;
  if (found === null) return <MissingUnit survey={context.survey} />;
  return <Inspection key={found.unit.localId} context={context} unit={found.unit} inspection={found.inspection} pacer={pacer} />;
}

function Inspection({ context, unit, inspection, pacer }: { context: SurveyContext; unit: UnitRecord; inspection: UnitInspectionRecord; pacer: EntryPacer }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const coupling = useCoupling(context.survey.localId, unit.localId);
  const { units, locale } = useUserUnits();
  const facts = useUnitFacts(unit);
  const readings = useTireReadings(inspection.localId);
  const removed = useRemovedTires(context.survey.localId);
  const lookups = useInspectionLookups(context.survey.locationId);
  const refresh = useUnitRefresh(context.survey, unit);
  const ready = facts !== undefined && readings !== undefined;
  const model = useMemo(
    () =>
      inspectionModel(facts?.axles?.axles ?? null, readings ?? [], lookups.specs, units, locale, lookups.ageRule),
    [facts, readings, lookups.specs, units, locale, lookups.ageRule],
  );
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [allRead, setAllRead] = useState(false);

  // Start where the work is: the first position without a reading. Fixed once chosen, so a
  // background refresh never moves the technician away from the wheel in hand.
  if (ready && selectedKey === null && model.order.length > 0) {
    setSelectedKey((firstUnread(model.order, model.readKeys) ?? model.order[0]!).key);
  }

  if (!ready) return <LoadingState>{t`Loading the unit…`}</LoadingState>;
  const wheel = model.order.find((w) => w.key === selectedKey) ?? null;
  const reading = wheel ? (model.readings.get(wheel.key) ?? null) : null;
  const unitNumber = String(unit.data.unit_number);
  const readCount = model.readKeys.size;
  const total = model.order.length;
  const spec = wheel ? specFor(lookups.specs, wheel.position_class, reading?.data.tire_size_id) : null;
  const before = wheel ? previousPosition(model.order, wheel.key) : null;
  const beforeStatus = before ? model.wheels.get(before.key)?.status : undefined;
  // Pulling a coupled trailer, the walk runs on from this unit's last position to the trailer's first.
  const trailer = coupling && coupling.tractor.localId === unit.localId ? coupling.trailer : null;
  const isTrailer = isTrailerUnit(unit.data, facts?.typeName, facts?.axles?.code);

  return (
    <div className="fsi-inspect-page" data-refreshing={refresh.refreshing ? '' : undefined}>
      <div className="fsi-inspect-bar">
        <Link
          className="button button-secondary"
          to="/fleet-survey/$surveyId/overview/$unitId"
          params={{ surveyId: context.urlId, unitId: unit.serverId === null ? unit.localId : String(unit.serverId) }}
        >
          {t`← Survey`}
        </Link>
        <span className="fsi-inspect-progress" role="status">
          {t`${readCount} of ${total} positions read`}
        </span>
        {facts?.axles?.name && <span className="fs-muted">{facts.axles.name}</span>}
      </div>
      <CouplingBar context={context} unit={unit} coupling={coupling ?? null} isTrailer={isTrailer} />
      {context.readOnly && <Note>{t`This survey is finished and can only be looked at.`}</Note>}
      {refresh.failed && <Note tone="warning">{t`The server could not be reached; showing what is on this device.`}</Note>}
      {model.guessed && (
        <Note tone="warning">
          {model.order.length === 0
            ? t`This unit's axle configuration is not on this device. Open the survey once with signal, or set the configuration on the unit.`
            : t`The axle configuration is not on this device; only positions already read are shown.`}
        </Note>
      )}
      {allRead && <Note>{t`Every position has a reading. Check the colours, then go back to the survey.`}</Note>}
      <div className="fsi-inspect-layout">
        <div className="fsi-inspect-diagram">
          <AxleDiagram
            axles={model.axles}
            wheels={model.wheels}
            selectedKey={selectedKey}
            unitNumber={unitNumber}
            onSelect={(w) => {
              setAllRead(false);
              setSelectedKey(w.key);
            }}
          />
          <DiagramLegend />
        </div>
        {wheel && (
          <div className="fsi-inspect-editor">
            <TireEditor
              key={`${inspection.localId}:${wheel.key}`}
              wheel={wheel}
              reading={reading}
              inspection={inspection}
              lookups={lookups}
              units={units}
              readOnly={context.readOnly}
              hasNext={nextPosition(model.order, wheel.key) !== null || trailer !== null}
              unitNumber={unitNumber}
              quickPhoto={reading && !context.readOnly ? <QuickPhoto inspectionLocalId={inspection.localId} tireLocalId={reading.localId} /> : null}
              pacer={pacer}
              targetPressure={spec ? units.pressure.format(spec.target_pressure_psi, locale) : null}
              previous={before ? { label: before.label, pressureText: beforeStatus?.pressureText ?? '', treadText: beforeStatus?.treadText ?? '' } : null}
              onNext={() => {
                const next = nextPosition(model.order, wheel.key);
                if (!next && trailer) return void navigate({ to: '/fleet-survey/$surveyId/inspect-{$unitNumber}', params: { surveyId: context.urlId, unitNumber: String(trailer.data.unit_number) } });
                setSelectedKey(next?.key ?? wheel.key);
              }}
              onSaved={(saved) => {
                const next = advanceAfterSave(model.order, saved.key, new Set([...model.readKeys, saved.key]));
                if (next) return setSelectedKey(next.key);
                if (trailer) return void navigate({ to: '/fleet-survey/$surveyId/inspect-{$unitNumber}', params: { surveyId: context.urlId, unitNumber: String(trailer.data.unit_number) } });
                setAllRead(true);
              }}
            >
              <PositionExtras
                reading={reading}
                inspection={inspection}
                removal={latestRemoval(removed ?? [], reading?.localId ?? null)}
                lookups={lookups}
                units={units}
                readOnly={context.readOnly}
                surveyUrlId={context.urlId}
              />
            </TireEditor>
          </div>
        )}
      </div>
    </div>
  );
}
