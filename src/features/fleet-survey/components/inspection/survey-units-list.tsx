import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { urlIdOf } from '../../state';
import { LoadingState } from '../shared/states';
import type { SurveyUnitRow } from '../shared/survey-queries';

/** The units of the survey: progress, exceptions and whether all of it reached the server. */
export function SurveyUnitsList({
  rows,
  surveyUrlId,
  selectedUnitLocalId,
  readOnly,
}: {
  rows: SurveyUnitRow[] | undefined;
  surveyUrlId: string;
  selectedUnitLocalId: string | null;
  readOnly: boolean;
}) {
  const { t } = useLingui();
  if (rows === undefined) return <LoadingState>{t`Loading the survey's units…`}</LoadingState>;
  if (rows.length === 0) {
    return <p className="fsi-empty-note">{t`No units in this survey yet. Add a new unit, or one the location already has.`}</p>;
  }
  return (
    <ul className="fsi-unit-list">
      {rows.map((row) => {
        const unitId = row.unit ? urlIdOf(row.unit) : row.inspection.unitLocalId;
        const { read, total, exceptions, unitNumber } = row;
        const done = total > 0 && read >= total;
        return (
          <li key={row.inspection.localId} className="fsi-unit-card" data-selected={row.unit?.localId === selectedUnitLocalId ? '' : undefined} data-unit-number={unitNumber}>
            <Link
              className="fsi-unit-card-link"
              to="/fleet-survey/$surveyId/overview/$unitId"
              params={{ surveyId: surveyUrlId, unitId }}
              aria-current={row.unit?.localId === selectedUnitLocalId ? 'true' : undefined}
            >
              <span className="fsi-unit-card-number">{t`Unit ${unitNumber}`}</span>
              <span className="fsi-unit-card-type">{[row.typeName, row.configurationName].filter(Boolean).join(' · ')}</span>
            </Link>
            <div className="fsi-unit-card-progress">
              <progress max={Math.max(total, 1)} value={read} aria-hidden="true" />
              <span>{total > 0 ? t`${read} of ${total} tires read` : t`${read} tires read`}</span>
            </div>
            <div className="fsi-unit-card-marks">
              {exceptions > 0 ? (
                <span className="fs-badge" data-tone="error">
                  <span aria-hidden="true">! </span>
                  {t`${exceptions} exception(s)`}
                </span>
              ) : done ? (
                <span className="fs-badge" data-tone="muted">
                  <span aria-hidden="true">✓ </span>
                  {t`No exceptions`}
                </span>
              ) : null}
              {row.attention ? (
                <span className="fs-badge" data-tone="error">
                  {t`Needs attention`}
                </span>
              ) : row.unsent ? (
                <span className="fs-badge" data-tone="warning">
                  <span aria-hidden="true">↑ </span>
                  {t`Not sent yet`}
                </span>
              ) : null}
            </div>
            <Link className="button button-primary fsi-unit-card-inspect" to="/fleet-survey/$surveyId/inspect-{$unitNumber}" params={{ surveyId: surveyUrlId, unitNumber }}>
              {readOnly ? t`View tires` : t`Inspect tires`}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
