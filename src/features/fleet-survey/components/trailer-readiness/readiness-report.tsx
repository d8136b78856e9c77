import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { OfflineNotice } from '../../../../components/online-only';
import { Button } from '../../../../components/ui/button';
import { useReadinessFieldName } from '../../../../lib/readiness-field-names';
import { useTrailerReadinessReport } from '../../api/inspection';
import { useLocalSurvey, useOnline } from '../../state';
import { toReadinessValue } from './readiness-rules';
import '../shared/inspection.css';
import './trailer-readiness.css';

/** The report of spec 3 §3 "Trailer readiness" for one survey: an online view, print friendly. */
export function ReadinessReport({ surveyParam }: { surveyParam: string }) {
  const { t } = useLingui();
  const fieldName = useReadinessFieldName();
  const online = useOnline();
  const local = useLocalSurvey(surveyParam);
  const surveyId = /^\d+$/.test(surveyParam) ? Number(surveyParam) : local?.serverId != null ? Number(local.serverId) : null;
  const report = useTrailerReadinessReport(surveyId, online);
  const model = report.data?.model;

  if (surveyId === null) {
    return <p className="panel">{local === undefined ? t`Loading…` : t`This survey has not reached the server yet; its report appears once it is sent.`}</p>;
  }
  if (!online && !model) {
    return (
      <div className="fsi-needs-connection">
        <OfflineNotice title={t`This report needs a connection`}>{t`Reports are made by the server and are not kept on the device.`}</OfflineNotice>
      </div>
    );
  }
  if (report.isError) {
    return (
      <div className="panel" role="alert">
        <p>{t`The report could not be loaded.`}</p>
        <Button variant="secondary" onPress={() => void report.refetch()}>
          {t`Try again`}
        </Button>
      </div>
    );
  }
  if (!model) return <p role="status">{t`Loading the report…`}</p>;

  const valueText = (value: string) => {
    const known = toReadinessValue(value);
    return known === 'pass' ? t`Pass` : known === 'fail' ? t`Fail` : known === 'n/a' ? t`N/A` : value;
  };

  return (
    <div className="fsi-readiness-report">
      <div className="fsi-report-heading">
        <div>
          <p className="fsi-report-account">{model.account_name}</p>
          <p>{model.account_address}</p>
          <p>{model.survey_to_display}</p>
          <p className="fsi-report-stamp">{t`Updated ${model.survey_update_time_stamp}`}</p>
        </div>
        <div className="fsi-report-tools fsi-no-print">
          <Button variant="secondary" onPress={() => window.print()}>
            {t`Print`}
          </Button>
          <Link className="button button-secondary" to="/fleet-survey/$surveyId/overview" params={{ surveyId: surveyParam }}>
            {t`Survey overview`}
          </Link>
        </div>
      </div>
      <ul className="fsi-report-tiles">
        <li className="fsi-report-tile">
          <span className="fsi-report-tile-number">{model.trailers_count}</span>
          <span>{t`Trailers checked`}</span>
        </li>
        <li className="fsi-report-tile" data-tone="pass">
          <span className="fsi-report-tile-number">{model.trailers_passed}</span>
          <span>{t`Passed`}</span>
        </li>
        <li className="fsi-report-tile" data-tone="fail">
          <span className="fsi-report-tile-number">{model.trailers_failed}</span>
          <span>{t`Failed`}</span>
        </li>
      </ul>
      {model.units.length === 0 ? (
        <p className="fsi-empty-note">{t`No trailer has a checklist in this survey.`}</p>
      ) : (
        <div className="fsi-report-cards">
          {model.units.map((unit) => (
            <article key={unit.unit_number} className="fsi-report-card" data-passed={unit.passed ? '' : undefined}>
              <h2 className="fsi-report-card-title">
                {t`Unit ${unit.unit_number}`}
                <span className="fsi-readiness-verdict" data-passed={unit.passed ? '' : undefined}>
                  <span aria-hidden="true">{unit.passed ? '✓' : '✕'}</span> {unit.passed ? t`Passed` : t`Failed`}
                </span>
              </h2>
              <table className="fsi-report-table">
                <thead>
                  <tr>
                    <th scope="col">{t`Check`}</th>
                    <th scope="col">{t`Result`}</th>
                    <th scope="col">{t`Notes`}</th>
                  </tr>
                </thead>
                <tbody>
                  {unit.fields.map((field) => (
                    <tr key={field.name} data-value={toReadinessValue(field.selected_value) ?? 'other'}>
                      <th scope="row">{fieldName(field.name)}</th>
                      <td>{valueText(field.selected_value)}</td>
                      <td>{field.notes ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </article>
          ))}
        </div>
      )}
    </div>
  );
}
