import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime, formatPeriod } from '../../dates';
import { DATE_RANGE_LABELS } from '../../labels';
import type { FleetConditionReport } from '../../app-links';
import { ReportDownloads } from '../report-downloads';

/** The cover page: name, accounts, period, for whom and by whom, when; with the downloads. */
export function CoverSection({ id, report }: { id: number; report: FleetConditionReport }) {
  const { t, i18n } = useLingui();
  const cover = report.cover_page;
  const period = formatPeriod(cover.date_range, i18n._(DATE_RANGE_LABELS[cover.date_range.type]), i18n.locale);
  return (
    <section className="panel fc-cover" aria-labelledby="fc-cover-title">
      <div className="fc-cover-head">
        <div>
          <p className="fc-eyebrow">
            <Trans>Fleet condition report</Trans>
          </p>
          <h2 id="fc-cover-title" className="fc-cover-title">
            {report.report_name}
          </h2>
        </div>
        <ReportDownloads id={id} name={report.report_name} />
      </div>
      <dl className="fc-cover-list">
        <div>
          <dt>{t`Accounts`}</dt>
          <dd data-cover="accounts">{cover.account_names.join(', ')}</dd>
        </div>
        <div>
          <dt>{t`Date range`}</dt>
          <dd data-cover="period">{period}</dd>
        </div>
        <div>
          <dt>{t`Prepared for`}</dt>
          <dd data-cover="prepared_for">{cover.prepared_for}</dd>
        </div>
        <div>
          <dt>{t`Prepared by`}</dt>
          <dd data-cover="prepared_by">{cover.prepared_by}</dd>
        </div>
        <div>
          <dt>{t`Generated`}</dt>
          <dd data-cover="generated_at">{formatDateTime(cover.generated_at, i18n.locale)}</dd>
        </div>
      </dl>
    </section>
  );
}
