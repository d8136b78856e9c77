import { Trans, useLingui } from '@lingui/react/macro';
import { useEarlierSubmissions } from '../api';
import { deviceTimeZone, formatDay } from '../app-links';
import { formatNumber } from '../../../../contract/number-format';

/** The user's own earlier questionnaires, newest first. */
export function EarlierSubmissions() {
  const { t, i18n } = useLingui();
  const submissions = useEarlierSubmissions();
  const rows = submissions.data?.submissions ?? [];
  return (
    <section className="panel lease-earlier" aria-labelledby="lease-earlier-title">
      <h2 id="lease-earlier-title" className="panel-title">
        <Trans>Your earlier submissions</Trans>
      </h2>
      {rows.length === 0 ? (
        <p>{submissions.isLoading ? t`Loading…` : t`You have not submitted a questionnaire yet.`}</p>
      ) : (
        <div className="lease-table-wrap">
      <table className="lease-table">
          <caption className="visually-hidden">{t`Your earlier submissions`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Number`}</th>
              <th scope="col">{t`Fleet`}</th>
              <th scope="col">{t`Account`}</th>
              <th scope="col">{t`Score`}</th>
              <th scope="col">{t`Submitted`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.submission_id}>
                <td>{row.submission_id}</td>
                <td>{row.fleet_name || '—'}</td>
                <td>{row.account_name ?? '—'}</td>
                <td className="lease-number">{formatNumber(row.score, i18n.locale, { maximumFractionDigits: 1 })} %</td>
                <td>{formatDay(row.created_at, i18n.locale, 'numeric', deviceTimeZone())}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      )}
    </section>
  );
}
