import { Trans, useLingui } from '@lingui/react/macro';
import { DownloadButton } from '../../../components/file-download';
import { QUESTIONS } from '../messages';
import type { ConfiguratorSubmitResponse, RatedList } from '../app-links';
import { RatingBadge } from './rated-question';
import { formatNumber } from '../../../../contract/number-format';

/** The stored submission: its score, every answer with its rating, and its files. */
export function SubmissionResult({ result, maxRate }: { result: ConfiguratorSubmitResponse; maxRate: number }) {
  const { t, i18n } = useLingui();
  const number = result.submission_id;
  const body = { submission_id: number };
  const score = formatNumber(result.score, i18n.locale, { maximumFractionDigits: 1 });
  return (
    <section className="panel lease-result" aria-labelledby="lease-result-title">
      <div className="lease-result-head">
        <h2 id="lease-result-title" className="panel-title">
          <Trans>
            Submission {number} saved: score {score} %
          </Trans>
        </h2>
        <div className="lease-actions">
          <DownloadButton path="leasesales/configurator_download_pdf_file" body={body} fallbackName="lease sales.pdf">
            <Trans>PDF</Trans>
          </DownloadButton>
          <DownloadButton path="leasesales/configurator_download_excel_file" body={body} fallbackName="lease sales.xlsx">
            <Trans>Excel</Trans>
          </DownloadButton>
        </div>
      </div>
      <div className="lease-table-wrap">
      <table className="lease-table">
        <caption>{t`Submitted answers`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Question`}</th>
            <th scope="col">{t`Answer`}</th>
            <th scope="col">{t`Rating`}</th>
          </tr>
        </thead>
        <tbody>
          {result.ratings.map((rating) => {
            const question = i18n._(QUESTIONS[rating.list as RatedList]);
            return (
              <tr key={rating.list}>
                <th scope="row">{question}</th>
                <td>{rating.text}</td>
                <td>
                  <RatingBadge label={t`${question} rating`} rating={rating} maxRate={maxRate} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      </div>
    </section>
  );
}
