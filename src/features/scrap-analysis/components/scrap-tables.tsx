import { useLingui } from '@lingui/react/macro';
import { reasonName } from '../../../lib/reason-names';
import { formatDay, type ScrapReport } from '../app-links';

interface ScrapTablesProps {
  report: ScrapReport;
  count: (value: number) => string;
  tread: (mm: number | null) => string;
}

/** Scrapped tires per account, and the surveys they were scrapped at. */
export function ScrapTables({ report, count, tread }: ScrapTablesProps) {
  const { t, i18n } = useLingui();
  const surveys = report.survey_data;
  return (
    <>
      <section className="scrap-section" aria-labelledby="scrap-accounts-title">
        <h3 id="scrap-accounts-title" className="scrap-subtitle">{t`Scrapped tires per account`}</h3>
        <div className="data-table-scroll" tabIndex={0} role="region" aria-labelledby="scrap-accounts-title">
          <table className="scrap-table">
            <thead>
              <tr>
                <th scope="col">{t`Account`}</th>
                <th scope="col">{t`Account number`}</th>
                <th scope="col" className="data-table-numeric">{t`Scrapped tires`}</th>
                <th scope="col" className="data-table-numeric">{t`Retreads`}</th>
                <th scope="col" className="data-table-numeric">{t`With photo`}</th>
                <th scope="col" className="data-table-numeric">{t`Average tread at removal`}</th>
                <th scope="col">{t`Main removal reason`}</th>
              </tr>
            </thead>
            <tbody>
              {report.account_tire_reports.map((row) => (
                <tr key={row.account_id}>
                  <th scope="row">{row.account_name}</th>
                  <td>{row.account_number}</td>
                  <td className="data-table-numeric">{count(row.tires)}</td>
                  <td className="data-table-numeric">{count(row.retreads)}</td>
                  <td className="data-table-numeric">{count(row.with_photo)}</td>
                  <td className="data-table-numeric">{tread(row.average_tread_depth_mm)}</td>
                  <td>{row.top_removal_reason === null ? '—' : reasonName(i18n, row.top_removal_reason)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="scrap-section" aria-labelledby="scrap-surveys-title">
        <h3 id="scrap-surveys-title" className="scrap-subtitle">
          {surveys.total_items > surveys.surveys.length
            ? t`Surveys (the newest ${surveys.surveys.length} of ${surveys.total_items})`
            : t`Surveys`}
        </h3>
        {surveys.surveys.length === 0 ? (
          <p className="scrap-hint">{t`These tires were scrapped outside any survey.`}</p>
        ) : (
          <div className="data-table-scroll" tabIndex={0} role="region" aria-labelledby="scrap-surveys-title">
            <table className="scrap-table">
              <thead>
                <tr>
                  <th scope="col">{t`Survey date`}</th>
                  <th scope="col">{t`Location`}</th>
                  <th scope="col">{t`Account`}</th>
                  <th scope="col">{t`Dealer`}</th>
                  <th scope="col" className="data-table-numeric">{t`Scrapped tires`}</th>
                </tr>
              </thead>
              <tbody>
                {surveys.surveys.map((survey) => (
                  <tr key={survey.survey_id}>
                    <td>{formatDay(survey.survey_date, i18n.locale)}</td>
                    <td>
                      {survey.fleet_location_code} · {survey.fleet_location_name}
                    </td>
                    <td>{survey.account_name}</td>
                    <td>{survey.dealer_name ?? '—'}</td>
                    <td className="data-table-numeric">{count(survey.scrapped_tires)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
